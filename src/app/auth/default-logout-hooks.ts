import { clearCachedQueries } from '../../lib/use-cached-query';
import { clearDataCaches } from '../pwa';
import { onBeforeLogout } from '../../lib/before-logout';

let registered = false;

/** What every logout clears: the screens' saved reads and the service worker's cached data of the user. */
export function registerDefaultLogoutHooks(): void {
  if (registered) return;
  registered = true;
  onBeforeLogout((userId) => {
    clearCachedQueries(userId);
  });
  onBeforeLogout(async (userId) => {
    await clearDataCaches(userId);
  });
}
