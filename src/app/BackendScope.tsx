import type { ReactNode } from 'react';
import { BackendClientProvider } from '../backend/BackendClientProvider';
import { supabase } from '../backend/client';

/**
 * The app's Supabase client for what is below. Loaded with the screens that read the backend (and the
 * signed-in header), never by the entry chunk: a first visit to /login does not download supabase-js's
 * database, storage and realtime clients.
 */
export function BackendScope({ children }: { children: ReactNode }) {
  return <BackendClientProvider client={supabase}>{children}</BackendClientProvider>;
}
