// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import type { OrgMember, OrgOverview } from '../api';
import { MembersTab } from './MembersTab';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const member = (i: number, name: string, department: string) =>
  ({
    userId: `u-${i}`,
    name,
    email: `p${i}@x.test`,
    position: null,
    department,
    status: 'active',
    teamIds: [],
    roles: [],
  }) as unknown as OrgMember;

const DATA = {
  organization: null,
  members: [
    member(0, 'Anna Rossi', 'Vendite'),
    member(1, 'Bruno Bianchi', 'Logistica'),
    member(2, 'Carla Rossetti', 'Vendite'),
  ],
  teams: [],
  tpmAssessments: 0,
} as OrgOverview;

function renderTab() {
  render(
    <I18nProvider i18n={i18n}>
      <BackendClientProvider client={{} as BackendClient}>
        <MembersTab organizationId="o-1" data={DATA} onChanged={() => {}} />
      </BackendClientProvider>
    </I18nProvider>,
  );
  return () =>
    within(screen.getByRole('table', { name: 'Membri' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
}

describe('MembersTab', () => {
  it('shows the members matching the latest search, typed a letter at a time, with the other filters', async () => {
    const names = renderTab();
    expect(names()).toEqual(['Anna Rossi', 'Bruno Bianchi', 'Carla Rossetti']);
    const search = screen.getByRole('searchbox', { name: 'Cerca' });
    await userEvent.type(search, 'ROSS');
    expect((search as HTMLInputElement).value).toBe('ROSS');
    expect(names()).toEqual(['Anna Rossi', 'Carla Rossetti']);
    expect(screen.getByRole('status').textContent).toBe('Membri mostrati: 2 di 3');
    await userEvent.type(search, 'e');
    expect(names()).toEqual(['Carla Rossetti']);
    await userEvent.clear(search);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reparto' }), 'Logistica');
    expect(names()).toEqual(['Bruno Bianchi']);
  });

  it('says so when no member matches, and the list is not left marked busy', async () => {
    renderTab();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'zzz');
    expect(screen.getByText('Nessun membro corrisponde ai filtri.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Membri' }).getAttribute('aria-busy')).toBeNull();
  });
});
