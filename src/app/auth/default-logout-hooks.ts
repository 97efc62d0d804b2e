import { onLogout } from '../../lib/before-logout';

let registered = false;

/**
 * What every logout does once it is decided, whatever the user chose for unsent work (keep it on
 * this device, sync, discard): the service worker forgets the user's cached reads and who is signed
 * in, and the access token mirrored for the worker goes. A shared tablet keeps a user's work when
 * asked, never their token; supabase-js's own SIGNED_OUT does not come when the logout is offline.
 * The modules are imported when a logout happens, so the entry chunk carries no Dexie.
 */
export function registerDefaultLogoutHooks(): void {
  if (registered) return;
  registered = true;
  onLogout(async (userId) => {
    const { getOfflineDb } = await import('../../offline/store');
    const { forgetWorkerSession } = await import('../../offline/worker');
    await forgetWorkerSession(getOfflineDb(), userId);
  });
  onLogout(async () => {
    const { announceSignedInUser } = await import('../offline/announce-user');
    await announceSignedInUser(null);
  });
  onLogout(async (userId) => {
    const { clearDataCaches } = await import('../service-worker/clear-data-caches');
    await clearDataCaches(userId);
  });
}
