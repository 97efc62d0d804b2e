import { useCallback, useEffect, useRef, useState } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { LanguageProvider } from '../lib/i18n';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { routes } from './router';
import { MatchedRoutes } from './routing/MatchedRoutes';
import { AuthProvider } from '../features/auth/hooks';
import { AuthIntents } from './auth/AuthIntents';
import { getAuthHandle } from './auth/auth-runtime';
import { registerDefaultLogoutHooks } from './auth/default-logout-hooks';
import { DeferredToaster } from './DeferredToaster';
import { LazySignedInServices } from './offline/LazySignedInServices';
import { WorkshopPushOnAnyRoute } from './offline/WorkshopPushOnAnyRoute';

registerDefaultLogoutHooks();

/** The auth machine's navigations, through the router. */
function RoutedAuthIntents() {
  const navigate = useNavigate();
  const latest = useRef(navigate);
  useEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  // After the guards: a state change (e.g. signed out) re-renders the guards synchronously, and their own
  // redirect must not overtake the machine's target (logout -> /login, not the guard's /).
  const go = useCallback((to: string) => void setTimeout(() => void latest.current(to, { replace: true }), 0), []);
  return <AuthIntents navigate={go} />;
}

/**
 * Providers, from the outside in: language, error boundary, the auth actor, router; toasts beside the routes.
 * The Supabase client reaches the screens that read the backend through BackendScope, loaded with them.
 */
export function App() {
  const [auth] = useState(getAuthHandle);
  return (
    <LanguageProvider>
      <ErrorBoundary>
        <AuthProvider value={auth}>
          <BrowserRouter>
            <RoutedAuthIntents />
            <LazySignedInServices />
            <WorkshopPushOnAnyRoute />
            <MatchedRoutes routes={routes} />
          </BrowserRouter>
          <DeferredToaster />
        </AuthProvider>
      </ErrorBoundary>
    </LanguageProvider>
  );
}
