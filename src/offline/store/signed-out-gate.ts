import type { DBCore, DBCoreMutateRequest, DBCoreMutateResponse, DBCoreTable, Middleware } from 'dexie';

/**
 * Owners whose rows were purged at logout, per database. A read or an offline preparation that
 * started before the logout may resolve after the purge; its writes would leave that user's data
 * on the device. Every put/add of an owned table is checked inside its own Dexie write, so such a
 * late write is dropped (the outbox refuses it loudly: unsent work must never vanish silently).
 * The owner is open again when a live session for them is published (setActiveSync) or mirrored.
 */
const closedByDb = new WeakMap<object, Set<string>>();

function closedOf(db: object): Set<string> {
  let closed = closedByDb.get(db);
  if (!closed) closedByDb.set(db, (closed = new Set()));
  return closed;
}

export function closeOwner(db: object, ownerId: string): void {
  closedOf(db).add(ownerId);
}

export function reopenOwner(db: object, ownerId: string): void {
  closedOf(db).delete(ownerId);
}

export class OwnerSignedOutError extends Error {
  constructor(table: string) {
    super(`refused a write to ${table} for a user who signed out on this device`);
    this.name = 'OwnerSignedOutError';
  }
}

const LOUD_TABLES = new Set(['outbox']);

function ownerOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null ? (value as { ownerId?: unknown }).ownerId : undefined;
}

function pick<T>(list: readonly T[] | undefined, keep: boolean[]): T[] | undefined {
  return list && list.length === keep.length ? list.filter((_, i) => keep[i]) : list ? [...list] : undefined;
}

function gatedTable(table: DBCoreTable, closed: Set<string>, ownedTables: ReadonlySet<string>): DBCoreTable {
  if (!ownedTables.has(table.name)) return table;
  const extractKey = table.schema.primaryKey.extractKey;
  return {
    ...table,
    mutate(req: DBCoreMutateRequest): Promise<DBCoreMutateResponse> {
      if ((req.type !== 'put' && req.type !== 'add') || closed.size === 0) return table.mutate(req);
      const keep = req.values.map((value) => !closed.has(ownerOf(value) as string));
      if (keep.every(Boolean)) return table.mutate(req);
      if (LOUD_TABLES.has(table.name)) return Promise.reject(new OwnerSignedOutError(table.name));
      if (!keep.some(Boolean)) {
        const results = req.keys ?? req.values.map((value) => (extractKey ? extractKey(value) : undefined));
        return Promise.resolve({ numFailures: 0, failures: {}, results, lastResult: results.at(-1) });
      }
      const values = req.values.filter((_, i) => keep[i]);
      const keys = pick(req.keys, keep);
      if (req.type === 'add') return table.mutate({ ...req, values, keys });
      const updates = req.updates && {
        keys: pick(req.updates.keys, keep) ?? [],
        changeSpecs: pick(req.updates.changeSpecs, keep) ?? [],
      };
      return table.mutate({ ...req, values, keys, updates });
    },
  };
}

/** The Dexie middleware that applies the gate to `ownedTables` of the database it is used on. */
export function signedOutGate(db: object, ownedTables: readonly string[]): Middleware<DBCore> {
  const owned = new Set(ownedTables);
  return {
    stack: 'dbcore',
    name: 'signedOutGate',
    create: (down) => ({ ...down, table: (name) => gatedTable(down.table(name), closedOf(db), owned) }),
  };
}
