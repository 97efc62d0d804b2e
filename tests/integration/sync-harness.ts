/**
 * Shared by the sync-*.test.ts files: a "device" is a Dexie database of its own (fake-indexeddb)
 * with a SyncEngine pushing through the real supabase-js transport to the embedded backend.
 * Import 'fake-indexeddb/auto' before this file.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { cacheAssessments } from '../../src/offline/assessments/cache.ts';
import { OfflineDb } from '../../src/offline/store/db.ts';
import { SyncEngine } from '../../src/offline/sync/engine.ts';
import { createSyncStateStore } from '../../src/offline/sync-state/state.ts';
import { createReachability } from '../../src/backend/reachability.ts';
import { createSupabaseTransport, type Transport } from '../../src/offline/sync/transport.ts';
import { ManualClock } from '../../src/offline/testing/manual-clock.ts';
import type { AssessmentFields } from '../../src/offline/store/rows.ts';
import type { TestClient } from '../support/backend.ts';

export const MEMBER_ID = '20000000-0000-4000-8000-000000000005';
export const TPM_ASSESSMENT = '54000000-0000-4000-8000-000000000001';
export const LEADERSHIP_ASSESSMENT = '54000000-0000-4000-8000-000000000002';
export const SESSION_ID = '64000000-0000-4000-8000-000000000001';
export const FORM_ID = '70000000-0000-4000-8000-000000000001';
export const activityId = (n: number): string => `62000000-0000-4000-8000-00000000000${n}`;

/** 2026-11-20T10:<minute>:00Z: readable, ordered action times. */
export const at = (minute: number): string => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

export function openDevice(): OfflineDb {
  return new OfflineDb(`sync-it-${crypto.randomUUID()}`);
}

/** Copies the user's server rows of these assessments into the device (what screens do on load). */
export async function loadAssessments(db: OfflineDb, client: TestClient, ids: string[]): Promise<void> {
  const { data, error } = await client.from('assessments').select('*').in('id', ids);
  if (error) throw new Error(error.message);
  await cacheAssessments(MEMBER_ID, data as unknown as AssessmentFields[], db);
}

export function deviceEngine(db: OfflineDb, client: TestClient, transport?: Transport) {
  const clock = new ManualClock();
  const state = createSyncStateStore();
  const engine = new SyncEngine({
    db,
    transport: transport ?? createSupabaseTransport(client as unknown as SupabaseClient),
    getOwnerId: () => MEMBER_ID,
    state,
    clock,
    random: () => 0.5,
    runExclusive: (task) => task(),
    registerSync: async () => false,
    reachability: createReachability(true),
    triggers: {},
  });
  return { engine, state, clock };
}

export async function serverAssessment(admin: TestClient, id: string) {
  const { data, error } = await admin
    .from('assessments')
    .select('answers, answer_times, score, completed_at')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  return data as {
    answers: Record<string, string>;
    answer_times: Record<string, string>;
    score: number | null;
    completed_at: string | null;
  };
}

/**
 * Counts the writes that reach the tables (one row per applied INSERT/UPDATE), so a test can
 * tell one push per entry from duplicates. Installed as superuser on the test's own database.
 */
export const AUDIT_SQL = `
create table if not exists public.sync_audit (id serial primary key, tbl text not null, row_id text not null);
create or replace function public.sync_audit_row() returns trigger language plpgsql security definer as $$
begin
  insert into public.sync_audit (tbl, row_id) values (tg_table_name, new.id::text);
  return null;
end $$;
create trigger zz_sync_audit after insert or update on public.assessments for each row execute function public.sync_audit_row();
create trigger zz_sync_audit after insert or update on public.user_activity_progress for each row execute function public.sync_audit_row();
create trigger zz_sync_audit after insert or update on public.assignment_submissions for each row execute function public.sync_audit_row();
`;
