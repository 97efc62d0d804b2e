import 'fake-indexeddb/auto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { createSupabaseTransport } from '../../src/offline/sync/transport.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import {
  AUDIT_SQL,
  FORM_ID,
  LEADERSHIP_ASSESSMENT,
  MEMBER_ID,
  SESSION_ID,
  TPM_ASSESSMENT,
  activityId,
  at,
  deviceEngine,
  loadAssessments,
  openDevice,
  serverAssessment,
} from './sync-harness.ts';

/** one submission per form and user: the second test uses the other seeded form. */
const SECOND_FORM_ID = '70000000-0000-4000-8000-000000000002';
let backend: TestBackend;
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(AUDIT_SQL);
  await backend.reloadSchema();
  member = await backend.signIn(DEMO_ACCOUNTS.member);
  admin = backend.serviceClient();
});
afterAll(async () => {
  await backend?.close();
});

const auditCount = async (table: string, rowId: string): Promise<number> => {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.sync_audit where tbl = $1 and row_id = $2',
    [table, rowId],
  );
  return rows[0]!.n;
};

describe('flushing the outbox to the embedded backend', () => {
  it('lands every queued operation exactly once and empties the queue', async () => {
    const db = openDevice();
    await loadAssessments(db, member, [TPM_ASSESSMENT]);
    const submissionId = crypto.randomUUID();
    const ops = [
      newOperation('assessment/save-partial', {
        target: TPM_ASSESSMENT,
        ownerId: MEMBER_ID,
        actedAt: at(1),
        payload: { answers: { TPM_01: 'a' } },
      }),
      newOperation('progress/upsert', {
        target: `${SESSION_ID}/${activityId(3)}`,
        ownerId: MEMBER_ID,
        actedAt: at(2),
        payload: { session_id: SESSION_ID, activity_id: activityId(3), status: 'in_progress' },
      }),
      newOperation('submission/upsert', {
        target: submissionId,
        ownerId: MEMBER_ID,
        actedAt: at(3),
        payload: { form_id: FORM_ID, answers: { q: 'bozza' }, status: 'draft' },
      }),
      // queued on its own, folded into the first one's operation at push time: one write carries both answers
      newOperation('assessment/save-partial', {
        target: TPM_ASSESSMENT,
        ownerId: MEMBER_ID,
        actedAt: at(4),
        payload: { answers: { TPM_03: '4' } },
      }),
    ];
    for (const op of ops) await commit(op, db);
    expect(await db.outbox.count()).toBe(4);

    const { engine, state } = deviceEngine(db, member);
    await engine.flush();

    expect(await db.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0, failed: [] });
    expect(state.getSnapshot().lastSyncedAt).not.toBeNull();
    const row = await serverAssessment(admin, TPM_ASSESSMENT);
    expect(row.answers).toEqual({ TPM_01: 'a', TPM_03: '4' });
    expect(row.answer_times).toEqual({ TPM_01: at(1), TPM_03: at(4) });
    expect(await auditCount('assessments', TPM_ASSESSMENT)).toBe(1);
    expect(await auditCount('assignment_submissions', submissionId)).toBe(1);
    const { data: progress } = await admin
      .from('user_activity_progress')
      .select('id, status')
      .eq('user_id', MEMBER_ID)
      .eq('activity_id', activityId(3));
    expect(progress).toHaveLength(1);
    expect(progress![0]!.status).toBe('in_progress');
    expect(await auditCount('user_activity_progress', progress![0]!.id)).toBe(1);

    await engine.flush(); // nothing left: no second write
    expect(await auditCount('assessments', TPM_ASSESSMENT)).toBe(1);
  });

  it('gives an entry sent twice, or an older one sent after a newer one, the effect of one application in user order', async () => {
    const db = openDevice();
    await loadAssessments(db, member, [LEADERSHIP_ASSESSMENT]);
    const submissionId = crypto.randomUUID();
    await commit(
      newOperation('assessment/save-partial', {
        target: LEADERSHIP_ASSESSMENT,
        ownerId: MEMBER_ID,
        actedAt: at(10),
        payload: { answers: { LEAD_01: '2' } },
      }),
      db,
    );
    await commit(
      newOperation('submission/upsert', {
        target: submissionId,
        ownerId: MEMBER_ID,
        actedAt: at(11),
        payload: { form_id: SECOND_FORM_ID, answers: { q: 'finale' }, status: 'submitted' },
      }),
      db,
    );
    await commit(
      newOperation('progress/upsert', {
        target: `${SESSION_ID}/${activityId(4)}`,
        ownerId: MEMBER_ID,
        actedAt: at(12),
        payload: { session_id: SESSION_ID, activity_id: activityId(4), status: 'completed' },
      }),
      db,
    );
    const entries = await db.outbox.orderBy('seq').toArray();
    const push = createSupabaseTransport(member as unknown as SupabaseClient);

    for (const entry of entries) expect(await push(entry)).toEqual({ ok: true });
    const once = await serverAssessment(admin, LEADERSHIP_ASSESSMENT);
    const onceSubmission = await admin
      .from('assignment_submissions')
      .select('answers, status, submitted_at')
      .eq('id', submissionId)
      .single();
    for (const entry of entries) expect(await push(entry)).toEqual({ ok: true });

    expect(await serverAssessment(admin, LEADERSHIP_ASSESSMENT)).toEqual(once);
    expect(
      (
        await admin
          .from('assignment_submissions')
          .select('answers, status, submitted_at')
          .eq('id', submissionId)
          .single()
      ).data,
    ).toEqual(onceSubmission.data);
    const { data: progress } = await admin
      .from('user_activity_progress')
      .select('status')
      .eq('user_id', MEMBER_ID)
      .eq('activity_id', activityId(4));
    expect(progress).toEqual([{ status: 'completed' }]);

    // an older answer and an older "in progress" arriving late change nothing
    const older = newOperation('assessment/save-partial', {
      target: LEADERSHIP_ASSESSMENT,
      ownerId: MEMBER_ID,
      actedAt: at(5),
      payload: { answers: { LEAD_01: '5' } },
    });
    const olderProgress = newOperation('progress/upsert', {
      target: `${SESSION_ID}/${activityId(4)}`,
      ownerId: MEMBER_ID,
      actedAt: at(6),
      payload: { session_id: SESSION_ID, activity_id: activityId(4), status: 'in_progress' },
    });
    for (const op of [older, olderProgress]) {
      expect(
        await push({
          ...op,
          status: 'pending',
          rev: 0,
          queuedAt: at(30),
          attempts: 0,
          lastError: null,
          coalescedIds: [],
        }),
      ).toEqual({ ok: true });
    }
    expect((await serverAssessment(admin, LEADERSHIP_ASSESSMENT)).answers).toEqual({ LEAD_01: '2' });
    const after = await admin
      .from('user_activity_progress')
      .select('status')
      .eq('user_id', MEMBER_ID)
      .eq('activity_id', activityId(4));
    expect(after.data).toEqual([{ status: 'completed' }]);
  });
});
