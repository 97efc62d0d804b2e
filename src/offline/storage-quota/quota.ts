/** Under this share of the quota left, the sync panel warns. */
export const LOW_SPACE_RATIO = 0.1;

export interface StorageReport {
  usage: number;
  quota: number;
  /** share of the quota still free, 0..1. */
  freeRatio: number;
  low: boolean;
  persisted: boolean;
}

type StorageLike = Partial<Pick<StorageManager, 'persist' | 'persisted' | 'estimate'>>;

const defaultStorage = (): StorageLike | undefined => globalThis.navigator?.storage;

/** Asks the browser not to evict our data under pressure (call after sign-in). */
export async function requestPersistentStorage(storage = defaultStorage()): Promise<boolean> {
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

/** Usage and quota, or null where the browser does not tell. */
export async function readStorageReport(storage = defaultStorage()): Promise<StorageReport | null> {
  try {
    if (!storage?.estimate) return null;
    const { usage = 0, quota = 0 } = await storage.estimate();
    const freeRatio = quota > 0 ? Math.max(0, (quota - usage) / quota) : 0;
    const persisted = (await storage.persisted?.()) ?? false;
    return { usage, quota, freeRatio, low: quota > 0 && freeRatio < LOW_SPACE_RATIO, persisted };
  } catch {
    return null;
  }
}
