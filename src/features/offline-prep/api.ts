import type { SupabaseClient } from '@supabase/supabase-js';
import {
  cacheAssessments,
  cacheProgress,
  cacheRows,
  cacheSubmissions,
  getOfflineDb,
  markReadyOffline,
  type AssessmentFields,
  type ProgressFields,
  type SubmissionFields,
} from '../../offline';
import { isEmptyRead, prepSteps, type Collected, type PrepStep, type Row, type Where } from './plan';

/** Reads rows of a table; the real one goes through the signed-in client (and the SW's cache). */
export type Select = (table: string, columns: string, where: Where, limit?: number) => Promise<Row[]>;

export function supabaseSelect(client: SupabaseClient): Select {
  return async (table, columns, where, limit) => {
    let query = client.from(table).select(columns);
    for (const [column, value] of Object.entries(where.eq ?? {})) query = query.eq(column, value);
    for (const [column, values] of where.in ?? []) query = query.in(column, values);
    for (const column of where.isNull ?? []) query = query.is(column, null);
    if (limit !== undefined) query = query.limit(limit);
    const { data, error } = await query;
    if (error) throw new Error(`${table}: ${error.message}`);
    return (data ?? []) as unknown as Row[];
  };
}

export interface PrepEstimate {
  rows: number;
  bytes: number;
  perStep: Record<string, number>;
}

const sizeOf = (row: Row | undefined): number => (row ? new Blob([JSON.stringify(row)]).size : 0);

/** Before downloading: how many rows, and about how many bytes (rows x one sample row's size). */
export async function estimatePreparation(userId: string, select: Select, steps: PrepStep[] = prepSteps): Promise<PrepEstimate> {
  const got: Collected = {};
  const perStep: Record<string, number> = {};
  let rows = 0;
  let bytes = 0;
  for (const step of steps) {
    const where = step.where(userId, got);
    got[step.key] = isEmptyRead(where) ? [] : await select(step.table, step.keyColumns, where);
    const count = got[step.key]!.length;
    perStep[step.key] = count;
    if (step.local === null || count === 0) continue;
    rows += count;
    bytes += count * sizeOf((await select(step.table, '*', where, 1))[0]);
  }
  return { rows, bytes, perStep };
}

/** Rows the user changes offline keep their queued local version; the rest simply replace. */
async function cacheStep(step: PrepStep, userId: string, rows: Row[], db: ReturnType<typeof getOfflineDb>): Promise<void> {
  if (step.local === 'assessments') await cacheAssessments(userId, rows as unknown as AssessmentFields[], db);
  else if (step.local === 'progress') await cacheProgress(userId, rows as unknown as ProgressFields[], db);
  else if (step.local === 'submissions') await cacheSubmissions(userId, rows as unknown as SubmissionFields[], db);
  else if (step.local) await cacheRows(step.local, userId, rows as never[], db);
}

export interface PrepProgress {
  done: number;
  total: number;
}

/** Downloads every step into Dexie, reporting rows done, then marks assessments and sessions ready. */
export async function prepareOffline(
  userId: string,
  select: Select,
  { total, onProgress, steps = prepSteps, db = getOfflineDb(), now = () => new Date().toISOString() }:
    { total: number; onProgress?: (progress: PrepProgress) => void; steps?: PrepStep[]; db?: ReturnType<typeof getOfflineDb>; now?: () => string },
): Promise<Collected> {
  const got: Collected = {};
  let done = 0;
  for (const step of steps) {
    const where = step.where(userId, got);
    const rows = isEmptyRead(where) ? [] : await select(step.table, step.local ? (step.columns ?? '*') : step.keyColumns, where);
    got[step.key] = rows;
    await cacheStep(step, userId, rows, db);
    if (step.local) done += rows.length;
    onProgress?.({ done, total: Math.max(total, done) });
  }
  const at = now();
  for (const step of steps) {
    if (!step.readyScope) continue;
    for (const row of got[step.key] ?? []) await markReadyOffline(db, userId, step.readyScope, String(row.id), at);
  }
  return got;
}
