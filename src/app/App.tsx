import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { LanguageProvider } from './i18n';
import { ErrorBoundary } from './errors/ErrorBoundary';
import { createAppRouter } from './router';
import { Toaster } from '../ui';

/** Providers, from the outside in: language, error boundary, router; toasts beside the router. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <LanguageProvider>
      <ErrorBoundary>
        <RouterProvider router={router} />
        <Toaster />
      </ErrorBoundary>
    </LanguageProvider>
  );
}
