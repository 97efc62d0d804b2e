import 'fake-indexeddb/auto';
/**
 * The tablet's own code over HTTP against the embedded backend: a coach prepares the tablet
 * (src/features/workshop/prepare.ts) with their session, two participants then work offline under
 * their own ids through the outbox, and the device push (src/offline/workshop) delivers their work
 * with only the anon key and the tablet's signature, each under its participant, through the same
 * settlement as the user's own sync. A revoked tablet's push is refused and every entry stays.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, assessmentId } from '../../supabase/tests/support/demo-ids.ts';
import { prepareTablet } from '../../src/features/workshop/prepare.ts';
import { commit, newOperation } from '../../src/offline/outbox';
import { progressTarget } from '../../src/offline/operations';
import { getOfflineDb } from '../../src/offline/store';
import { pushWorkshopOutbox, readServerStatus, unsentByParticipant } from '../../src/offline/workshop';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

const MEMBER = ACCOUNTS.member.userId;
const LEADER = ACCOUNTS.leader.userId;
const COACH = ACCOUNTS.coach.userId;
const TPM = assessmentId(1);

let backend: TestBackend;
let coach: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  coach = await backend.signIn(ACCOUNTS.coach.email);
});
afterAll(async () => backend?.close());

const push = () => pushWorkshopOutbox({ url: backend.url, anonKey: backend.anonKey });
const query = async <T>(sql: string, params: unknown[]) => (await backend.db.query<T>(sql, params)).rows;

it('prepares the tablet, then delivers each participant’s offline work under their own name', async () => {
  const prepared = await prepareTablet(
    {
      preparedBy: COACH,
      teamId: TEAM.alpha,
      sessionId: SESSION_ID,
      label: 'Tablet 1',
      workshopDate: new Date().toISOString().slice(0, 10),
      code: 'tigre-42',
    },
    { client: coach },
  );
  const member = prepared.readiness.find((r) => r.userId === MEMBER);
  expect(member?.assessments).toBeGreaterThan(0);
  expect(member?.activities).toBeGreaterThan(0);
  expect(await getOfflineDb().assessments.get([MEMBER, TPM])).toMatchObject({ user_id: MEMBER });
  // the tablet never holds another participant's rows under the member's id
  expect(await getOfflineDb().assessments.get([LEADER, TPM])).toBeUndefined();

  await commit(
    newOperation('assessment/save-partial', { target: TPM, ownerId: MEMBER, payload: { answers: { TPM_02: '4' } } }),
  );
  await commit(
    newOperation('progress/upsert', {
      target: progressTarget(SESSION_ID, activityId(6)),
      ownerId: LEADER,
      payload: { session_id: SESSION_ID, activity_id: activityId(6), status: 'completed' },
    }),
  );

  expect(await push()).toMatchObject({ kind: 'pushed', sent: 2, ok: 2, failed: 0 });
  expect(await unsentByParticipant([MEMBER, LEADER])).toEqual(
    new Map([
      [MEMBER, { pending: 0, failed: [] }],
      [LEADER, { pending: 0, failed: [] }],
    ]),
  );
  expect(
    await query<{ v: string }>(`select answers ->> 'TPM_02' as v from public.assessments where id = $1`, [TPM]),
  ).toEqual([{ v: '4' }]);
  expect(
    await query<{ status: string }>(
      `select status from public.user_activity_progress where user_id = $1 and activity_id = $2 and session_id = $3`,
      [LEADER, activityId(6), SESSION_ID],
    ),
  ).toEqual([{ status: 'completed' }]);
  expect(
    await query<{ user_id: string; vouched_by: string }>(
      `select user_id, vouched_by from public.workshop_deliveries where device_id = $1 order by kind`,
      [prepared.deviceId],
    ),
  ).toEqual([
    { user_id: MEMBER, vouched_by: COACH },
    { user_id: LEADER, vouched_by: COACH },
  ]);

  // Revoked: the next push is refused, said so, and the work stays on the tablet.
  const { error } = await (coach as unknown as { rpc: (n: string, a: unknown) => Promise<{ error: unknown }> }).rpc(
    'revoke_workshop_device',
    { p_device_id: prepared.deviceId },
  );
  expect(error).toBeNull();
  await commit(
    newOperation('assessment/save-partial', { target: TPM, ownerId: MEMBER, payload: { answers: { TPM_03: '2' } } }),
  );
  expect(await push()).toMatchObject({ kind: 'refused', status: 'revoked' });
  expect((await unsentByParticipant([MEMBER])).get(MEMBER)?.pending).toBe(1);
  expect(await readServerStatus()).toMatchObject({ status: 'revoked' });
  expect(
    await query<{ reason: string }>(`select reason from public.workshop_refusals where device_id = $1`, [
      prepared.deviceId,
    ]),
  ).toEqual([{ reason: 'device_revoked' }]);
});
