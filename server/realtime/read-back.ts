import type { StatementRunner } from '../db/database.ts';
import type { Statement } from '../db/statement-batch.ts';
import type { RealtimeDb } from './db.ts';
import { ident } from '../rest/sql.ts';
import type { Identity } from './identity.ts';
import type { CapturedTable } from './install.ts';
import { realtimeStats } from './stats.ts';

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

/** Whose eyes a change is read back through: a role and claims, and the live sessions (of `claims.sub`) that must still hold. */
export interface Reader {
  identity: Identity;
  /** Session ids checked with the same guard REST runs (null: a token without one); none for a token without a user. */
  sessions?: Array<string | null>;
}

const SETTINGS = `set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.email', $4, true)`;

/**
 * The statement that takes the reader's role and claims for the rest of the transaction. With sessions,
 * it first runs REST's session guard (auth/session-guard.ts) for each: it raises if a session has ended
 * or the user is banned. The guard is security definer and runs before the role is switched.
 */
function actAsStatement(reader: Reader): Statement {
  const { claims, role } = reader.identity;
  const params: unknown[] = [
    role,
    JSON.stringify(claims),
    typeof claims.sub === 'string' ? claims.sub : '',
    typeof claims.email === 'string' ? claims.email : '',
  ];
  if (!reader.sessions) return { text: `select ${SETTINGS}`, params };
  // A Postgres array literal: the statement batch sends every parameter as text.
  params.push(claims.sub, `{${reader.sessions.map((s) => s ?? 'NULL').join(',')}}`);
  return {
    // guard.live is selected so that the planner cannot drop the (stable) guard as an unused output.
    text: `select guard.live, ${SETTINGS} from (select bool_and(rest_session.require_live($5::uuid, s)) as live from unnest($6::uuid[]) as s) as guard`,
    params,
  };
}

/** The changed row as JSON, selected by its primary key (under whatever role the transaction holds). */
function recordStatement(table: CapturedTable, change: Change): Statement {
  const params: unknown[] = [];
  const keyWhere = table.primaryKey
    .map((column) => {
      const value = change.key[column];
      params.push(typeof value === 'string' ? value : JSON.stringify(value));
      return `t.${ident(column)} = $${params.length}`;
    })
    .join(' and ');
  return { text: `select to_jsonb(t) as record from public.${ident(table.name)} t where ${keyWhere}`, params };
}

/**
 * Reads the changed row through the reader's eyes: under its role and JWT claims, so the table's RLS
 * policies decide, in a transaction that is always rolled back. A deleted row is put back first (as
 * superuser, triggers and foreign keys off) so that the same policies decide whether the reader could
 * select it; the rollback removes it again. Undefined: the reader may not see the row. Throws the
 * session guard's error when one of the reader's sessions has ended.
 */
export async function readAs(
  db: RealtimeDb,
  reader: Reader,
  table: CapturedTable,
  change: Change,
): Promise<Record<string, unknown> | undefined> {
  const read = recordStatement(table, change);
  const actAs = actAsStatement(reader);
  realtimeStats.readBacks++;
  realtimeStats.readBackCalls++;
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
    await tx.query(actAs.text, actAs.params as unknown[]);
    const { rows } = await tx.query<{ record: Record<string, unknown> }>(read.text, read.params as unknown[]);
    await tx.rollback();
    return rows[0]?.record;
  });
}

/** At most this many readers share one database call: a call holds the database's only thread. */
export const READ_BACK_BATCH = 50;

/**
 * Reads an inserted or updated row through several readers' eyes in one database call: for each, the
 * role is reset, the reader's role and claims are taken (with its session guard) and the row is
 * selected, so each reader's policies decide for that reader alone, as in readAs. Answers the records
 * in the readers' order (undefined: that reader may not see the row). One reader's ended session fails
 * the whole call, with the guard's error (the caller then reads one reader at a time). Read-only: the
 * settings are local to the call's transaction.
 */
export async function readAsMany(
  statements: StatementRunner,
  readers: Reader[],
  table: CapturedTable,
  change: Change,
): Promise<Array<Record<string, unknown> | undefined>> {
  if (change.type === 'DELETE')
    throw new Error('readAsMany reads inserted or updated rows; a deleted row needs readAs');
  const read = recordStatement(table, change);
  const batch = readers.flatMap((reader) => [{ text: 'reset role' }, actAsStatement(reader), read]);
  realtimeStats.readBacks += readers.length;
  realtimeStats.readBackCalls++;
  const results = await statements.run(batch);
  return readers.map((_, i) => results[3 * i + 2]?.rows[0]?.record as Record<string, unknown> | undefined);
}
