import { useEffect, useMemo, type ReactNode } from 'react';
import { supabase, supabaseAnonKey, supabaseUrl } from '../../backend/supabase-client';
import { createHealthProbe } from '../../backend/health-probe';
import { SyncEngine, createSupabaseTransport, setActiveSync, startDeviceHealthReports } from '../../offline/sync';
import { syncState } from '../../offline/sync-state';
import { version as appVersion } from '../../../package.json';
import { answerFlushRequests } from '../service-worker';
import { useAuth } from '../../features/auth/hooks';
import { mirrorSessionForWorker } from './worker-session-mirror';
import { inOwnTask } from '../../lib/own-task';

/** Supabase auth events after which a flush paused on 401 may go on. */
export const RESUMING_AUTH_EVENTS = ['TOKEN_REFRESHED', 'SIGNED_IN'] as const;

export function createUserSyncEngine(userId: string): SyncEngine {
  return new SyncEngine({
    transport: createSupabaseTransport(supabase),
    getOwnerId: () => userId,
    probe: createHealthProbe(supabaseUrl, supabaseAnonKey),
  });
}

/**
 * Runs the outbox sync engine for the signed-in user: started at sign-in, stopped at sign-out (or
 * when the user changes), resumed after a session refresh, and answering the service worker's
 * Background Sync requests. The engine is published through the src/offline registry
 * (setActiveSync), which the sync indicator, the panel and "prepare offline" read.
 */
export function SyncEngineProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const engine = useMemo(() => (userId ? createUserSyncEngine(userId) : null), [userId]);

  useEffect(() => inOwnTask(mirrorSessionForWorker), []);

  useEffect(() => {
    if (!engine || !userId) return;
    return inOwnTask(() => startEngine(engine, userId));
  }, [engine, userId]);

  return children;
}

/** Publishes and starts the user's engine and connects it to auth, the worker and the health reports; returns the stop. */
function startEngine(engine: SyncEngine, userId: string): () => void {
  const unpublish = setActiveSync({ engine, ownerId: userId });
  void engine.start();
  const { data } = supabase.auth.onAuthStateChange((event) => {
    if ((RESUMING_AUTH_EVENTS as readonly string[]).includes(event)) void engine.resumeAfterAuth();
  });
  // The worker's Background Sync asks the open page to flush (it holds the live session).
  const detachWorker = answerFlushRequests({
    flush: () => engine.flush(),
    pending: () => syncState.getSnapshot().pending,
  });
  // The device's sync health, reported after each flush for the org admin's Dispositivi view.
  const detachHealth = startDeviceHealthReports({ userId, appVersion, client: supabase });
  return () => {
    unpublish();
    detachWorker();
    detachHealth();
    data.subscription.unsubscribe();
    engine.stop();
  };
}
