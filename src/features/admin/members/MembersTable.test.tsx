// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrgMember } from '../api';
import { MembersTable } from './MembersTable';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

const member = (i: number) =>
  ({
    userId: `u-${i}`,
    name: `Persona ${i}`,
    email: `p${i}@x.test`,
    department: 'Operations',
    status: 'active',
    teamIds: [],
    roles: [{ id: `r-${i}`, roleType: 'team_member', teamId: null, isActive: true }],
  }) as unknown as OrgMember;

describe('MembersTable', () => {
  it('renders the rows in view out of 5,000, each with its position in the whole table', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MembersTable members={Array.from({ length: 5000 }, (_, i) => member(i))} teams={[]} onAction={() => {}} />
      </I18nProvider>,
    );
    const table = screen.getByRole('table', { name: 'Membri' });
    expect(table.getAttribute('aria-rowcount')).toBe('5001');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]!.getAttribute('aria-rowindex')).toBe('2');
    expect(within(rows[0]!).getByRole('button', { name: 'Modifica Persona 0' })).toBeTruthy();
  });

  it('says so when no member matches', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MembersTable members={[]} teams={[]} onAction={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByText('Nessun membro corrisponde ai filtri.')).toBeTruthy();
  });
});
