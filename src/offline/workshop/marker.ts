/**
 * A mark in localStorage that this browser is a prepared workshop tablet, so that the app shell can
 * decide on any route, without opening IndexedDB, whether to load the tablet's pusher: a browser that
 * is not a tablet never loads it. The device row (./db.ts) stays the truth; the mark follows it.
 */
export const PREPARED_TABLET_KEY = 'taas-workshop-tablet';

type MarkStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage where the browser lets the page use it (a private window may refuse it). */
function storage(): MarkStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function markPreparedTablet(deviceId: string, store: MarkStorage | null = storage()): void {
  try {
    store?.setItem(PREPARED_TABLET_KEY, deviceId);
  } catch {
    // Storage full or refused: the tablet still pushes while /workshop is open.
  }
}

export function clearPreparedTablet(store: MarkStorage | null = storage()): void {
  try {
    store?.removeItem(PREPARED_TABLET_KEY);
  } catch {
    // Nothing to clear where storage is refused.
  }
}

/** Whether the app shell starts the pusher: only where a device was prepared (a mark with its id). */
export function isPreparedTablet(store: MarkStorage | null = storage()): boolean {
  try {
    return (store?.getItem(PREPARED_TABLET_KEY) ?? '') !== '';
  } catch {
    return false;
  }
}
