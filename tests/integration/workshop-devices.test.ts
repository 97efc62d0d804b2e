import 'fake-indexeddb/auto';
/**
 * Workshop tablets over HTTP, the happy path: the coach of a team's session registers a tablet,
 * downloads what it carries offline, and a push signed by the tablet's key (anon key only, no user
 * token) lands two participants' answers, progress and form as those participants; the receipts make
 * a second push a no-op, and workshop_deliveries names the device and who vouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, assessmentId, formId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { at, operation } from './outbox-batch-support.ts';
import { push, pushOperation, registerTablet, rpc, type Participant, type Tablet } from './workshop-devices-support.ts';

const MEMBER = ACCOUNTS.member.userId;
const LEADER = ACCOUNTS.leader.userId;
const COACH = ACCOUNTS.coach.userId;
const TPM = assessmentId(1);

let backend: TestBackend;
let coach: TestClient;
let admin: TestClient;
let tablet: Tablet;

beforeAll(async () => {
  backend = await startTestBackend();
  coach = await backend.signIn(ACCOUNTS.coach.email);
  admin = await backend.signIn(ACCOUNTS.admin.email);
  tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
});
afterAll(async () => {
  await backend?.close();
});

const submissionId = crypto.randomUUID();
const participants = (): Participant[] => [
  {
    user_id: MEMBER,
    vouched_by: COACH,
    operations: [
      pushOperation(operation('assessment/save-partial', MEMBER, TPM, { answers: { TPM_01: '4' } }, at(10))),
      pushOperation(
        operation(
          'submission/upsert',
          MEMBER,
          submissionId,
          { form_id: formId(1), answers: { q: 'in aula' }, status: 'draft' },
          at(11),
        ),
      ),
    ],
  },
  {
    user_id: LEADER,
    vouched_by: COACH,
    operations: [
      pushOperation(
        operation(
          'progress/upsert',
          LEADER,
          `${SESSION_ID}/${activityId(4)}`,
          { session_id: SESSION_ID, activity_id: activityId(4), status: 'in_progress' },
          at(12),
        ),
      ),
    ],
  },
];

describe('a workshop tablet', () => {
  it('is registered by the session coach with a window of 14 days after the workshop', () => {
    const days = (Date.parse(tablet.upload_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(14);
    expect(days).toBeLessThanOrEqual(15);
  });

  it('downloads the team, its participants, the session content and the open assessments', async () => {
    const { data, error } = await rpc(coach, 'workshop_device_bundle', { p_device_id: tablet.id });
    expect(error).toBeNull();
    const bundle = data as {
      team: { id: string };
      participants: { user_id: string; full_name: string }[];
      session: { id: string } | null;
      activities: { id: string }[];
      forms: { id: string; questions: unknown[] }[];
      assessments: { id: string; questions: unknown[] }[];
      progress: { user_id: string }[];
    };
    expect(bundle.team.id).toBe(TEAM.alpha);
    expect(bundle.participants.map((p) => p.user_id)).toEqual(expect.arrayContaining([MEMBER, LEADER]));
    expect(bundle.participants.map((p) => p.user_id)).not.toContain(ACCOUNTS.globex.userId);
    expect(bundle.session?.id).toBe(SESSION_ID);
    expect(bundle.activities.map((a) => a.id)).toContain(activityId(4));
    expect(bundle.forms.find((f) => f.id === formId(1))?.questions.length).toBeGreaterThan(0);
    const tpm = bundle.assessments.find((a) => a.id === TPM);
    expect(tpm?.questions.length).toBeGreaterThan(0);
    expect(bundle.progress.every((p) => [MEMBER, LEADER, ACCOUNTS.newMember.userId].includes(p.user_id))).toBe(true);
  });

  it('lands a signed batch as its participants, records the deliveries, and a second push changes nothing', async () => {
    const batch = participants();
    const first = await push(backend, tablet.id, batch, tablet.keys.privateKey);
    expect(first.status).toBe(200);
    expect(first.body.device?.status).toBe('active');
    expect(first.body.results?.map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);

    const { data: tpm } = await backend.serviceClient().from('assessments').select('answers').eq('id', TPM).single();
    expect((tpm as { answers: Record<string, string> }).answers.TPM_01).toBe('4');
    const submission = await backend.db.query<{ user_id: string }>(
      'select user_id from public.assignment_submissions where form_id = $1 and user_id = $2',
      [formId(1), MEMBER],
    );
    expect(submission.rows).toHaveLength(1);
    const progress = await backend.db.query<{ status: string }>(
      'select status from public.user_activity_progress where user_id = $1 and activity_id = $2 and session_id = $3',
      [LEADER, activityId(4), SESSION_ID],
    );
    expect(progress.rows[0]?.status).toBe('in_progress');

    // The org admin sees which device delivered what, and who vouched for the participants.
    const { data: deliveries } = await admin
      .from('workshop_deliveries' as never)
      .select('op_id, user_id, device_id, vouched_by')
      .eq('device_id', tablet.id);
    const rows = deliveries as unknown as { user_id: string; device_id: string; vouched_by: string }[];
    expect(rows).toHaveLength(3);
    expect(rows.every((r) => r.vouched_by === COACH && r.device_id === tablet.id)).toBe(true);
    expect(rows.map((r) => r.user_id).sort()).toEqual([LEADER, MEMBER, MEMBER].sort());

    // The same operations again, in a new batch: answered from the receipts, applied once.
    const again = await push(backend, tablet.id, batch, tablet.keys.privateKey);
    expect(again.status).toBe(200);
    expect(again.body.results?.map((r) => r.replay)).toEqual([true, true, true]);
    const count = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.workshop_deliveries where device_id = $1',
      [tablet.id],
    );
    expect(count.rows[0]!.n).toBe(3);
  });

  it('answers a status check (no participants) with the device status', async () => {
    const answer = await push(backend, tablet.id, [], tablet.keys.privateKey);
    expect(answer.status).toBe(200);
    expect(answer.body.device).toEqual({ status: 'active', upload_until: expect.any(String) });
  });
});
