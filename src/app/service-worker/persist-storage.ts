import { requestPersistentStorage } from '../../offline/storage-quota';

/**
 * Call right after sign-in: asks the browser to keep IndexedDB and the caches under storage
 * pressure (unsent answers live there). Resolves whether storage is persistent; never throws.
 */
export function requestPersistentStorageAfterSignIn(): Promise<boolean> {
  return requestPersistentStorage();
}
