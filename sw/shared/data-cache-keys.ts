/**
 * Per-user keys of the runtime data caches. A cached REST read is stored under a synthetic URL
 * carrying the user's id, so a lookup for one user can never hit another user's entry.
 */

/** The REST tables whose GET answers are cached (names from supabase/migrations). */
export const DATA_TABLES = ['assessment_questions', 'coaching_phases', 'coaching_activities'] as const;
export type DataTable = (typeof DATA_TABLES)[number];

export const DATA_CACHE_PREFIX = 'taas-data-';
export const USER_PARAM = '__user';

export function dataCacheName(table: DataTable): string {
  return `${DATA_CACHE_PREFIX}${table}`;
}

export function isDataCacheName(name: string): boolean {
  return name.startsWith(DATA_CACHE_PREFIX);
}

/** The cached table a URL reads (`/rest/v1/<table>` on any origin), or null. */
export function dataTableOf(url: URL): DataTable | null {
  const match = /\/rest\/v1\/([a-z_]+)\/?$/.exec(url.pathname);
  const table = match?.[1];
  return (DATA_TABLES as readonly string[]).includes(table ?? '') ? (table as DataTable) : null;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * The user a request acts for: the `sub` of its Bearer JWT, decoded without verification (the
 * backend verifies; here it only partitions the cache). Anon and service keys have no `sub`: null.
 */
export function userFromAuthorization(header: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as { sub?: unknown; role?: unknown };
    if (typeof claims.sub !== 'string' || claims.sub === '' || claims.role === 'anon') return null;
    return claims.sub;
  } catch {
    return null;
  }
}

/** Headers that change the body PostgREST returns for the same URL (one row vs array, ranges). */
const SHAPING_HEADERS = ['accept', 'accept-profile', 'range'] as const;

/**
 * The synthetic cache key: the request URL plus the user and the body-shaping headers as query
 * parameters. Null for requests without a user, which are never cached.
 */
export function userCacheKey(request: Request): string | null {
  const user = userFromAuthorization(request.headers.get('authorization'));
  if (!user) return null;
  const url = new URL(request.url);
  for (const header of SHAPING_HEADERS) {
    const value = request.headers.get(header);
    if (value) url.searchParams.set(`__${header}`, value);
  }
  url.searchParams.set(USER_PARAM, user);
  return url.href;
}

/** The user a synthetic cache key belongs to. */
export function userOfCacheKey(key: string): string | null {
  try {
    return new URL(key).searchParams.get(USER_PARAM);
  } catch {
    return null;
  }
}
