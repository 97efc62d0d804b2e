/**
 * AuthServices over supabase-js: sign-in, session, profile, terms and the role calls.
 * The row shapes come from src/backend/database.types.ts; rows are read through small readers so this file
 * compiles against the placeholder types and the generated ones alike.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { BackendClient } from '../../backend/backend-client';
import { reachability } from '../../backend/reachability';
import type { AuthServices } from './auth-services';
import type { AuthChange, AuthProfile, AuthSession } from './auth-domain';
import { defaultStorage } from './key-value-storage';
import { ProfileNotFoundError } from './profile-errors';
import { sessionStorageKey, storedSessionUserId } from './session-storage-key';
import { loadAdminCheck, loadRoleSources } from './role-lookups-api';

const PROFILE_COLUMNS = [
  'id, user_id, email, organization_id, manager_level, first_name, last_name, team_role',
  'terms_accepted_at, privacy_accepted_at, terms_version, privacy_version, must_set_password',
].join(', ');

type Client = BackendClient;

function toSession(session: Session | null): AuthSession | null {
  if (!session) return null;
  return {
    user: { id: session.user.id, email: session.user.email ?? null },
    accessToken: session.access_token,
    expiresAt: session.expires_at ?? null,
  };
}

function toChangeKind(event: AuthChangeEvent): AuthChange['kind'] {
  switch (event) {
    case 'SIGNED_IN':
    case 'SIGNED_OUT':
    case 'TOKEN_REFRESHED':
    case 'USER_UPDATED':
    case 'INITIAL_SESSION':
      return event;
    default:
      return 'OTHER';
  }
}

/** A PostgREST error with the HTTP status attached, as profileErrorMessage expects. */
export function backendError(error: { message: string; code?: string }, status: number): Error {
  return Object.assign(new Error(error.message), { code: error.code, status });
}

export function createSupabaseAuthServices(client: Client, projectUrl: string): AuthServices {
  return {
    async getSession() {
      const { data, error } = await client.auth.getSession();
      if (error) throw error;
      return toSession(data.session);
    },
    onAuthStateChange(listener) {
      // The callback must not await supabase calls (supabase-js holds a lock while it runs): it only forwards.
      const { data } = client.auth.onAuthStateChange((event, session) =>
        listener({ kind: toChangeKind(event), session: toSession(session) }),
      );
      return () => data.subscription.unsubscribe();
    },
    async signInWithPassword(email, password) {
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      const session = toSession(data.session);
      if (!session) throw new Error('Error during login');
      return session;
    },
    async signOut() {
      const { error } = await client.auth.signOut();
      if (error) throw error;
    },
    clearStoredSession() {
      const storage = defaultStorage();
      const key = sessionStorageKey(projectUrl);
      for (const suffix of ['', '-code-verifier', '-user']) storage.removeItem(key + suffix);
    },
    async refreshSession() {
      const { data, error } = await client.auth.refreshSession();
      if (error) throw error;
      return toSession(data.session);
    },
    async loadProfile(userId) {
      const query = client.from('profiles').select(PROFILE_COLUMNS).eq('user_id', userId);
      const { data, error, status } = await query.maybeSingle();
      if (error) throw backendError(error, status);
      if (!data) throw new ProfileNotFoundError();
      return data as unknown as AuthProfile;
    },
    loadRoleSources: (userId) => loadRoleSources(client, userId),
    checkAdmin: (userId) => loadAdminCheck(client, userId),
    async acceptTerms(profileId, patch) {
      const { error, status } = await client.from('profiles').update(patch).eq('id', profileId);
      if (error) throw backendError(error, status);
    },
    async updatePassword(password) {
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
    },
    storedSessionUserId: () => storedSessionUserId(defaultStorage(), projectUrl),
    isOnline: () => reachability.get().status === 'reachable',
    watchNetwork(listener) {
      // Reachability is learnt from requests (a page reloaded offline or a captive portal still
      // reports navigator.onLine); the browser's online/offline events only make it check.
      let reachable = reachability.get().status === 'reachable';
      return reachability.subscribe(() => {
        const now = reachability.get().status === 'reachable';
        if (now !== reachable) listener((reachable = now));
      });
    },
  };
}
