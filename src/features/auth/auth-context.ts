import type { AuthContext, StoredAuth } from './auth.types';
import type { CachedAuthData } from './offline-cache';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN } from './roles';

/** Pure reads and updates of the auth machine's context, shared by its assigns, guards and the view. */

export const cachedFor = (context: AuthContext): CachedAuthData | null =>
  (context.user && context.stored.byUser[context.user.id]) || null;

/** The machine's copy of the device's data with `patch` merged into the current user's cached data. */
export function withCached(context: AuthContext, patch: Partial<CachedAuthData>): StoredAuth {
  const { stored, user } = context;
  if (!user) return stored;
  const current = stored.byUser[user.id] ?? { profile: null, roleSources: null, admin: null };
  return { ...stored, byUser: { ...stored.byUser, [user.id]: { ...current, ...patch } } };
}

export function rolesOf(context: AuthContext) {
  return deriveRoles({
    sources: context.roleSources ?? EMPTY_ROLE_SOURCES,
    admin: context.admin ?? NON_ADMIN,
    profile: context.profile,
    impersonation: context.impersonation,
  });
}

export const signedOutState = {
  session: null,
  user: null,
  offlineSession: false,
  profile: null,
  profileError: null,
  roleSources: null,
  admin: null,
  adminCheckFailed: false,
  impersonation: null,
} as const;
