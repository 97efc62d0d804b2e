import type { PreparedFilter } from './prepared-filter.ts';
import type { ChangeType } from './read-back.ts';

/** One postgres_changes subscription as the index keeps it. */
export interface Subscribed {
  table: string;
  event: ChangeType | '*';
  filter: PreparedFilter;
}

/**
 * The subscriptions of one table, indexed so that a change finds the ones it may concern without
 * looking at the others: those without a filter; those with an equality (`eq`, `in`) on a column
 * compared locally, filed under the value; and the rest, which are scanned.
 */
export class TableSubscriptions<E extends Subscribed> {
  readonly unfiltered = new Set<E>();
  readonly scanned = new Set<E>();
  private readonly byValue = new Map<string, Map<string, Set<E>>>();
  private count = 0;

  get size(): number {
    return this.count;
  }

  /** Whether some subscription has a filter, so the changed row's values are needed. */
  get filtered(): boolean {
    return this.count > this.unfiltered.size;
  }

  private filing(entry: E): { column: string; values: string[] } | undefined {
    const condition = entry.filter.local.find((c) => c.op === 'eq' || c.op === 'in');
    return condition && { column: condition.column, values: condition.values };
  }

  add(entry: E): void {
    this.count++;
    if (entry.filter.local.length === 0 && entry.filter.remote.length === 0) return void this.unfiltered.add(entry);
    const filing = this.filing(entry);
    if (!filing) return void this.scanned.add(entry);
    let values = this.byValue.get(filing.column);
    if (!values) this.byValue.set(filing.column, (values = new Map()));
    for (const value of filing.values) {
      let entries = values.get(value);
      if (!entries) values.set(value, (entries = new Set()));
      entries.add(entry);
    }
  }

  remove(entry: E): void {
    const filing = this.filing(entry);
    const removed =
      this.unfiltered.delete(entry) ||
      this.scanned.delete(entry) ||
      (filing !== undefined && this.unfile(entry, filing));
    if (removed) this.count--;
  }

  private unfile(entry: E, filing: { column: string; values: string[] }): boolean {
    const values = this.byValue.get(filing.column);
    let removed = false;
    for (const value of filing.values) {
      const entries = values?.get(value);
      if (!entries?.delete(entry)) continue;
      removed = true;
      if (entries.size === 0) values?.delete(value);
    }
    if (values?.size === 0) this.byValue.delete(filing.column);
    return removed;
  }

  /** The filed subscriptions whose equality value is the row's (`texts`: the row's columns as text). */
  filed(texts: Map<string, string | null>): Set<E> {
    const found = new Set<E>();
    for (const [column, values] of this.byValue) {
      const value = texts.get(column);
      if (value === null || value === undefined) continue;
      for (const entry of values.get(value) ?? []) found.add(entry);
    }
    return found;
  }
}

/** Every table's subscriptions. */
export class SubscriptionIndex<E extends Subscribed> {
  private readonly tables = new Map<string, TableSubscriptions<E>>();

  of(table: string): TableSubscriptions<E> | undefined {
    return this.tables.get(table);
  }

  add(entry: E): void {
    let table = this.tables.get(entry.table);
    if (!table) this.tables.set(entry.table, (table = new TableSubscriptions()));
    table.add(entry);
  }

  remove(entry: E): void {
    const table = this.tables.get(entry.table);
    table?.remove(entry);
    if (table?.size === 0) this.tables.delete(entry.table);
  }
}
