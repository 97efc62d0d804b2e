import type { Session } from '@supabase/supabase-js';
import { supabase, supabaseAnonKey, supabaseUrl } from '../../backend/supabase-client';
import { clearWorkerSession, saveWorkerSession } from '../../offline/worker';
import { getOfflineDb } from '../../offline/store';
import { announceSignedInUser } from './announce-user';

/**
 * Keeps a copy of the access token where the service worker can read it (IndexedDB), so that a
 * Background Sync with no page open can still push the outbox, and tells the worker who is
 * signed in. Removed at sign-out (a logout without network never gets here: the logout cleanup
 * in src/app/auth/default-logout-hooks forgets the token in every case).
 */
export function mirrorSessionForWorker(): () => void {
  const db = getOfflineDb();
  const save = (session: Session) =>
    saveWorkerSession(db, {
      ownerId: session.user.id,
      accessToken: session.access_token,
      expiresAt: session.expires_at ?? Math.floor(Date.now() / 1000) + session.expires_in,
      supabaseUrl,
      anonKey: supabaseAnonKey,
    });
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    void announceSignedInUser(event === 'SIGNED_OUT' ? null : (session?.user.id ?? null));
    if (event === 'SIGNED_OUT') void clearWorkerSession(db);
    else if (session) void save(session);
  });
  return () => data.subscription.unsubscribe();
}
