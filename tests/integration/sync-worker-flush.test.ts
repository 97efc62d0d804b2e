import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { flushFromWorker } from '../../src/offline/worker/flush.ts';
import { saveWorkerSession } from '../../src/offline/worker/session.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { MEMBER_ID, LEADERSHIP_ASSESSMENT, at, loadAssessments, openDevice, serverAssessment } from './sync-harness.ts';

// The service worker's own flush (Background Sync with no page open), against the real backend.
// A worker has a WebSocket global, Node 20 does not: supabase-js insists on one for realtime.
(globalThis as { WebSocket?: unknown }).WebSocket ??= ws;
let backend: TestBackend;
let member: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(DEMO_ACCOUNTS.member);
});
afterAll(async () => {
  await backend?.close();
});

async function queueAnswer(minute: number, value: string) {
  const db = openDevice();
  await loadAssessments(db, member, [LEADERSHIP_ASSESSMENT]);
  await commit(
    newOperation('assessment/save-partial', {
      target: LEADERSHIP_ASSESSMENT,
      ownerId: MEMBER_ID,
      actedAt: at(minute),
      payload: { answers: { LEAD_01: value } },
    }),
    db,
  );
  return db;
}

describe('flushFromWorker', () => {
  it('pushes the queue with the session the page stored', async () => {
    const db = await queueAnswer(1, '4');
    const { data } = await member.auth.getSession();
    await saveWorkerSession(db, {
      ownerId: MEMBER_ID,
      accessToken: data.session!.access_token,
      expiresAt: data.session!.expires_at!,
      supabaseUrl: backend.url,
      anonKey: backend.anonKey,
    });

    expect(await flushFromWorker(db)).toEqual({ ok: true, pending: 0 });
    const row = await serverAssessment(backend.serviceClient(), LEADERSHIP_ASSESSMENT);
    expect(row.answers).toMatchObject({ LEAD_01: '4' });
  });

  it('leaves the queue to the next page when the stored token has expired', async () => {
    const db = await queueAnswer(2, '2');
    const { data } = await member.auth.getSession();
    await saveWorkerSession(db, {
      ownerId: MEMBER_ID,
      accessToken: data.session!.access_token,
      expiresAt: Math.floor(Date.now() / 1000) - 10,
      supabaseUrl: backend.url,
      anonKey: backend.anonKey,
    });

    expect(await flushFromWorker(db)).toEqual({ ok: false, pending: 1 });
    const row = await serverAssessment(backend.serviceClient(), LEADERSHIP_ASSESSMENT);
    expect(row.answers).toMatchObject({ LEAD_01: '4' });
  });
});
