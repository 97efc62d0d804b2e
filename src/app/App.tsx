import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { createAppRouter } from './router';
import { AuthProvider } from '../features/auth/hooks';
import { AuthIntents } from './auth/AuthIntents';
import { getAppAuth } from './auth/auth-runtime';
import { registerDefaultLogoutHooks } from './auth/default-logout-hooks';
import { DeferredToaster } from './DeferredToaster';
import { LazySignedInServices } from './offline/LazySignedInServices';

registerDefaultLogoutHooks();

/**
 * Providers, from the outside in: language, error boundary, the auth actor, router; toasts beside the router.
 * The Supabase client reaches the screens that read the backend through BackendScope, loaded with them.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const [{ actor }] = useState(getAppAuth);
  // After the guards: a state change (e.g. signed out) re-renders the guards synchronously, and their own
  // redirect must not overtake the machine's target (logout -> /login, not the guard's /).
  const [navigate] = useState(() => (to: string) => void setTimeout(() => void router.navigate(to, { replace: true }), 0));
  return (
    <LanguageProvider>
      <ErrorBoundary>
        <AuthProvider value={actor}>
          <AuthIntents navigate={navigate} />
          <LazySignedInServices />
          <RouterProvider router={router} />
          <DeferredToaster />
        </AuthProvider>
      </ErrorBoundary>
    </LanguageProvider>
  );
}
