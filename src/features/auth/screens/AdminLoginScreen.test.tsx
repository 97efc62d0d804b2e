// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../../../lib/i18n';
import { advance, deferred, flush, profileFor, sessionFor, startAuth } from '../auth-test-kit';
import type { FakeAuthBackend } from '../auth-test-kit';
import { DEMO_ACCOUNTS } from '../demo-accounts.fixture';
import type { AdminCheckResult } from '../roles';
import { AuthProvider } from '../hooks';
import { AdminLoginScreen } from './AdminLoginScreen';

function renderAdminLogin(env: ReturnType<typeof startAuth>) {
  const router = createMemoryRouter(
    [
      { path: '/admin-login', element: <AdminLoginScreen /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { initialEntries: ['/admin-login'] },
  );
  render(
    <LanguageProvider>
      <AuthProvider value={env.actor}>
        <RouterProvider router={router} />
      </AuthProvider>
    </LanguageProvider>,
  );
  return router;
}

async function signIn(email = 'leader@acme.test') {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), 'Password-123');
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('AdminLoginScreen', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  // The spec quotes these admin texts in English; an Italian user reads them in Italian.
  it("asks for both fields with 'Enter email and password'", async () => {
    renderAdminLogin(startAuth());
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Inserisci email e password');
  });

  it("after a few seconds of loading shows the notice and 'Force Dashboard Access', which goes on", async () => {
    // The admin check never answers and the simulated clock never reaches its fallback: loading stays pending.
    const env = startAuth({
      signInWithPassword: async (email) => sessionFor('u1', email),
      checkAdmin: () => deferred<AdminCheckResult>().promise,
    });
    const router = renderAdminLogin(env);
    await signIn();
    await flush();
    expect(screen.queryByText('Il caricamento sta richiedendo più tempo del previsto.')).toBeNull();
    expect(
      await screen.findByText('Il caricamento sta richiedendo più tempo del previsto.', undefined, { timeout: 6000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Forza l'accesso alla dashboard" }));
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  }, 10_000);

  describe('a member who arrives signed in (an admin URL from a bookmark or a mail)', () => {
    const member = DEMO_ACCOUNTS['member@acme.test'];

    async function memberSignedIn(overrides: Partial<FakeAuthBackend> = {}) {
      const env = startAuth({
        getSession: async () => sessionFor('m1', 'member@acme.test'),
        loadProfile: async (userId) => profileFor(userId, member.profile),
        loadRoleSources: async () => member.sources,
        checkAdmin: async () => member.admin,
        ...overrides,
      });
      await flush();
      advance(env.clock, 101);
      await flush();
      return env;
    }

    it('sees the refusal and the way back to their area, and stays signed in', async () => {
      const env = await memberSignedIn();
      const router = renderAdminLogin(env);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Accesso negato: utente non autorizzato all'area amministrativa",
      );
      expect(screen.getByText('Accesso effettuato come member@acme.test')).toBeInTheDocument();
      expect(screen.queryByLabelText('Password')).toBeNull();
      await flush();
      expect(env.calls.signOut).toEqual([]);
      expect(env.calls.clearStoredSession).toEqual([]);
      expect(env.actor.getSnapshot().matches('signedIn')).toBe(true);

      await userEvent.click(screen.getByRole('link', { name: 'Torna alla tua area' }));
      expect(await screen.findByTestId('landed')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/user');
      expect(env.actor.getSnapshot().matches('signedIn')).toBe(true);
    });

    it('stays signed in with no network too', async () => {
      const offline = () => Promise.reject(new TypeError('Failed to fetch'));
      const env = await memberSignedIn({
        isOnline: () => false,
        loadProfile: offline,
        loadRoleSources: offline,
        checkAdmin: offline,
        refreshSession: offline,
      });
      renderAdminLogin(env);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        "Accesso negato: utente non autorizzato all'area amministrativa",
      );
      await flush();
      expect(env.calls.signOut).toEqual([]);
      expect(env.actor.getSnapshot().matches('signedIn')).toBe(true);
      expect(screen.getByRole('link', { name: 'Torna alla tua area' })).toHaveAttribute('href', '/user');
    });
  });

  it('a member who signs in on this form is refused and signed out again (the message stays)', async () => {
    const member = DEMO_ACCOUNTS['member@acme.test'];
    const env = startAuth({
      signInWithPassword: async (email) => sessionFor('m1', email),
      loadProfile: async (userId) => profileFor(userId, member.profile),
      loadRoleSources: async () => member.sources,
      checkAdmin: async () => member.admin,
    });
    renderAdminLogin(env);
    await signIn('member@acme.test');
    await act(async () => {
      await flush();
      advance(env.clock, 101);
    });
    expect(
      await screen.findByText("Accesso negato: utente non autorizzato all'area amministrativa"),
    ).toBeInTheDocument();
    await flush();
    expect(env.calls.signOut).toHaveLength(1);
    expect(env.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });
});
