/**
 * Forged evaluations and abusive answers: what defines an assessment is fixed when it is
 * assigned; a member writes only what answering writes, and only answers to the template's questions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, TEMPLATE, assessmentId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
const GLOBEX_ASSIGNMENT = seedId('53000000', 5);
const TPM_ASSESSMENT = assessmentId(1);
const TIMED_ASSESSMENT = assessmentId(2);

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
});
afterAll(async () => {
  await backend?.close();
});

const stored = async (id: string): Promise<Record<string, unknown>> =>
  (await backend.db.query<Record<string, unknown>>(`select * from public.assessments where id = $1`, [id])).rows[0]!;

describe('a member forges evaluations (finding 4)', () => {
  it('refuses a completed manager evaluation of a Globex member on a Globex assignment', async () => {
    const { error } = await member.from('assessments').insert({
      user_id: ACCOUNTS.member.userId,
      organization_id: null,
      team_id: TEAM.orion,
      target_user_id: ACCOUNTS.globex.userId,
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      evaluation_type: 'manager',
      score: 99,
      completed_at: new Date().toISOString(),
      assignment_id: GLOBEX_ASSIGNMENT,
    });
    expect(error?.code).toBe('42501');
    const assignment = await backend.db.query<{ status: string }>(
      `select status from public.assessment_assignments where id = $1`,
      [GLOBEX_ASSIGNMENT],
    );
    expect(assignment.rows[0]?.status).toBe('pending');
  });

  it('refuses a manager evaluation of a team mate inside Acme too', async () => {
    const { error } = await member.from('assessments').insert({
      user_id: ACCOUNTS.member.userId,
      organization_id: ORG.acme,
      team_id: TEAM.alpha,
      target_user_id: ACCOUNTS.leader.userId,
      template_id: TEMPLATE.leadership,
      assessment_type: 'leadership',
      evaluation_type: 'manager',
    });
    expect(error?.code).toBe('42501');
  });

  it.each([
    ['time_limit_minutes', null],
    ['team_id', TEAM.beta],
    ['organization_id', ORG.globex],
    ['template_id', TEMPLATE.tpm],
    ['evaluation_type', 'manager'],
    ['target_user_id', ACCOUNTS.leader.userId],
    ['assignment_id', GLOBEX_ASSIGNMENT],
    ['assessment_type', 'tpm'],
  ])("refuses a PATCH of the member's own assessment that changes %s", async (name, value) => {
    const before = await stored(TIMED_ASSESSMENT);
    const { error } = await member
      .from('assessments')
      .update({ [name]: value } as never)
      .eq('id', TIMED_ASSESSMENT)
      .select('id');
    expect(error?.code).toBe('42501');
    expect(await stored(TIMED_ASSESSMENT)).toEqual(before);
  });

  it('keeps answering working: partial save, start time, completion with score and results', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const partial = await member
      .from('assessments')
      .update({ answers: { TPM_01: 'a' }, answer_times: { TPM_01: at }, started_at: at })
      .eq('id', TPM_ASSESSMENT)
      .select('answers');
    expect(partial.error).toBeNull();
    expect(partial.data).toEqual([{ answers: { TPM_01: 'a' } }]);
    const done = await member
      .from('assessments')
      .update({
        answers: { TPM_01: 'b' },
        answer_times: { TPM_01: at },
        score: 70,
        results: { dominant_profile: 'Relate' },
        completed_at: at,
      })
      .eq('id', TPM_ASSESSMENT)
      .select('score');
    expect(done.error).toBeNull();
    const assignment = await backend.db.query<{ status: string }>(
      `select status from public.assessment_assignments where id = $1`,
      [seedId('53000000', 1)],
    );
    expect(assignment.rows[0]?.status).toBe('completed');
  });
});

describe('answer keys that are not questions of the template (finding 6)', () => {
  it('refuses an unknown key with a 400 that names it', async () => {
    const { error, status } = await member
      .from('assessments')
      .update({ answers: { LEAD_01: '4', NOT_A_QUESTION: '1' } })
      .eq('id', TIMED_ASSESSMENT)
      .select('id');
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain('NOT_A_QUESTION');
  });

  it('refuses unknown keys in answer_times as well', async () => {
    const { error } = await member
      .from('assessments')
      .update({ answer_times: { BOGUS: '2026-11-20T10:00:00.000Z' } })
      .eq('id', TIMED_ASSESSMENT)
      .select('id');
    expect(error?.code).toBe('22023');
  });

  it('refuses ten thousand keys', async () => {
    const answers = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`K${i}`, '1']));
    const { error, status } = await member
      .from('assessments')
      .update({ answers })
      .eq('id', TIMED_ASSESSMENT)
      .select('id');
    expect(status).toBe(400);
    expect(error?.code).toBe('22023');
    expect((await stored(TIMED_ASSESSMENT)).answers).toEqual({});
  });
});
