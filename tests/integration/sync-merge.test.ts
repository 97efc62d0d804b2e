import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commit } from '../../src/offline/outbox/commit.ts';
import { newOperation } from '../../src/offline/outbox/validate.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import {
  LEADERSHIP_ASSESSMENT,
  MEMBER_ID,
  TPM_ASSESSMENT,
  at,
  deviceEngine,
  loadAssessments,
  openDevice,
  serverAssessment,
} from './sync-harness.ts';

let backend: TestBackend;
let admin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  admin = backend.serviceClient();
});
afterAll(async () => {
  await backend?.close();
});

/** One person on two devices (a phone and a tablet), each offline with its own queue. */
async function twoDevices(assessmentId: string) {
  const [phoneClient, tabletClient] = [
    await backend.signIn(DEMO_ACCOUNTS.member),
    await backend.signIn(DEMO_ACCOUNTS.member),
  ];
  const phone = openDevice();
  const tablet = openDevice();
  await loadAssessments(phone, phoneClient, [assessmentId]);
  await loadAssessments(tablet, tabletClient, [assessmentId]);
  return { phone, tablet, phoneClient, tabletClient };
}

const save = (target: string, minute: number, answers: Record<string, string>) =>
  newOperation('assessment/save-partial', { target, ownerId: MEMBER_ID, actedAt: at(minute), payload: { answers } });

describe('two clients answering the same assessment', () => {
  it('merge per question, the later action winning, whichever device syncs first', async () => {
    const { phone, tablet, phoneClient, tabletClient } = await twoDevices(TPM_ASSESSMENT);
    await commit(save(TPM_ASSESSMENT, 1, { TPM_01: 'a' }), phone);
    await commit(save(TPM_ASSESSMENT, 2, { TPM_01: 'c', TPM_03: '2' }), tablet);
    await commit(save(TPM_ASSESSMENT, 3, { TPM_02: '["a"]', TPM_03: '4' }), phone);

    // the tablet (with the older TPM_03) reaches the server last
    await deviceEngine(phone, phoneClient).engine.flush();
    await deviceEngine(tablet, tabletClient).engine.flush();

    const row = await serverAssessment(admin, TPM_ASSESSMENT);
    expect(row.answers).toEqual({ TPM_01: 'c', TPM_02: '["a"]', TPM_03: '4' });
    expect(row.answer_times).toEqual({ TPM_01: at(2), TPM_02: at(3), TPM_03: at(3) });

    // reading back, both devices converge on the server's answers
    await loadAssessments(phone, phoneClient, [TPM_ASSESSMENT]);
    await loadAssessments(tablet, tabletClient, [TPM_ASSESSMENT]);
    expect((await phone.assessments.get([MEMBER_ID, TPM_ASSESSMENT]))?.answers).toEqual(row.answers);
    expect((await tablet.assessments.get([MEMBER_ID, TPM_ASSESSMENT]))?.answers).toEqual(row.answers);
  });

  it("keep a completion final: the other device's later partial save is dropped with a record, not failed", async () => {
    const { phone, tablet, phoneClient, tabletClient } = await twoDevices(LEADERSHIP_ASSESSMENT);
    const completedAnswers = { LEAD_01: '4', LEAD_02: '5' };
    await commit(save(LEADERSHIP_ASSESSMENT, 40, { LEAD_01: '1', LEAD_09: '2' }), tablet);
    await commit(
      newOperation('assessment/complete', {
        target: LEADERSHIP_ASSESSMENT,
        ownerId: MEMBER_ID,
        actedAt: at(30),
        payload: { answers: completedAnswers, score: 90 },
      }),
      phone,
    );

    await deviceEngine(phone, phoneClient).engine.flush();
    const tabletSync = deviceEngine(tablet, tabletClient);
    await tabletSync.engine.flush();

    const row = await serverAssessment(admin, LEADERSHIP_ASSESSMENT);
    expect(row.answers).toEqual(completedAnswers); // exactly what the score was computed on
    expect(row.score).toBe(90);
    expect(row.completed_at).not.toBeNull();
    expect(await tablet.outbox.count()).toBe(0);
    expect(tabletSync.state.getSnapshot().failed).toEqual([]);
    const log = await tablet.outboxLog.toArray();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ outcome: 'superseded', target: LEADERSHIP_ASSESSMENT });
    expect(log[0]!.reason).toMatch(/^assessment_completed:/);
  });
});
