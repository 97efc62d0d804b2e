import { createContext, useContext, type ReactNode } from 'react';
import type { BackendClient } from './backend-client';

/**
 * How features get the Supabase client: `src/app` creates it (src/backend/client) and hands it down,
 * through this context for screens and hooks, or as the first argument of a feature's `api.ts`
 * functions. Features never import the singleton, so tests and the worker can give them another.
 */
const BackendClientContext = createContext<BackendClient | null>(null);

export function BackendClientProvider({ client, children }: { client: BackendClient; children: ReactNode }) {
  return <BackendClientContext.Provider value={client}>{children}</BackendClientContext.Provider>;
}

/** The client, or null outside a provider (components that were handed their reads instead). */
export function useBackendClientIfProvided(): BackendClient | null {
  return useContext(BackendClientContext);
}

export function useBackendClient(): BackendClient {
  const client = useContext(BackendClientContext);
  if (!client) throw new Error('useBackendClient: no BackendClientProvider above this component');
  return client;
}
