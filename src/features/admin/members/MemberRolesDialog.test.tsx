// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import type { OrgMember, OrgTeam } from '../api';
import { MemberRolesDialog } from './MemberRolesDialog';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const MEMBER = { userId: 'u-1', name: 'Anna Test', roles: [] } as unknown as OrgMember;
const TEAMS = [{ id: 't-1', name: 'Alpha', members: [] }] as unknown as OrgTeam[];

/** Records each table write; every write succeeds. */
function recordingClient() {
  const writes: Array<{ table: string; op: string; row?: unknown }> = [];
  const ok = { eq: () => ok, then: (resolve: (value: unknown) => void) => resolve({ error: null }) };
  const client = {
    from: (table: string) => ({
      insert: (row: unknown) => (writes.push({ table, op: 'insert', row }), ok),
      update: (row: unknown) => (writes.push({ table, op: 'update', row }), ok),
    }),
  } as unknown as BackendClient;
  return { client, writes };
}

describe('the roles dialog', () => {
  it('asks which team a team leader leads, then makes them its leader as the team dialog does', async () => {
    const { client, writes } = recordingClient();
    const onChanged = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <BackendClientProvider client={client}>
          <MemberRolesDialog
            organizationId="org-1"
            member={MEMBER}
            teams={TEAMS}
            onClose={() => undefined}
            onChanged={onChanged}
          />
        </BackendClientProvider>
      </I18nProvider>,
    );
    const grant = screen.getByRole('button', { name: 'Assegna Team leader' });
    expect(grant).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Team guidato da Anna Test' }), 't-1');
    await userEvent.click(grant);
    expect(writes).toEqual([
      { table: 'team_members', op: 'insert', row: { team_id: 't-1', member_id: 'u-1', role: 'leader' } },
      { table: 'teams', op: 'update', row: { team_leader_id: 'u-1' } },
    ]);
    expect(onChanged).toHaveBeenCalled();
  });
});
