// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import type { OrgMember, OrgTeam } from '../api';
import { TeamManagersSection } from './TeamManagersSection';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const person = (userId: string, name: string, roleType: string, isActive = true): OrgMember =>
  ({ userId, name, roles: [{ id: `r-${userId}`, roleType, teamId: null, isActive }] }) as unknown as OrgMember;
const TEAM = { id: 't-1', name: 'Beta', members: [] } as unknown as OrgTeam;

/** Assignments kept in memory, read and written through the same calls the section makes. */
function fakeClient(initial: string[]) {
  const assigned = new Set(initial);
  const upsert = vi.fn((row: { manager_id: string }) => {
    assigned.add(row.manager_id);
    return Promise.resolve({ error: null });
  });
  const read = {
    eq: () => read,
    then: (resolve: (value: unknown) => void) =>
      resolve({ data: [...assigned].map((manager_id) => ({ manager_id })), error: null }),
  };
  const client = {
    from: () => ({
      select: () => read,
      upsert,
      update: () => ({ eq: () => ({ eq: () => Promise.resolve({ error: null }) }) }),
    }),
  } as unknown as BackendClient;
  return { client, upsert };
}

function renderSection(client: BackendClient, members: OrgMember[]) {
  render(
    <I18nProvider i18n={i18n}>
      <BackendClientProvider client={client}>
        <TeamManagersSection team={TEAM} members={members} />
      </BackendClientProvider>
    </I18nProvider>,
  );
}

describe('the managers in charge of a team', () => {
  it('lists only people holding an active manager role, and puts the chosen one in charge', async () => {
    const { client, upsert } = fakeClient([]);
    renderSection(client, [
      person('m-1', 'Marta', 'manager'),
      person('m-2', 'Ugo', 'manager', false),
      person('x', 'Ada', 'team_member'),
    ]);
    expect(await screen.findByText('Nessun manager è responsabile di questo team.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Manager da rendere responsabile' });
    expect([...picker.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Scegli un manager', 'Marta']);
    await userEvent.selectOptions(picker, 'm-1');
    await userEvent.click(screen.getByRole('button', { name: 'Rendi responsabile' }));
    expect(upsert).toHaveBeenCalledWith(
      { team_id: 't-1', manager_id: 'm-1', is_active: true },
      { onConflict: 'team_id,manager_id' },
    );
    await waitFor(() =>
      expect(screen.getByRole('list', { name: 'Manager responsabili del team' })).toHaveTextContent('Marta'),
    );
  });

  it('says where to give the manager role when nobody holds it', async () => {
    renderSection(fakeClient([]).client, [person('x', 'Ada', 'team_member')]);
    expect(
      await screen.findByText('Nessuno ha il ruolo di manager: assegnalo dalla scheda Membri.'),
    ).toBeInTheDocument();
  });
});
