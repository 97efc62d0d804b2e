import { Lru } from '../lru.ts';
import type { Catalog } from './catalog.ts';
import type { Statement } from '../db/statement-batch.ts';

/** What a GET on a table turns into: the statement and where its rows start (for Content-Range). */
export interface ReadPlan {
  text: string;
  params: readonly unknown[];
  offset: number;
  /** The body is CSV text (Accept: text/csv), not JSON. */
  csv?: boolean;
  /** `Prefer: count=` asked for, and for planned and estimated the EXPLAIN giving the planner's estimate. */
  count?: { mode: 'exact' | 'planned' | 'estimated'; estimate?: Statement };
}

const MAX_PLANS = 256;

// One cache per loaded catalog: a reload (new tables, columns or keys) starts from an empty one.
const byCatalog = new WeakMap<Catalog, Lru<string, ReadPlan>>();

/**
 * The plan for a read, built once per request shape. `key` must name everything the plan is built
 * from besides the catalog (table, query string, Range, Prefer: count, CSV or JSON): the same key always builds
 * the same statement and parameters. Building throws for a bad request; nothing is kept then.
 */
export function readPlan(catalog: Catalog, key: string, build: () => ReadPlan): ReadPlan {
  let plans = byCatalog.get(catalog);
  if (!plans) {
    plans = new Lru(MAX_PLANS);
    byCatalog.set(catalog, plans);
  }
  let plan = plans.get(key);
  if (!plan) {
    plan = build();
    plans.set(key, plan);
  }
  return plan;
}
