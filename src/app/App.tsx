import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from './i18n';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { createAppRouter } from './router';
import { AuthProvider } from '../features/auth/hooks';
import { AuthIntents } from './auth/AuthIntents';
import { getAppAuth } from './auth/auth-runtime';
import { registerDefaultLogoutHooks } from './auth/default-logout-hooks';
import { Toaster } from '../ui';

registerDefaultLogoutHooks();

/** Providers, from the outside in: language, error boundary, the auth actor, router; toasts beside the router. */
export function App() {
  const [router] = useState(createAppRouter);
  const [{ actor }] = useState(getAppAuth);
  const [navigate] = useState(() => (to: string) => void router.navigate(to, { replace: true }));
  return (
    <LanguageProvider>
      <ErrorBoundary>
        <AuthProvider value={actor}>
          <AuthIntents navigate={navigate} />
          <RouterProvider router={router} />
          <Toaster />
        </AuthProvider>
      </ErrorBoundary>
    </LanguageProvider>
  );
}
