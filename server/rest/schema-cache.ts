import type { Database } from '../db/database.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { installRowBudget } from './row-budget.ts';
import { installSessionGuard } from '../auth/session-guard.ts';

export type { Catalog, TableInfo, ColumnInfo, ForeignKey, FunctionInfo } from './catalog.ts';

/**
 * The schema cache PostgREST keeps: tables, columns, keys and functions of each exposed schema
 * (settings.ts; `public` only unless told otherwise). Loaded at start; a lookup miss reloads it (at
 * most once per second) so tables created after start, by a migration or a test fixture, are found
 * without a restart.
 */
export class SchemaCache {
  private catalogs: Map<string, Catalog> | undefined;
  private loadedAt = 0;
  private helpersInstalled = false;

  constructor(
    private readonly db: Database,
    private readonly schemas: readonly string[] = ['public'],
  ) {}

  async load(): Promise<Map<string, Catalog>> {
    // The first load also installs the SQL helpers every request calls (row-budget.ts, session-guard.ts).
    if (!this.helpersInstalled) {
      await installRowBudget(this.db);
      await installSessionGuard(this.db);
    }
    this.helpersInstalled = true;
    const catalogs = new Map<string, Catalog>();
    for (const schema of this.schemas) catalogs.set(schema, await loadCatalog(this.db, schema));
    this.catalogs = catalogs;
    this.loadedAt = Date.now();
    return catalogs;
  }

  /** The catalog of one exposed schema; the caller has checked the schema is exposed. */
  async current(schema: string): Promise<Catalog> {
    const catalog = (this.catalogs ?? (await this.load())).get(schema);
    if (!catalog) throw new Error(`schema ${schema} is not exposed`);
    return catalog;
  }

  /** Reloads unless the cache is fresh; returns whether it did. */
  async reloadOnMiss(): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    await this.load();
    return true;
  }
}
