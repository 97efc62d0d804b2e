/**
 * The user the page says is signed in (SIGNED_IN_USER messages). Kept in memory and in Cache
 * Storage, because the browser stops an idle worker and a restarted one must still know it
 * (an offline reload asks for cached questions before the page has announced anyone again).
 */
const STORE = 'taas-signed-in-user';
const KEY = '/__signed-in-user';

export interface AnnouncedUser {
  get(): Promise<string | null>;
  set(userId: string | null): Promise<void>;
}

export function announcedUserStore(storage: CacheStorage): AnnouncedUser {
  let known: Promise<string | null> | null = null;
  const load = async (): Promise<string | null> => {
    const response = await (await storage.open(STORE)).match(KEY);
    const text = response ? await response.text() : '';
    return text === '' ? null : text;
  };
  return {
    get: () => (known ??= load().catch(() => null)),
    async set(userId) {
      known = Promise.resolve(userId);
      const cache = await storage.open(STORE);
      if (userId === null) await cache.delete(KEY);
      else await cache.put(KEY, new Response(userId));
    },
  };
}
