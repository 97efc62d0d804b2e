/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { routeAssetsFromCache } from './routes/assets-from-cache';
import { registerDataRoutes } from './routes/data-routes';
import { registerBackgroundSync } from './sync/background-sync';
import { setWorkerFlush } from './sync/worker-flush';
import { flushFromWorker } from '../src/offline/worker';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// The app shell: every built js/css/html/icon, injected at build time by vite-plugin-pwa.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The same files, answered by the browser from Cache Storage without running this worker (where supported).
routeAssetsFromCache(self);

// Every in-app route opens offline: navigations are answered with the precached shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html')));

registerDataRoutes();
// The 'sync' event asks open pages to flush; with no page open the worker pushes the outbox itself
// with the session the page left in IndexedDB (while its token is valid).
setWorkerFlush(() => flushFromWorker());
registerBackgroundSync();

// Updates never activate by themselves (an assessment may be in progress): the page sends
// SKIP_WAITING once the user accepts the update (workbox-window's messageSkipWaiting()).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

// Safe: a worker only activates on first install (no old version to disagree with) or after the
// user asked for the update (or closed every tab), so claiming open pages loses nothing.
clientsClaim();
