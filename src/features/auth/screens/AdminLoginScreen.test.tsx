// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../../../lib/i18n';
import { deferred, flush, sessionFor, startAuth } from '../auth-test-kit';
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

async function signIn() {
  await userEvent.type(await screen.findByLabelText('Email'), 'leader@acme.test');
  await userEvent.type(screen.getByLabelText('Password'), 'Password-123');
  await userEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

describe('AdminLoginScreen', () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  it("asks for both fields with 'Enter email and password'", async () => {
    renderAdminLogin(startAuth());
    await userEvent.click(await screen.findByRole('button', { name: 'Accedi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter email and password');
  });

  it("after a few seconds of loading shows the notice and 'Force Dashboard Access', which goes on", async () => {
    // The admin check never answers and the simulated clock never reaches its fallback: loading stays pending.
    const env = startAuth({ signInWithPassword: async (email) => sessionFor('u1', email), checkAdmin: () => deferred<AdminCheckResult>().promise });
    const router = renderAdminLogin(env);
    await signIn();
    await flush();
    expect(screen.queryByText('Il caricamento sta richiedendo più tempo del previsto.')).toBeNull();
    expect(await screen.findByText('Il caricamento sta richiedendo più tempo del previsto.', undefined, { timeout: 6000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Force Dashboard Access' }));
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user');
  }, 10_000);
});
