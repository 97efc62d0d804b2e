// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes, MemoryRouter, Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { AuthProvider } from '../../features/auth/hooks';
import { advance, deferred, flush, profileFor, sessionFor, startAuth } from '../../features/auth/auth-test-kit';
import type { FakeAuthBackend } from '../../features/auth/auth-test-kit';
import type { AuthSession } from '../../features/auth/auth-domain';
import { DEMO_ACCOUNTS, type DemoEmail } from '../../features/auth/demo-accounts.fixture';
import { LanguageProvider } from '../../lib/i18n';
import { RouteGuard } from './RouteGuard';
import { onBeforeLogout } from '../../lib/before-logout';
import { routes } from '../router';
import { MatchedRoutes } from './MatchedRoutes';

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="screen">{pathname}</p>;
}

const PATHS = [
  '/',
  '/admin-login',
  '/coach-login',
  '/login',
  '/user',
  '/terms-and-privacy',
  '/assessment',
  '/assessment-list',
  '/super-admin',
  '/org-admin/:organizationId',
  '/team-leader/dashboard',
  '/manager/teams',
  '/coach',
];

/** The real route of `path` (its guard, and its element when it is a fixed redirect), showing where it landed. */
function probeOf(path: string): RouteObject {
  const real = matchRoutes(routes, path)!.at(-1)!.route;
  const redirect = (real.element as { type?: unknown } | undefined)?.type === Navigate;
  return { path, handle: real.handle, element: redirect ? real.element : <Where /> };
}

/** A screen added without a guard. */
const UNDECLARED: RouteObject = { path: '/undeclared', element: <Where /> };

function renderAt(path: string, env: ReturnType<typeof startAuth>) {
  const table: RouteObject[] = [{ element: <RouteGuard />, children: [...PATHS.map(probeOf), UNDECLARED] }];
  render(
    <LanguageProvider>
      <AuthProvider value={env.actor}>
        <MemoryRouter initialEntries={[path]}>
          <MatchedRoutes routes={table} />
        </MemoryRouter>
      </AuthProvider>
    </LanguageProvider>,
  );
}

/** Signed in as a demo account, with every check answered. */
async function signedInAs(email: DemoEmail, overrides: Partial<FakeAuthBackend> = {}) {
  const account = DEMO_ACCOUNTS[email];
  const accepted = account.termsAccepted
    ? {}
    : { terms_accepted_at: null, privacy_accepted_at: null, terms_version: null, privacy_version: null };
  const env = startAuth({
    getSession: async () => sessionFor('u1', email),
    loadProfile: async (userId) => profileFor(userId, { ...account.profile, ...accepted }),
    loadRoleSources: async () => account.sources,
    checkAdmin: async () => account.admin,
    ...overrides,
  });
  await flush();
  advance(env.clock, 101);
  await flush();
  return env;
}

const shownPath = async () => (await screen.findByTestId('screen')).textContent;

describe('RouteGuard', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("shows the 'Verifica autenticazione...' spinner while authentication is loading", async () => {
    const pending = deferred<AuthSession | null>();
    const env = startAuth({ getSession: () => pending.promise });
    renderAt('/user', env);
    expect(await screen.findByRole('status')).toHaveTextContent('Verifica autenticazione...');
    expect(screen.queryByTestId('screen')).toBeNull();
  });

  it('sends anonymous visitors to /, admin routes included, and coach routes to /coach-login', async () => {
    for (const [path, target] of [
      ['/user', '/'],
      ['/super-admin', '/'],
      ['/coach', '/coach-login'],
    ]) {
      const env = startAuth();
      await act(flush);
      renderAt(path!, env);
      expect(await shownPath()).toBe(target);
      cleanup();
    }
  });

  it('lets a member open /user but sends them from /super-admin to /admin-login and from leader routes to /user', async () => {
    for (const [path, target] of [
      ['/user', '/user'],
      ['/super-admin', '/admin-login'],
      ['/team-leader/dashboard', '/user'],
    ]) {
      const env = await signedInAs('member@acme.test');
      renderAt(path!, env);
      expect(await shownPath()).toBe(target);
      cleanup();
    }
  });

  it('lets admins open user routes and sends a member who has not accepted the terms to /terms-and-privacy', async () => {
    const admin = await signedInAs('admin@acme.test');
    renderAt('/user', admin);
    expect(await shownPath()).toBe('/user');
    cleanup();
    const fresh = await signedInAs('new@acme.test');
    renderAt('/user', fresh);
    expect(await shownPath()).toBe('/terms-and-privacy');
  });

  it('denies a route that declares no guard, to a super admin too', async () => {
    const env = await signedInAs('super@taas.test');
    renderAt('/undeclared', env);
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeInTheDocument();
    expect(screen.queryByTestId('screen')).toBeNull();
    cleanup();
    renderAt('/super-admin', env);
    expect(await shownPath()).toBe('/super-admin');
  });

  it('redirects /assessment to /assessment-list', async () => {
    const env = await signedInAs('member@acme.test');
    renderAt('/assessment', env);
    expect(await shownPath()).toBe('/assessment-list');
  });

  it("shows the team-leader panel with 'Riprova' and 'Torna al login utente' when the profile failed", async () => {
    let fail = true;
    const env = await signedInAs('leader@acme.test', {
      loadProfile: async (userId) => {
        if (fail) throw Object.assign(new Error('boom'), { code: 'PGRST000', status: 500 });
        return profileFor(userId);
      },
    });
    renderAt('/team-leader/dashboard', env);
    expect(await screen.findByText('Server temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Torna al login utente' })).toBeEnabled();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await shownPath()).toBe('/team-leader/dashboard');
    expect(env.calls.loadProfile).toHaveLength(2);
  });

  it("'Torna al login utente' signs out through the app's logout, so the before-logout hooks clear the user's data", async () => {
    const env = await signedInAs('leader@acme.test', {
      loadProfile: async () => {
        throw Object.assign(new Error('boom'), { code: 'PGRST000', status: 500 });
      },
    });
    const cleared: string[] = [];
    const detach = onBeforeLogout((userId) => void cleared.push(userId));
    try {
      renderAt('/team-leader/dashboard', env);
      await userEvent.click(await screen.findByRole('button', { name: 'Torna al login utente' }));
      expect(cleared).toEqual(['u1']);
    } finally {
      detach();
    }
  });
});
