// How long the worker answers coaching reads from its cache without asking the
// network (fresh) and how long a cached answer may still stand in when the network fails (retained).
import type { WorkboxPlugin } from 'workbox-core/types';

export type CoachingReadKind = 'phases' | 'phaseActivities' | 'activity' | 'navigation';

const MINUTE = 60_000;

export const COACHING_FRESHNESS: Record<CoachingReadKind, { freshMs: number; retainedMs: number }> = {
  phases: { freshMs: 10 * MINUTE, retainedMs: 20 * MINUTE },
  phaseActivities: { freshMs: 5 * MINUTE, retainedMs: 10 * MINUTE },
  activity: { freshMs: 2 * MINUTE, retainedMs: 5 * MINUTE },
  navigation: { freshMs: 5 * MINUTE, retainedMs: 10 * MINUTE },
};

/** Which coaching read a REST URL is, from the table, its filters and the columns it selects. */
export function coachingReadKind(url: URL): CoachingReadKind | null {
  const table = /\/rest\/v1\/([a-z_]+)\/?$/.exec(url.pathname)?.[1];
  const select = (url.searchParams.get('select') ?? '*').replace(/\s+/g, '');
  if (table === 'coaching_phases') return select === 'id,phase_number' ? 'navigation' : 'phases';
  if (table !== 'coaching_activities') return null;
  if (url.searchParams.get('id')?.startsWith('eq.')) return 'activity';
  if (select === 'id,title,order_index,phase_id') return 'navigation';
  return url.searchParams.has('phase_id') ? 'phaseActivities' : null;
}

export const CACHED_AT_HEADER = 'x-taas-cached-at';

/** Stamps what goes into the cache with the time it was stored (runs after the partition plugin). */
export const stampCachedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, String(Date.now()));
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** How old a cached answer is (Infinity when it carries no stamp). */
export function cachedAge(response: Response, now: number): number {
  const at = Number(response.headers.get(CACHED_AT_HEADER));
  return Number.isFinite(at) && at > 0 ? now - at : Number.POSITIVE_INFINITY;
}
