import 'fake-indexeddb/auto';
/**
 * Reports and the member's own results say when an answer came through a workshop tablet: the
 * workshop_delivery_notes rpc names the tablet and who vouched, to the participant and those who
 * oversee them, and to nobody else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, assessmentId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { loadWorkshopNotes } from '../../src/features/reports/api.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { at, operation } from './outbox-batch-support.ts';
import { push, pushOperation, registerTablet } from './workshop-devices-support.ts';

const MEMBER = ACCOUNTS.member.userId;
const TPM = assessmentId(1);
let backend: TestBackend;
const as = {} as Record<'member' | 'leader' | 'newMember' | 'globex' | 'coach', TestClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['member', 'leader', 'newMember', 'globex', 'coach'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
  const tablet = await registerTablet(as.coach, TEAM.alpha, SESSION_ID);
  const answer = pushOperation(operation('assessment/save-partial', MEMBER, TPM, { answers: { TPM_01: '3' } }, at(20)));
  const result = await push(
    backend,
    tablet.id,
    [{ user_id: MEMBER, vouched_by: ACCOUNTS.coach.userId, operations: [answer] }],
    tablet.keys.privateKey,
  );
  expect(result.body.results?.[0]?.status).toBe('ok');
});
afterAll(async () => {
  await backend?.close();
});

const notesFor = (client: TestClient) => loadWorkshopNotes(client as unknown as BackendClient, [TPM, assessmentId(2)]);

describe('workshop delivery notes', () => {
  it("tell the member and the team's leader that the answers came through the tablet, and who vouched", async () => {
    for (const client of [as.member, as.leader]) {
      const notes = await notesFor(client);
      expect(notes).toEqual([
        expect.objectContaining({
          row_id: TPM,
          user_id: MEMBER,
          device_label: 'Tablet 1',
          acted_at: expect.any(String),
        }),
      ]);
      expect(notes[0]?.vouched_by_name).toEqual(expect.any(String));
    }
  });

  it('tell another member of the team and another organisation nothing', async () => {
    expect(await notesFor(as.newMember)).toEqual([]);
    expect(await notesFor(as.globex)).toEqual([]);
  });
});
