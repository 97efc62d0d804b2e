import type { PGlite, Transaction } from '@electric-sql/pglite';
import { ident } from '../rest/sql.ts';
import { conditionsSql, type Condition } from './filter.ts';
import type { Identity } from './identity.ts';
import type { CapturedTable } from './install.ts';

export type ChangeType = 'INSERT' | 'UPDATE' | 'DELETE';

export interface Change {
  id: number;
  table: string;
  type: ChangeType;
  /** The primary key of the changed row. */
  key: Record<string, unknown>;
  /** The whole old row, for a DELETE. */
  oldRecord: Record<string, unknown> | null;
  committedAt: Date;
}

export interface Seen {
  /** The row as the subscriber may select it now (the old row for a DELETE). */
  record: Record<string, unknown>;
  /** Which of the given conditions the row meets, by position. */
  matches: boolean[];
}

async function actAs(tx: Transaction, identity: Identity): Promise<void> {
  const { claims, role } = identity;
  await tx.query(
    `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
       set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
       set_config('request.jwt.claim.email', $4, true)`,
    [role, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : '', typeof claims.email === 'string' ? claims.email : ''],
  );
}

/**
 * Reads the changed row through the subscriber's eyes: under its role and JWT claims, so the
 * table's RLS policies decide, in a transaction that is always rolled back. A deleted row is put
 * back first (as superuser, triggers and foreign keys off) so that the same policies decide whether
 * the subscriber could select it; the rollback removes it again. Undefined: the subscriber may not
 * see the row.
 */
export async function readAs(db: PGlite, identity: Identity, table: CapturedTable, change: Change, filters: Condition[][]): Promise<Seen | undefined> {
  const params: unknown[] = [];
  const keyWhere = table.primaryKey
    .map((column) => {
      const value = change.key[column];
      params.push(typeof value === 'string' ? value : JSON.stringify(value));
      return `t.${ident(column)} = $${params.length}`;
    })
    .join(' and ');
  const matchColumns = filters.map((conditions, i) => `${conditionsSql(conditions, params)} as m${i}`);
  const sql = `select to_jsonb(t) as record${matchColumns.map((m) => `, ${m}`).join('')} from public.${ident(table.name)} t where ${keyWhere}`;
  return db.transaction(async (tx) => {
    if (change.type === 'DELETE') {
      if (!change.oldRecord) return undefined;
      await tx.exec('set local session_replication_role = replica');
      const columns = table.insertable.map(ident).join(', ');
      await tx.query(
        `insert into public.${ident(table.name)} (${columns}) overriding system value
         select ${columns} from jsonb_populate_record(null::public.${ident(table.name)}, $1::jsonb)`,
        [JSON.stringify(change.oldRecord)],
      );
    }
    await actAs(tx, identity);
    const { rows } = await tx.query<Record<string, unknown>>(sql, params);
    await tx.rollback();
    const row = rows[0];
    if (!row) return undefined;
    return { record: row.record as Record<string, unknown>, matches: filters.map((_, i) => row[`m${i}`] === true) };
  });
}

/** Fails (throws the database's error) when a filter's values do not fit its columns' types. */
export async function checkFilter(db: PGlite, table: CapturedTable, conditions: Condition[]): Promise<void> {
  const params: unknown[] = [];
  const where = conditionsSql(conditions, params);
  await db.query(`select 1 from public.${ident(table.name)} t where false and (${where})`, params);
}
