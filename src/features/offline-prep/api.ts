import type { SupabaseClient } from '@supabase/supabase-js';
import { cacheAssessments, type AssessmentFields } from '../../offline/assessments';
import { cacheChatMessages, type ChatMessageRow } from '../../offline/chat';
import {
  cacheProgress,
  cacheSubmissions,
  cacheTeamProgress,
  saveTemplateFormId,
  type ProgressFields,
  type SubmissionFields,
  type TeamProgressFields,
} from '../../offline/coaching';
import { cacheRows, getOfflineDb, markReadyOffline } from '../../offline/store';
import { cacheSuggestions, type SuggestionFields } from '../../offline/suggestions';
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
export async function estimatePreparation(
  userId: string,
  select: Select,
  steps: PrepStep[] = prepSteps,
): Promise<PrepEstimate> {
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
async function cacheStep(
  step: PrepStep,
  userId: string,
  rows: Row[],
  db: ReturnType<typeof getOfflineDb>,
): Promise<void> {
  const as = <T>() => rows as unknown as T[];
  switch (step.local) {
    case null:
      return;
    case 'assessments':
      return cacheAssessments(userId, as<AssessmentFields>(), db);
    case 'progress':
      return cacheProgress(userId, as<ProgressFields>(), db);
    case 'submissions':
      return cacheSubmissions(userId, as<SubmissionFields>(), db);
    case 'teamProgress':
      return cacheTeamProgress(userId, as<TeamProgressFields>(), db);
    case 'suggestions':
      return cacheSuggestions(userId, as<SuggestionFields>(), db);
    case 'chat':
      return cacheChatMessages(userId, as<ChatMessageRow>(), db);
    case 'activityTemplates':
      for (const row of as<{ id: string; source_form_template_id: string | null }>())
        await saveTemplateFormId(userId, row.id, row.source_form_template_id, db);
      return;
    default:
      return cacheRows(step.local, userId, rows as never[], db);
  }
}

export interface PrepProgress {
  done: number;
  total: number;
}

/** What else a prepared session needs, given by the app (the team screen, the list's counts). */
export type PrepareSession = (userId: string, sessionId: string) => Promise<void>;

export interface PrepareOptions {
  total: number;
  onProgress?: (progress: PrepProgress) => void;
  steps?: PrepStep[];
  db?: ReturnType<typeof getOfflineDb>;
  now?: () => string;
  prepareSession?: PrepareSession;
}

/**
 * Downloads every step into Dexie, reporting rows done, then marks assessments and sessions ready:
 * only once everything is stored (a failed read or store leaves no new mark).
 */
export async function prepareOffline(
  userId: string,
  select: Select,
  {
    total,
    onProgress,
    steps = prepSteps,
    db = getOfflineDb(),
    now = () => new Date().toISOString(),
    prepareSession,
  }: PrepareOptions,
): Promise<Collected> {
  const got: Collected = {};
  let done = 0;
  for (const step of steps) {
    const where = step.where(userId, got);
    const rows = isEmptyRead(where)
      ? []
      : await select(step.table, step.local ? (step.columns ?? '*') : step.keyColumns, where);
    got[step.key] = rows;
    await cacheStep(step, userId, rows, db);
    if (step.local) done += rows.length;
    onProgress?.({ done, total: Math.max(total, done) });
  }
  if (prepareSession) {
    for (const step of steps) {
      if (step.readyScope !== 'session') continue;
      for (const row of got[step.key] ?? []) await prepareSession(userId, String(row.id));
    }
  }
  const at = now();
  for (const step of steps) {
    if (!step.readyScope) continue;
    for (const row of got[step.key] ?? []) await markReadyOffline(db, userId, step.readyScope, String(row.id), at);
  }
  return got;
}
