/**
 * The auth machine's effects over supabase-js: sign-in, session, profile, terms and the role calls.
 * The row shapes come from src/backend/database.types.ts; rows are read through small readers so this file
 * compiles against the placeholder types and the generated ones alike.
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import type { BackendClient } from '../../backend/backend-client';
import { reachability } from '../../backend/reachability';
import { fromCallback, fromPromise } from 'xstate';
import { startWithLoadedClient } from '../../backend/deferred-client';
import { signOutActor, type AuthActors, type AuthListenerEvent, type NetworkEvent } from './auth-actors';
import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import { defaultStorage } from './key-value-storage';
import { ProfileNotFoundError } from './profile-errors';
import { hasStoredSessionToken, sessionStorageKey, storedSessionUserId } from './session-storage-key';
import { loadAdminCheck, loadRoleSources } from './role-lookups-api';
import type { AdminCheckResult, RoleSources } from './roles';

const PROFILE_COLUMNS = [
  'id, user_id, email, organization_id, manager_level, first_name, last_name, team_role',
  'terms_accepted_at, privacy_accepted_at, terms_version, privacy_version, must_set_password',
].join(', ');

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

async function getSession(client: BackendClient, projectUrl: string): Promise<AuthSession | null> {
  // No token on the device: nobody to restore, and supabase-js (a deferred client) need not download for it.
  if (!hasStoredSessionToken(defaultStorage(), projectUrl)) return null;
  const { data, error } = await client.auth.getSession();
  if (error) throw error;
  return toSession(data.session);
}

/** Removes the locally stored session token, whatever the server said. */
export function clearStoredSession(projectUrl: string): void {
  const storage = defaultStorage();
  const key = sessionStorageKey(projectUrl);
  for (const suffix of ['', '-code-verifier', '-user']) storage.removeItem(key + suffix);
}

/** Whose session token is stored on the device, read synchronously (no network, no client); null when none. */
export const storedSessionUser = (projectUrl: string) => storedSessionUserId(defaultStorage(), projectUrl);

export const isBackendReachable = () => reachability.get().status === 'reachable';

/** The set-password screen: changes the signed-in user's password (supabase auth updateUser). */
export async function updatePassword(client: BackendClient, password: string): Promise<void> {
  const { error } = await client.auth.updateUser({ password });
  if (error) throw error;
}

/**
 * The auth machine's effects over supabase-js (`client` may be the app's deferred client: it downloads at
 * the first call that needs it), provided with `getAuthMachine().provide({ actors })`.
 */
export function createAuthActors(client: BackendClient, projectUrl: string) {
  return {
    restoreSession: fromPromise<AuthSession | null>(() => getSession(client, projectUrl)),
    signIn: fromPromise<AuthSession, { email: string; password: string }>(async ({ input }) => {
      const { data, error } = await client.auth.signInWithPassword(input);
      if (error) throw error;
      const session = toSession(data.session);
      if (!session) throw new Error('Error during login');
      return session;
    }),
    signOut: signOutActor(
      async () => {
        const { error } = await client.auth.signOut();
        if (error) throw error;
      },
      () => clearStoredSession(projectUrl),
    ),
    refreshSession: fromPromise<AuthSession | null>(async () => {
      const { data, error } = await client.auth.refreshSession();
      if (error) throw error;
      return toSession(data.session);
    }),
    loadProfile: fromPromise<AuthProfile, { userId: string }>(async ({ input }) => {
      const query = client.from('profiles').select(PROFILE_COLUMNS).eq('user_id', input.userId);
      const { data, error, status } = await query.maybeSingle();
      if (error) throw backendError(error, status);
      if (!data) throw new ProfileNotFoundError();
      return data as unknown as AuthProfile;
    }),
    loadRoleSources: fromPromise<RoleSources, { userId: string }>(({ input }) => loadRoleSources(client, input.userId)),
    checkAdmin: fromPromise<AdminCheckResult, { userId: string }>(({ input }) => loadAdminCheck(client, input.userId)),
    acceptTerms: fromPromise<TermsAcceptance, { profileId: string; patch: TermsAcceptance }>(async ({ input }) => {
      const { error, status } = await client.from('profiles').update(input.patch).eq('id', input.profileId);
      if (error) throw backendError(error, status);
      return input.patch;
    }),
    // The callback must not await supabase calls (supabase-js holds a lock while it runs): it only forwards.
    authListener: fromCallback<AuthListenerEvent>(({ sendBack }) =>
      startWithLoadedClient(
        client,
        (loaded) => {
          const { data } = loaded.auth.onAuthStateChange((event, session) =>
            sendBack({ type: 'AUTH.CHANGED', change: { kind: toChangeKind(event), session: toSession(session) } }),
          );
          return () => data.subscription.unsubscribe();
        },
        // A client that could not download: the calls that need it fail and say so.
        () => undefined,
      ),
    ),
    // Reachability is learnt from requests (a page reloaded offline or a captive portal still reports
    // navigator.onLine); the browser's online/offline events only make it check.
    networkWatcher: fromCallback<NetworkEvent>(({ sendBack }) => {
      let reachable = isBackendReachable();
      return reachability.subscribe(() => {
        const now = isBackendReachable();
        if (now === reachable) return;
        reachable = now;
        sendBack({ type: now ? 'NETWORK.ONLINE' : 'NETWORK.OFFLINE' });
      });
    }),
  } satisfies AuthActors;
}
