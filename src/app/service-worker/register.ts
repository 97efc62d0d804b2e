import { Workbox } from 'workbox-window';
import { installOutboxBlocker } from '../../lib/app-update/outbox-blocker';
import { syncState } from '../../offline/sync-state';
import { markUpdateWaiting } from '../../lib/app-update/update-store';

/**
 * Registers the service worker (production builds only: devOptions are off). A new version never
 * activates by itself; it waits until the user accepts it and no update blocker is busy
 * (see update-guards.ts and applyWaitingUpdate).
 */
export function registerServiceWorker(): Workbox | null {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null;
  installOutboxBlocker(syncState);

  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    markUpdateWaiting(() => {
      // Reload once the new worker controls the page, so page and precache match.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  wb.register().catch((error: unknown) => {
    console.warn('Service worker registration failed', error);
  });
  return wb;
}
