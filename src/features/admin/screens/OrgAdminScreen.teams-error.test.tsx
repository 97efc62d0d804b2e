// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendClientProvider } from '../../../backend/BackendClientProvider';
import type { BackendClient } from '../../../backend/backend-client';
import { sessionOf } from '../../../offline/testing/session-client';
import { OrgAdminScreen } from './OrgAdminScreen';

i18n.loadAndActivate({ locale: 'it', messages: {} });
afterEach(cleanup);

/** A client whose every query answers `answer(table)`, whatever filters are chained on it. */
function fakeClient(answer: (table: string) => { data: unknown; error: { message: string } | null }): BackendClient {
  const query = (table: string): unknown =>
    new Proxy(
      {},
      {
        get(_, name) {
          if (name === 'then') {
            const result = answer(table);
            return (resolve: (value: unknown) => void) => resolve(result);
          }
          return () => query(table);
        },
      },
    );
  return { from: (table: string) => query(table) } as unknown as BackendClient;
}

function renderScreen(client: BackendClient, userId: string) {
  // Signed in as the screen's user: only such a read may replace what the device holds.
  Object.assign(client, { auth: { getSession: async () => ({ data: { session: sessionOf(userId) }, error: null }) } });
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <BackendClientProvider client={client}>
          <OrgAdminScreen
            userId={userId}
            organizationId="org-1"
            managerLevel={null}
            impersonating={null}
            onBackToSuperAdmin={() => undefined}
            onExitImpersonation={() => undefined}
          />
        </BackendClientProvider>
      </MemoryRouter>
    </I18nProvider>,
  );
}

const ok = (table: string) => ({
  data: table === 'organizations' ? { id: 'org-1', name: 'Acme', logo_url: null, status: 'active' } : [],
  error: null,
});

describe('the org admin screen when loading fails', () => {
  it("says 'Error loading teams' when the teams cannot be read", async () => {
    renderScreen(
      fakeClient((table) => (table === 'teams' ? { data: null, error: { message: 'permission denied' } } : ok(table))),
      'u-teams',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading teams');
  });

  it('keeps the generic text when something else fails', async () => {
    renderScreen(
      fakeClient((table) => (table === 'profiles' ? { data: null, error: { message: 'boom' } } : ok(table))),
      'u-profiles',
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading data');
    expect(alert).not.toHaveTextContent('Error loading teams');
  });
});
