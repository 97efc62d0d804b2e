export const OUTBOX_SYNC_TAG = 'outbox-sync';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

type ContainerLike = Pick<ServiceWorkerContainer, 'getRegistration'>;

/**
 * Asks the browser for a Background Sync 'sync' event when connectivity returns. Returns false
 * where the API is missing (Safari, Firefox): the engine's online listener and backoff timer cover it.
 */
export async function registerBackgroundSync(
  container: ContainerLike | undefined = globalThis.navigator?.serviceWorker,
): Promise<boolean> {
  try {
    const registration = await container?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
