import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ChunkLoadError } from '../routing/lazy-screen';
import { ChunkErrorScreen } from './ChunkErrorScreen';
import { ErrorScreen } from './ErrorScreen';

/** The router's errorElement: logs what failed and shows the error screen (a screen that could not be downloaded can be retried in place). */
export function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  if (error instanceof ChunkLoadError) {
    // A navigation to the same address clears the router's error and renders the screen, which downloads again.
    const retry = () => {
      error.reset();
      void navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true });
    };
    return <ChunkErrorScreen onRetry={retry} />;
  }
  return <ErrorScreen />;
}
