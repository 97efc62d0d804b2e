/**
 * What rest/v1 serves, as PostgREST's configuration says it. Both default to the narrowest choice:
 * the app's backend exposes `public` only (its `private` helpers and `auth` are never reachable) and
 * answers no execution plans. The conformance suite (tests/conformance/run.ts) widens them to what its
 * own PostgREST was configured with.
 */
export interface RestSettings {
  /** PostgREST's `db-schemas`: the schemas a request may choose by Accept-Profile/Content-Profile; the first is the default. */
  schemas: readonly string[];
  /** PostgREST's `db-plan-enabled`: answer `Accept: application/vnd.pgrst.plan` with the query's EXPLAIN. */
  planEnabled: boolean;
  /** PostgREST's `db-extra-search-path`: searched after the request's schema (its default: `public`). */
  extraSearchPath: readonly string[];
}

export const DEFAULT_REST_SETTINGS: RestSettings = {
  schemas: ['public'],
  planEnabled: false,
  extraSearchPath: ['public'],
};

/**
 * The search_path PostgREST sets for each request: the request's schema, then the extra search path,
 * each quoted ("public", "public"), so unqualified names in functions resolve as on a hosted project.
 */
export function requestSearchPath(schema: string, settings: RestSettings): string {
  return [schema, ...settings.extraSearchPath].map((name) => `"${name.replace(/"/g, '""')}"`).join(', ');
}

/** The defaults overridden by `given`; an empty schema list is refused rather than read as "none" or "all". */
export function restSettings(given: Partial<RestSettings> = {}): RestSettings {
  const settings = { ...DEFAULT_REST_SETTINGS, ...given };
  if (settings.schemas.length === 0) throw new Error('rest: at least one schema must be exposed');
  return settings;
}
