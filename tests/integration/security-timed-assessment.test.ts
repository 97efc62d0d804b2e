/**
 * A timed assessment's limit holds on the server: its start is never later than the moment the
 * server first hears of it, answers acted more than the 2-minute grace after started_at +
 * time_limit_minutes are not kept, and a completion after the deadline is stamped at the deadline,
 * whatever the client sends. A completion acted within the limit while offline and pushed later
 * keeps its own time. As member@acme.test over HTTP, with REST writes and the outbox's batch RPC.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, TEMPLATE } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { applyBatch, batchOf, operation } from './outbox-batch-support.ts';

let backend: TestBackend;
let member: TestClient;
const MEMBER = ACCOUNTS.member.userId;
const MINUTE = 60_000;
const LIMIT_MINUTES = 30;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
});
afterAll(async () => {
  await backend?.close();
});

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : Date.parse(String(value)));
const iso = (time: number): string => new Date(time).toISOString();

interface Stored {
  answers: Record<string, string>;
  answer_times: Record<string, string>;
  started_at: Date | null;
  completed_at: Date | null;
}
const stored = async (id: string): Promise<Stored> =>
  (
    await backend.db.query<Stored>(
      'select answers, answer_times, started_at, completed_at from public.assessments where id = $1',
      [id],
    )
  ).rows[0]!;

/** A leadership assessment of the member with a 30-minute limit, assigned a day ago, started `startedAgo` ms ago (or not). */
async function timedAssessment(
  startedAgo: number | null,
  withAssignment = false,
): Promise<{ id: string; assignmentId: string | null; startedAt: number | null }> {
  const id = randomUUID();
  const assignmentId = withAssignment ? randomUUID() : null;
  const createdAt = iso(Date.now() - 24 * 3600_000);
  const startedAt = startedAgo === null ? null : Date.now() - startedAgo;
  if (assignmentId) {
    await backend.db.query(
      `insert into public.assessment_assignments (id, template_id, organization_id, team_id, user_id, evaluation_type, assessment_type, created_at)
       values ($1, $2, $3, $4, $5, 'self', 'leadership', $6)`,
      [assignmentId, TEMPLATE.leadership, ORG.acme, TEAM.alpha, MEMBER, createdAt],
    );
  }
  await backend.db.query(
    `insert into public.assessments (id, user_id, organization_id, team_id, template_id, assignment_id, assessment_type, evaluation_type,
       time_limit_minutes, started_at, created_at)
     values ($1, $2, $3, $4, $5, $6, 'leadership', 'self', $7, $8, $9)`,
    [
      id,
      MEMBER,
      ORG.acme,
      TEAM.alpha,
      TEMPLATE.leadership,
      assignmentId,
      LIMIT_MINUTES,
      startedAt === null ? null : iso(startedAt),
      createdAt,
    ],
  );
  return { id, assignmentId, startedAt };
}

