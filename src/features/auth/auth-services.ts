import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import type { AdminCheckResult, RoleSources } from './roles';

/**
 * The effects the auth machine needs. api.ts implements them with supabase-js; tests pass fakes.
 * Every method throws the backend's error as is; the machine classifies it (network or not, profile message).
 */
export interface AuthServices {
  /** The stored session (refreshed if needed), or null when nobody is signed in. */
  getSession(): Promise<AuthSession | null>;
  onAuthStateChange(listener: (change: AuthChange) => void): () => void;
  signInWithPassword(email: string, password: string): Promise<AuthSession>;
  /** Ends the session on the server. */
  signOut(): Promise<void>;
  /** Removes the locally stored session token, whatever the server said. */
  clearStoredSession(): void;
  /** Refreshes the access token with the stored refresh token. */
  refreshSession(): Promise<AuthSession | null>;
  /** Throws ProfileNotFoundError when the user has no profile row. */
  loadProfile(userId: string): Promise<AuthProfile>;
  /** Each lookup that fails gives an empty list. */
  loadRoleSources(userId: string): Promise<RoleSources>;
  checkAdmin(userId: string): Promise<AdminCheckResult>;
  acceptTerms(profileId: string, patch: TermsAcceptance): Promise<void>;
  /** The set-password screen: changes the signed-in user's password (supabase auth updateUser). */
  updatePassword(password: string): Promise<void>;
  /** Whose session token is stored on the device, read synchronously (no network, no client); null when none. */
  storedSessionUserId?(): string | null;
  isOnline(): boolean;
  watchNetwork(listener: (online: boolean) => void): () => void;
}

/** Sign-out errors about a missing, expired or 403 session are ignored. */
export function isIgnorableSignOutError(error: unknown): boolean {
  if (error == null || typeof error !== 'object') return false;
  const e = error as { name?: unknown; message?: unknown; status?: unknown };
  if (e.name === 'AuthSessionMissingError' || e.status === 403 || e.status === 401 || e.status === 404) return true;
  const message = typeof e.message === 'string' ? e.message : '';
  return /session.*(missing|not found|expired)|(missing|expired|invalid).*session|jwt expired|403/i.test(message);
}
