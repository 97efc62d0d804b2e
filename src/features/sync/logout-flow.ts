import { countUnsent } from '../../offline/outbox';
import { purgeUser } from '../../offline/store';

/** What the logout step needs from the offline layer (replaced in tests). */
export interface LogoutDeps {
  countUnsent(ownerId: string): Promise<number>;
  /** pushes what it can now (the session is still there). */
  syncNow(): Promise<void>;
  purge(ownerId: string, force: boolean): Promise<boolean>;
  stopSync(): void;
}

export type LogoutCheck = { proceed: true } | { proceed: false; unsent: number };

export const offlineLogoutDeps = (engine: { flush(): Promise<void>; stop(): void } | null): LogoutDeps => ({
  countUnsent: (ownerId) => countUnsent(ownerId),
  syncNow: async () => engine?.flush(),
  purge: async (ownerId, force) => (await purgeUser(ownerId, { force })).purged,
  stopSync: () => engine?.stop(),
});

/** Nothing unsent: stop syncing and remove the user's local rows; else say how much would be lost. */
export async function purgeIfNothingUnsent(ownerId: string, deps: LogoutDeps): Promise<LogoutCheck> {
  const unsent = await deps.countUnsent(ownerId);
  if (unsent > 0) return { proceed: false, unsent };
  deps.stopSync();
  if (await deps.purge(ownerId, false)) return { proceed: true };
  return { proceed: false, unsent: await deps.countUnsent(ownerId) };
}

/** "Try to sync now": flush, then purge if the queue emptied. */
export async function syncThenPurge(ownerId: string, deps: LogoutDeps): Promise<LogoutCheck> {
  await deps.syncNow();
  return purgeIfNothingUnsent(ownerId, deps);
}

/** "Keep it on this device": the rows and the queue stay for the user's next sign-in. */
export function keepWork(deps: LogoutDeps): void {
  deps.stopSync();
}

/** "Discard and sign out": the user chose to lose the unsent work. */
export async function discardWork(ownerId: string, deps: LogoutDeps): Promise<void> {
  deps.stopSync();
  await deps.purge(ownerId, true);
}
