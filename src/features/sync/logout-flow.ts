import { getActiveSync, getOfflineDb, purgeUser } from '../../offline';
import { clearDataCaches } from '../../app/pwa';

/** What logout needs from the rest of the app (replaced in tests). */
export interface LogoutDeps {
  countUnsent(ownerId: string): Promise<number>;
  /** pushes what it can now (the signed-in session is still there). */
  syncNow(): Promise<void>;
  purge(ownerId: string, force: boolean): Promise<boolean>;
  clearCaches(ownerId: string): Promise<unknown>;
  stopSync(): void;
  signOut(): Promise<void> | void;
}

export type LogoutStart = { done: true } | { done: false; unsent: number };

export const defaultLogoutDeps = (signOut: LogoutDeps['signOut']): LogoutDeps => ({
  countUnsent: (ownerId) => getOfflineDb().outbox.where('ownerId').equals(ownerId).count(),
  syncNow: async () => getActiveSync()?.engine.flush(),
  purge: async (ownerId, force) => (await purgeUser(ownerId, { force })).purged,
  clearCaches: (ownerId) => clearDataCaches(ownerId),
  stopSync: () => getActiveSync()?.engine.stop(),
  signOut,
});

/** Nothing unsent: remove the user's local rows and cached reads, then sign out. */
export async function startLogout(ownerId: string, deps: LogoutDeps): Promise<LogoutStart> {
  const unsent = await deps.countUnsent(ownerId);
  if (unsent > 0) return { done: false, unsent };
  deps.stopSync();
  if (!(await deps.purge(ownerId, false))) return { done: false, unsent: await deps.countUnsent(ownerId) };
  await deps.clearCaches(ownerId);
  await deps.signOut();
  return { done: true };
}

/** "Try to sync now": flush, then log out if the queue emptied. */
export async function syncThenLogout(ownerId: string, deps: LogoutDeps): Promise<LogoutStart> {
  await deps.syncNow();
  return startLogout(ownerId, deps);
}

/** "Keep it on this device": sign out, leaving the user's rows and queue for their next sign-in. */
export async function logoutKeepingWork(ownerId: string, deps: LogoutDeps): Promise<void> {
  deps.stopSync();
  await deps.clearCaches(ownerId);
  await deps.signOut();
}

/** "Discard and sign out": the user chose to lose the unsent work. */
export async function logoutDiscardingWork(ownerId: string, deps: LogoutDeps): Promise<void> {
  deps.stopSync();
  await deps.purge(ownerId, true);
  await deps.clearCaches(ownerId);
  await deps.signOut();
}
