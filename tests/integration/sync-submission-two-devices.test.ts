import 'fake-indexeddb/auto';
/**
 * Gap (a): an assignment-form submission sent from a device that never saw the user's
 * existing submission carries another id. The server applies it by (form_id, user_id), keeping the
 * existing row's id (AI suggestions may refer to it); once submitted the submission is read-only,
 * a re-submit of the same content is a no-op, and a different change from a stale device is
 * dropped with a record (superseded), never left as a failed entry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { FORM_ID, MEMBER_ID, at, deviceEngine, openDevice } from './sync-harness.ts';

let backend: TestBackend;
let phone: TestClient;
let tablet: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  phone = await backend.signIn(DEMO_ACCOUNTS.member);
  tablet = await backend.signIn(DEMO_ACCOUNTS.member);
});
afterAll(async () => {
  await backend?.close();
});

const submission = (id: string, answers: Record<string, string>, status: 'draft' | 'submitted', minute: number) =>
  newOperation('submission/upsert', {
    target: id,
    ownerId: MEMBER_ID,
    actedAt: at(minute),
    payload: { form_id: FORM_ID, answers, status },
  });

async function serverSubmissions() {
  const { data, error } = await backend
    .serviceClient()
    .from('assignment_submissions')
    .select('id, answers, status, submitted_at')
    .eq('form_id', FORM_ID)
    .eq('user_id', MEMBER_ID);
  if (error) throw new Error(error.message);
  return data;
}

describe('one submission per form and user, from two devices', () => {
  it("applies a second device's submission to the existing row, keeps its id, and keeps it read-only once submitted", async () => {
    const phoneDb = openDevice();
    const tabletDb = openDevice();
    const phoneEngine = deviceEngine(phoneDb, phone);
    const tabletEngine = deviceEngine(tabletDb, tablet);
    const firstId = crypto.randomUUID();
    const secondId = crypto.randomUUID();

    await commit(submission(firstId, { q: 'bozza dal telefono' }, 'draft', 1), phoneDb);
    await phoneEngine.engine.flush();
    expect(await serverSubmissions()).toEqual([expect.objectContaining({ id: firstId, status: 'draft' })]);
    const suggestionId = crypto.randomUUID();
    await backend.db.query(
      `insert into public.ai_suggestions (id, activity_id, user_id, submission_id) values ($1, $2, $3, $4)`,
      [suggestionId, '62000000-0000-4000-8000-000000000007', MEMBER_ID, firstId],
    );

    // the tablet never saw the phone's draft: its own id, the final answers
    await commit(submission(secondId, { q: 'finale dal tablet' }, 'submitted', 2), tabletDb);
    await tabletEngine.engine.flush();
    expect(await tabletDb.outbox.count()).toBe(0);
    expect(tabletEngine.state.getSnapshot().failed).toEqual([]);
    const [row] = await serverSubmissions();
    expect(row).toMatchObject({ id: firstId, answers: { q: 'finale dal tablet' }, status: 'submitted' });
    expect(Date.parse(row!.submitted_at!)).toBe(Date.parse(at(2)));
    const linked = await backend
      .serviceClient()
      .from('ai_suggestions')
      .select('submission_id')
      .eq('id', suggestionId)
      .single();
    expect(linked.data?.submission_id).toBe(firstId);

    // the same content sent again (a third id) is a no-op, not an error
    await commit(submission(crypto.randomUUID(), { q: 'finale dal tablet' }, 'submitted', 3), tabletDb);
    await tabletEngine.engine.flush();
    expect(tabletEngine.state.getSnapshot().failed).toEqual([]);
    expect(await serverSubmissions()).toEqual([row]);

    // the phone, still holding its draft, edits it: the submission is read-only, the change is dropped with a record
    const stale = submission(firstId, { q: 'modifica tardiva' }, 'draft', 4);
    await commit(stale, phoneDb);
    await phoneEngine.engine.flush();
    expect(await phoneDb.outbox.count()).toBe(0);
    expect(await phoneDb.outboxLog.toArray()).toMatchObject([
      { opId: stale.id, outcome: 'superseded', reason: expect.stringMatching(/^submission_submitted:/) },
    ]);
    expect(await serverSubmissions()).toEqual([row]);
  });
});
