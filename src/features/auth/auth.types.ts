import type { MessageDescriptor } from '@lingui/core';
import type { AuthListenerEvent, NetworkEvent } from './auth-actors';
import type { AuthProfile, AuthSession, AuthUser } from './auth-domain';
import type { ImpersonationRecord } from './impersonation';
import type { CachedAuthData } from './offline-cache';
import type { AdminCheckResult, RoleSources } from './roles';

/** The auth machine's time limits. */
export const AUTH_INIT_TIMEOUT_MS = 5000;
export const ADMIN_CHECK_DELAY_MS = 100;
export const ADMIN_CHECK_FALLBACK_MS = 3000;
export const ADMIN_CHECK_FORCED_FINISH_MS = 5000;
/** Roles read longer ago than this are read again while the user stays signed in. */
export const ROLES_STALE_MS = 5 * 60_000;
/** A failed role read is tried once more after this wait before the last known roles are kept. */
export const ROLES_RETRY_DELAY_MS = 2000;

/** What the device keeps for auth, as read once when the machine starts (later writes go through actions). */
export interface StoredAuth {
  lastUser: AuthUser | null;
  byUser: Record<string, CachedAuthData>;
  impersonation: ImpersonationRecord | null;
  /** Whose session token the device holds (read without the Supabase client), when known. */
  sessionUserId?: string | null;
}

export interface AuthMachineInput {
  stored: StoredAuth;
  /** Whether the backend was reachable at start (learnt from requests, see src/backend/reachability). */
  online: boolean;
  now?: () => Date;
}

export interface AuthContext {
  /** The machine's copy of what the device keeps; the storage effects write every change of it through. */
  stored: StoredAuth;
  now: () => Date;
  online: boolean;
  session: AuthSession | null;
  user: AuthUser | null;
  /** Signed in from local data because the backend could not be reached. */
  offlineSession: boolean;
  profile: AuthProfile | null;
  profileError: MessageDescriptor | null;
  roleSources: RoleSources | null;
  admin: AdminCheckResult | null;
  /** The admin check failed with a server error (not a time-out, not the network). */
  adminCheckFailed: boolean;
  impersonation: ImpersonationRecord | null;
  loginError: MessageDescriptor | null;
}

export type AuthEvent =
  | { type: 'AUTH.SIGN_IN'; email: string; password: string }
  | { type: 'AUTH.LOGOUT' }
  /** A login screen refuses the signed-in account: sign out quietly and show `message` there. */
  | { type: 'AUTH.DENY'; message: MessageDescriptor }
  | AuthListenerEvent
  | NetworkEvent
  | { type: 'PROFILE.RETRY' }
  /** Internal: the network came back and the session was refreshed. */
  | { type: 'AUTH.RELOAD' }
  | { type: 'TERMS.ACCEPT' }
  /** The set-password screen changed the password: the database cleared must_set_password, so does the machine. */
  | { type: 'PASSWORD.SET' }
  | { type: 'IMPERSONATION.START'; organizationId: string; organizationName: string }
  | { type: 'IMPERSONATION.STOP' };

/** Intents for the screens: show a toast, go to a route. */
export type AuthEmitted =
  | { type: 'toast'; message: MessageDescriptor; variant: 'success' | 'error' | 'info' }
  | { type: 'navigate'; to: string };
