import type { AuthProfile, AuthUser } from './auth-domain';
import { defaultStorage, readJson, type KeyValueStorage } from './key-value-storage';
import type { AdminCheckResult, RoleSources } from './roles';

/**
 * What the app needs to open signed in with no network: the last signed-in user and, per user, the profile,
 * the role lookups and the admin check as last loaded online. Behind an interface because a later issue
 * moves this into Dexie (src/offline).
 */
export interface CachedAuthData {
  profile: AuthProfile | null;
  roleSources: RoleSources | null;
  admin: AdminCheckResult | null;
}

export interface AuthOfflineCache {
  readLastUser(): AuthUser | null;
  writeLastUser(user: AuthUser): void;
  read(userId: string): CachedAuthData;
  /** Every user's cached data, by user id (the machine starts from this snapshot). */
  readAll(): Record<string, CachedAuthData>;
  write(userId: string, patch: Partial<CachedAuthData>): void;
  /** Logout: forget the user and everything cached for them. */
  clear(userId: string): void;
}

const LAST_USER_KEY = 'auth-cache:last-user';
const USER_PREFIX = 'auth-cache:user:';
const userKey = (userId: string) => `${USER_PREFIX}${userId}`;
const EMPTY: CachedAuthData = { profile: null, roleSources: null, admin: null };

export function storageAuthOfflineCache(storage: KeyValueStorage = defaultStorage()): AuthOfflineCache {
  const read = (userId: string): CachedAuthData => {
    const value = readJson(storage, userKey(userId));
    return value && typeof value === 'object' ? { ...EMPTY, ...(value as Partial<CachedAuthData>) } : { ...EMPTY };
  };
  const readLastUser = (): AuthUser | null => {
    const value = readJson(storage, LAST_USER_KEY) as Partial<AuthUser> | null;
    return value && typeof value.id === 'string' ? { id: value.id, email: value.email ?? null } : null;
  };
  return {
    readLastUser,
    writeLastUser(user) {
      storage.setItem(LAST_USER_KEY, JSON.stringify({ id: user.id, email: user.email }));
    },
    read,
    readAll() {
      const all: Record<string, CachedAuthData> = {};
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key?.startsWith(USER_PREFIX)) all[key.slice(USER_PREFIX.length)] = read(key.slice(USER_PREFIX.length));
      }
      return all;
    },
    write(userId, patch) {
      storage.setItem(userKey(userId), JSON.stringify({ ...read(userId), ...patch }));
    },
    clear(userId) {
      storage.removeItem(userKey(userId));
      if (readLastUser()?.id === userId) storage.removeItem(LAST_USER_KEY);
    },
  };
}
