/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { dataCacheName, dataTableOf, DATA_TABLES, type DataTable } from '../shared/data-cache-keys';
import { isCachedDataRead } from './is-cached-data-read';
import { clearDataCaches } from '../shared/clear-data-caches';
import {
  isSignedInUserMessage,
  messageType,
  type ClearUserCachesMessage,
  type UserCachesClearedMessage,
} from '../shared/protocol';
import { announcedUserStore } from './announced-user';
import { userPartitionPlugin } from './user-partition-plugin';
import { stampCachedAt } from './coaching-freshness';
import { FreshFirst } from './fresh-first';

declare let self: ServiceWorkerGlobalScope;

/** A slow network answers from the cache after this long (the network reply still refreshes it). */
export const NETWORK_TIMEOUT_SECONDS = 3;

const signedInUser = announcedUserStore(self.caches);

function strategyFor(table: DataTable): NetworkFirst | FreshFirst {
  if (table === 'coaching_phases' || table === 'coaching_activities') {
    // Phases 10/20 min, phase activities 5/10, activity 2/5, navigation 5/10 (fresh/retained).
    return new FreshFirst({
      cacheName: dataCacheName(table),
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [userPartitionPlugin(() => signedInUser.get()), stampCachedAt],
      matchOptions: { ignoreVary: true },
    });
  }
  return new NetworkFirst({
    cacheName: dataCacheName(table),
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [userPartitionPlugin(() => signedInUser.get())],
    // The key is synthetic and header-free, so Vary on the stored response must not interfere.
    matchOptions: { ignoreVary: true },
  });
}

/** Questions, phases and activities keep answering offline, partitioned per user, cleared at logout. */
export function registerDataRoutes(): void {
  const strategies = new Map(DATA_TABLES.map((table) => [table, strategyFor(table)]));
  registerRoute(
    ({ request, url }) => isCachedDataRead(request, url) !== null,
    (options) => {
      const table = dataTableOf(options.url) as DataTable;
      return (strategies.get(table) as NetworkFirst | FreshFirst).handle(options);
    },
    'GET',
  );

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (isSignedInUserMessage(event.data)) event.waitUntil(signedInUser.set(event.data.userId));
  });

  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (messageType(event.data) !== 'CLEAR_USER_CACHES') return;
    const { userId } = event.data as ClearUserCachesMessage;
    const port = event.ports[0];
    event.waitUntil(
      clearDataCaches(self.caches, typeof userId === 'string' ? userId : undefined).then(
        (deleted) =>
          port?.postMessage({ type: 'USER_CACHES_CLEARED', ok: true, deleted } satisfies UserCachesClearedMessage),
        () =>
          port?.postMessage({ type: 'USER_CACHES_CLEARED', ok: false, deleted: 0 } satisfies UserCachesClearedMessage),
      ),
    );
  });
}