describe('the start of a timed assessment', () => {
  it("is never later than the server's clock when the first answer arrives", async () => {
    const { id } = await timedAssessment(null);
    const before = Date.now();
    const claimed = iso(Date.now() + 365 * 24 * 3600_000);
    const save = await member
      .from('assessments')
      .update({ answers: { LEAD_01: '4' }, answer_times: { LEAD_01: claimed }, started_at: claimed })
      .eq('id', id);
    expect(save.error).toBeNull();
    const row = await stored(id);
    expect(ms(row.started_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(ms(row.started_at)).toBeLessThanOrEqual(Date.now());
  });

  it('is set by the server when answers arrive without one, so the clock cannot be left unstarted', async () => {
    const { id } = await timedAssessment(null);
    const answeredAt = iso(Date.now() - MINUTE);
    await member
      .from('assessments')
      .update({ answers: { LEAD_01: '4' }, answer_times: { LEAD_01: answeredAt } })
      .eq('id', id);
    expect(ms((await stored(id)).started_at)).toBe(Date.parse(answeredAt));
  });

  it('cannot be moved later or cleared by the client', async () => {
    const { id, startedAt } = await timedAssessment(10 * MINUTE);
    await member
      .from('assessments')
      .update({ started_at: iso(Date.now()) })
      .eq('id', id);
    await member.from('assessments').update({ started_at: null }).eq('id', id);
    expect(ms((await stored(id)).started_at)).toBe(startedAt);
  });
});

describe('answers after the deadline', () => {
  // Started 40 minutes ago with a 30-minute limit: the deadline was 10 minutes ago, the grace ended 8 minutes ago.
  it('are not kept when saved directly; answers within the limit and the grace are', async () => {
    const { id, startedAt } = await timedAssessment(40 * MINUTE);
    const onTime = iso(startedAt! + 20 * MINUTE);
    const inGrace = iso(startedAt! + LIMIT_MINUTES * MINUTE + MINUTE);
    const late = iso(Date.now() - 5 * MINUTE);
    const save = await member
      .from('assessments')
      .update({
        answers: { LEAD_01: '4', LEAD_02: '5', LEAD_03: '3' },
        answer_times: { LEAD_01: onTime, LEAD_02: inGrace, LEAD_03: late },
      })
      .eq('id', id);
    expect(save.error).toBeNull();
    const row = await stored(id);
    expect(row.answers).toEqual({ LEAD_01: '4', LEAD_02: '5' });
    expect(Object.keys(row.answer_times).sort()).toEqual(['LEAD_01', 'LEAD_02']);
  });

  it('do not replace an answer given in time', async () => {
    const { id, startedAt } = await timedAssessment(40 * MINUTE);
    const onTime = iso(startedAt! + 5 * MINUTE);
    await member
      .from('assessments')
      .update({ answers: { LEAD_01: '2' }, answer_times: { LEAD_01: onTime } })
      .eq('id', id);
    await member
      .from('assessments')
      .update({ answers: { LEAD_01: '5' }, answer_times: { LEAD_01: iso(Date.now()) } })
      .eq('id', id);
    const row = await stored(id);
    expect(row.answers).toEqual({ LEAD_01: '2' });
    expect(row.answer_times).toEqual({ LEAD_01: onTime });
  });

  it('are not kept when pushed through the outbox batch, one save or a folded run', async () => {
    const { id, startedAt } = await timedAssessment(40 * MINUTE);
    const onTime = iso(startedAt! + 10 * MINUTE);
    const late = iso(Date.now() - MINUTE);
    const ops = [
      operation(
        'assessment/save-partial',
        MEMBER,
        id,
        { answers: { LEAD_01: '4' }, answer_times: { LEAD_01: onTime }, started_at: iso(startedAt!) },
        onTime,
      ),
      operation(
        'assessment/save-partial',
        MEMBER,
        id,
        { answers: { LEAD_02: '1' }, answer_times: { LEAD_02: late }, started_at: iso(startedAt!) },
        late,
      ),
    ];
    expect((await applyBatch(member, batchOf(ops))).map((a) => a.status)).toEqual(['ok', 'ok']);
    expect((await stored(id)).answers).toEqual({ LEAD_01: '4' });
    const single = operation(
      'assessment/save-partial',
      MEMBER,
      id,
      { answers: { LEAD_03: '2' }, answer_times: { LEAD_03: late } },
      late,
    );
    expect((await applyBatch(member, batchOf([single])))[0]).toMatchObject({ status: 'ok' });
    expect((await stored(id)).answers).toEqual({ LEAD_01: '4' });
  });
});

describe('a completion after the deadline', () => {
  it('is stamped at the deadline, without the answers acted after the grace, and its score is flagged for recalculation', async () => {
    const { id, startedAt, assignmentId } = await timedAssessment(40 * MINUTE, true);
    const deadline = startedAt! + LIMIT_MINUTES * MINUTE;
    const onTime = iso(startedAt! + 10 * MINUTE);
    const late = iso(Date.now() - MINUTE);
    const done = await member
      .from('assessments')
      .update({
        answers: { LEAD_01: '4', LEAD_02: '1' },
        answer_times: { LEAD_01: onTime, LEAD_02: late },
        score: 50,
        completed_at: iso(Date.now()),
      })
      .eq('id', id);
    expect(done.error).toBeNull();
    const row = await stored(id);
    expect(ms(row.completed_at)).toBe(deadline);
    expect(row.answers).toEqual({ LEAD_01: '4' });
    const assignment = await backend.db.query<{ status: string; completed_at: Date; needs_recalculation: boolean }>(
      'select status, completed_at, needs_recalculation from public.assessment_assignments where id = $1',
      [assignmentId],
    );
    expect(assignment.rows[0]).toMatchObject({ status: 'completed', needs_recalculation: true });
    expect(ms(assignment.rows[0]!.completed_at)).toBe(deadline);
  });

  it('is stamped at the deadline when pushed through the outbox batch, whatever time it claims', async () => {
    const { id, startedAt } = await timedAssessment(40 * MINUTE);
    const deadline = startedAt! + LIMIT_MINUTES * MINUTE;
    const claimed = iso(Date.now() + 3600_000);
    const op = operation(
      'assessment/complete',
      MEMBER,
      id,
      { answers: { LEAD_01: '3' }, score: 60, completed_at: claimed, started_at: claimed },
      claimed,
    );
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    const row = await stored(id);
    expect(ms(row.started_at)).toBe(startedAt);
    expect(ms(row.completed_at)).toBe(deadline);
    expect(row.answers).toEqual({});
  });
});

describe('offline completions', () => {
  it('keep their own time when acted within the limit and pushed an hour later', async () => {
    const { id, startedAt } = await timedAssessment(90 * MINUTE);
    const answeredAt = iso(startedAt! + 5 * MINUTE);
    const completedAt = iso(startedAt! + 20 * MINUTE);
    const ops = [
      operation(
        'assessment/save-partial',
        MEMBER,
        id,
        { answers: { LEAD_01: '4' }, answer_times: { LEAD_01: answeredAt }, started_at: iso(startedAt!) },
        answeredAt,
      ),
      operation(
        'assessment/complete',
        MEMBER,
        id,
        { answers: { LEAD_01: '4', LEAD_02: '5' }, score: 90, completed_at: completedAt, started_at: iso(startedAt!) },
        completedAt,
      ),
    ];
    expect((await applyBatch(member, batchOf(ops))).map((a) => a.status)).toEqual(['ok', 'ok']);
    const row = await stored(id);
    expect(ms(row.completed_at)).toBe(Date.parse(completedAt));
    expect(row.answers).toEqual({ LEAD_01: '4', LEAD_02: '5' });
  });

  it('keep an assessment the device started offline and the server first hears of at completion', async () => {
    const { id } = await timedAssessment(null);
    const startedAt = Date.now() - 50 * MINUTE;
    const completedAt = iso(startedAt + 25 * MINUTE);
    const op = operation(
      'assessment/complete',
      MEMBER,
      id,
      { answers: { LEAD_01: '2' }, score: 40, completed_at: completedAt, started_at: iso(startedAt) },
      completedAt,
    );
    expect((await applyBatch(member, batchOf([op])))[0]).toMatchObject({ status: 'ok' });
    const row = await stored(id);
    expect(ms(row.started_at)).toBe(startedAt);
    expect(ms(row.completed_at)).toBe(Date.parse(completedAt));
    expect(row.answers).toEqual({ LEAD_01: '2' });
  });
});
