import type { Database } from '../db/database.ts';
import { loadCatalog, type Catalog } from './catalog.ts';
import { installRowBudget } from './row-budget.ts';
import { installSessionGuard } from '../auth/session-guard.ts';

export type { Catalog, TableInfo, ColumnInfo, ForeignKey, FunctionInfo } from './catalog.ts';

/**
 * The schema cache PostgREST keeps: tables, columns, keys and functions of schema public.
 * Loaded at start; a lookup miss reloads it (at most once per second) so tables created after start,
 * by a migration or a test fixture, are found without a restart.
 */
export class SchemaCache {
  private catalog: Catalog | undefined;
  private loadedAt = 0;
  private helpersInstalled = false;

  constructor(private readonly db: Database) {}

  async load(): Promise<Catalog> {
    // The first load also installs the SQL helpers every request calls (row-budget.ts, session-guard.ts).
    if (!this.helpersInstalled) {
      await installRowBudget(this.db);
      await installSessionGuard(this.db);
    }
    this.helpersInstalled = true;
    this.catalog = await loadCatalog(this.db);
    this.loadedAt = Date.now();
    return this.catalog;
  }

  async current(): Promise<Catalog> {
    return this.catalog ?? this.load();
  }

  /** Reloads unless the cache is fresh; returns whether it did. */
  async reloadOnMiss(): Promise<boolean> {
    if (Date.now() - this.loadedAt < 1000) return false;
    await this.load();
    return true;
  }
}
