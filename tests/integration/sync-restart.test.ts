import 'fake-indexeddb/auto';
import type { PGlite } from '@electric-sql/pglite';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend, type Backend } from '../../server/app.ts';
import { openMigratedDatabase } from '../../server/db/open.ts';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { createSupabaseTransport, type Transport } from '../../src/offline/sync/transport.ts';
import { clientFor, DEMO_ACCOUNTS, DEMO_PASSWORD, type TestClient } from '../support/backend.ts';
import { loadPreparedDump } from '../support/prepared-db.ts';
import {
  AUDIT_SQL,
  FORM_ID,
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

// The database outlives the HTTP server: stopping the server is the backend going away, and
// starting it again on the same port brings it back with everything it had committed.
let db: PGlite;
let server: Backend | null = null;
let port = 0;

const start = async () => {
  server = await startBackend({ db, port });
  port = Number(new URL(server.url).port);
};
const stop = async () => {
  await server?.close();
  server = null;
};

beforeAll(async () => {
  db = await openMigratedDatabase({ loadDataDir: await loadPreparedDump() });
  await db.exec(AUDIT_SQL);
  await start();
});
afterAll(async () => {
  await stop();
  await db?.close();
});

describe('the server stops in the middle of a flush', () => {
  it('loses nothing and doubles nothing once it is back', async () => {
    const url = server!.url;
    const member: TestClient = clientFor(url, server!.anonKey);
    const signIn = await member.auth.signInWithPassword({ email: DEMO_ACCOUNTS.member, password: DEMO_PASSWORD });
    expect(signIn.error).toBeNull();
    const admin = clientFor(url, server!.serviceRoleKey);

    const device = openDevice();
    await loadAssessments(device, member, [TPM_ASSESSMENT]);
    // Activity 3 is for team leaders only: a member's completion of it is refused.
    const progressActivities = [2, 4, 5, 6, 7];
    for (const [index, n] of progressActivities.entries()) {
      await commit(
        newOperation('progress/upsert', {
          target: `${SESSION_ID}/${activityId(n)}`,
          ownerId: MEMBER_ID,
          actedAt: at(index + 1),
          payload: { session_id: SESSION_ID, activity_id: activityId(n), status: 'completed' },
        }),
        device,
      );
    }
    const submissionId = crypto.randomUUID();
    await commit(
      newOperation('submission/upsert', {
        target: submissionId,
        ownerId: MEMBER_ID,
        actedAt: at(8),
        payload: { form_id: FORM_ID, answers: { q: 'uno' }, status: 'draft' },
      }),
      device,
    );
    await commit(
      newOperation('assessment/save-partial', {
        target: TPM_ASSESSMENT,
        ownerId: MEMBER_ID,
        actedAt: at(9),
        payload: { answers: { TPM_01: 'b', TPM_03: '5' } },
      }),
      device,
    );
    expect(await device.outbox.count()).toBe(7);

    // The third push reaches the database, then the server goes down before it can answer.
    const real = createSupabaseTransport(member as unknown as SupabaseClient);
    let calls = 0;
    const crashing: Transport = async (entry) => {
      calls += 1;
      const outcome = await real(entry);
      if (calls !== 3) return outcome;
      await stop();
      return { ok: false, status: 0, message: 'fetch failed' };
    };
    const { engine, state } = deviceEngine(device, member, crashing);
    await engine.flush();

    expect(await device.outbox.count()).toBe(5); // two acknowledged; the unanswered one stays queued
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'offline', retryAt: expect.any(String) }, pending: 5 });
    await engine.flush(); // still down: network error, nothing dropped
    expect(await device.outbox.count()).toBe(5);
    expect((await device.outbox.toArray()).every((entry) => entry.status === 'pending')).toBe(true);

    await start();
    expect(server!.url).toBe(url);
    await engine.flush();

    expect(await device.outbox.count()).toBe(0);
    expect(state.getSnapshot()).toMatchObject({ engine: { name: 'idle' }, pending: 0, failed: [] });
    const { data: progress } = await admin
      .from('user_activity_progress')
      .select('activity_id, status')
      .eq('user_id', MEMBER_ID)
      .in('activity_id', progressActivities.map(activityId));
    expect(progress).toHaveLength(progressActivities.length);
    expect(new Set(progress!.map((row) => row.status))).toEqual(new Set(['completed']));
    const { data: submissions } = await admin
      .from('assignment_submissions')
      .select('id, answers')
      .eq('id', submissionId);
    expect(submissions).toEqual([{ id: submissionId, answers: { q: 'uno' } }]);
    expect((await serverAssessment(admin, TPM_ASSESSMENT)).answers).toEqual({ TPM_01: 'b', TPM_03: '5' });
    // the entry whose answer was lost was pushed twice, and its receipt answered the second push:
    // every entry reached the tables exactly once
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from public.sync_audit');
    expect(rows[0]!.n).toBe(7);
  });
});
