/**
 * The triggers the offline outbox relies on (CONTEXT.md, "Schema support for offline merge"),
 * exercised as member@acme.test through RLS, each case in a rolled-back transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, activityId, assessmentId, seedId } from './support/demo-ids.ts';
import { asUser, openSeededDatabase, sqlError } from './support/pglite-harness.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

type Sql = <R>(text: string, params?: unknown[]) => Promise<R[]>;
const asMember = <T>(fn: (sql: Sql) => Promise<T>): Promise<T> => asUser(db, ACCOUNTS.member.userId, fn);
const TPM = assessmentId(1);
const COMPLETED = assessmentId(3);

interface AssessmentRow {
  answers: Record<string, string>;
  answer_times: Record<string, string>;
  score: string | null;
  completed_at: string | null;
}
async function patchAssessment(sql: Sql, id: string, patch: Record<string, unknown>): Promise<AssessmentRow> {
  const sets = Object.keys(patch)
    .map((c) => `${c} = r.${c}`)
    .join(', ');
  const [row] = await sql<AssessmentRow>(
    `update public.assessments t set ${sets} from jsonb_populate_record(null::public.assessments, $1::jsonb) r
     where t.id = $2 returning t.answers, t.answer_times, t.score::text, t.completed_at::text`,
    [JSON.stringify(patch), id],
  );
  if (!row) throw new Error('assessment not updated');
  return row;
}

const t = (minute: number): string => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

describe('assessment answers merge per question', () => {
  it('keeps answers that a patch does not mention', async () => {
    const row = await asMember(async (sql) => {
      await patchAssessment(sql, TPM, { answers: { TPM_01: 'a' }, answer_times: { TPM_01: t(1) } });
      return patchAssessment(sql, TPM, { answers: { TPM_03: '4' }, answer_times: { TPM_03: t(2) } });
    });
    expect(row.answers).toEqual({ TPM_01: 'a', TPM_03: '4' });
    expect(row.answer_times).toEqual({ TPM_01: t(1), TPM_03: t(2) });
  });

  it('lets the later action win whatever order the patches arrive in', async () => {
    const newer = { answers: { TPM_01: 'c' }, answer_times: { TPM_01: t(5) } };
    const older = { answers: { TPM_01: 'a' }, answer_times: { TPM_01: t(1) } };
    const inOrder = await asMember(async (sql) => {
      await patchAssessment(sql, TPM, older);
      return patchAssessment(sql, TPM, newer);
    });
    const reversed = await asMember(async (sql) => {
      await patchAssessment(sql, TPM, newer);
      return patchAssessment(sql, TPM, older);
    });
    expect(inOrder.answers).toEqual({ TPM_01: 'c' });
    expect(reversed).toEqual(inOrder);
  });

  it('lets the incoming value win a tie and is idempotent', async () => {
    const row = await asMember(async (sql) => {
      await patchAssessment(sql, TPM, { answers: { TPM_01: 'a' }, answer_times: { TPM_01: t(1) } });
      await patchAssessment(sql, TPM, { answers: { TPM_01: 'b' }, answer_times: { TPM_01: t(1) } });
      return patchAssessment(sql, TPM, { answers: { TPM_01: 'b' }, answer_times: { TPM_01: t(1) } });
    });
    expect(row.answers).toEqual({ TPM_01: 'b' });
  });

  it('merges a patch of several questions key by key', async () => {
    const row = await asMember(async (sql) => {
      await patchAssessment(sql, TPM, {
        answers: { TPM_01: 'a', TPM_02: '["a"]' },
        answer_times: { TPM_01: t(3), TPM_02: t(1) },
      });
      return patchAssessment(sql, TPM, {
        answers: { TPM_01: 'b', TPM_02: '["b"]' },
        answer_times: { TPM_01: t(2), TPM_02: t(2) },
      });
    });
    expect(row.answers).toEqual({ TPM_01: 'a', TPM_02: '["b"]' });
    expect(row.answer_times).toEqual({ TPM_01: t(3), TPM_02: t(2) });
  });
});

describe('a completed assessment is final', () => {
  const completion = {
    answers: { LEAD_01: '4', LEAD_02: '5', LEAD_03: '3' },
    answer_times: { LEAD_01: t(1), LEAD_02: t(2), LEAD_03: t(3) },
    score: 80,
    completed_at: t(4),
  };

  it('accepts the completion, then the same completion again as a no-op', async () => {
    const [first, second] = await asMember(async (sql) => [
      await patchAssessment(sql, assessmentId(2), completion),
      await patchAssessment(sql, assessmentId(2), completion),
    ]);
    expect(second).toEqual(first);
    expect(first.completed_at).not.toBeNull();
  });

  it('stores exactly the answers the completion was scored on, even over later partial saves', async () => {
    const scoredOnTwo = {
      ...completion,
      answers: { LEAD_01: '4', LEAD_02: '5' },
      answer_times: { LEAD_01: t(1), LEAD_02: t(2) },
    };
    const row = await asMember(async (sql) => {
      // another device answered LEAD_01 later and LEAD_03 that the completion never saw
      await patchAssessment(sql, assessmentId(2), {
        answers: { LEAD_01: '1', LEAD_03: '2' },
        answer_times: { LEAD_01: t(50), LEAD_03: t(50) },
      });
      return patchAssessment(sql, assessmentId(2), scoredOnTwo);
    });
    expect(row.answers).toEqual(scoredOnTwo.answers);
    expect(row.answer_times).toEqual(scoredOnTwo.answer_times);
    expect(row.score).toBe('80');
  });

  it('still merges partial saves that do not complete', async () => {
    const row = await asMember(async (sql) => {
      await patchAssessment(sql, assessmentId(2), { answers: { LEAD_01: '1' }, answer_times: { LEAD_01: t(50) } });
      return patchAssessment(sql, assessmentId(2), {
        answers: { LEAD_01: '4', LEAD_02: '5' },
        answer_times: { LEAD_01: t(1), LEAD_02: t(2) },
      });
    });
    expect(row.answers).toEqual({ LEAD_01: '1', LEAD_02: '5' });
  });

  it.each([
    ['answers', { answers: { MBTI_EI: 'i' }, answer_times: { MBTI_EI: t(59) } }],
    ['score', { score: 10 }],
    ['completed_at', { completed_at: t(30) }],
  ])('refuses a change of %s with 23514 assessment_completed:', async (_name, patch) => {
    const error = await asMember(async (sql) => patchAssessment(sql, COMPLETED, patch).then(() => null, sqlError));
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/^assessment_completed:/);
  });

  it('treats a stale partial save after completion as a no-op', async () => {
    const row = await asMember(async (sql) =>
      patchAssessment(sql, COMPLETED, {
        answers: { MBTI_EI: 'i' },
        answer_times: { MBTI_EI: '2026-09-05T09:00:00.000Z' },
      }),
    );
    expect(row.answers.MBTI_EI).toBe('e');
  });

  it("marks the assessment's assignment completed", async () => {
    const status = await asMember(async (sql) => {
      await patchAssessment(sql, assessmentId(2), completion);
      const [row] = await sql<{ status: string }>(`select status from public.assessment_assignments where id = $1`, [
        seedId('53000000', 2),
      ]);
      return row?.status;
    });
    expect(status).toBe('completed');
  });
});

describe('activity progress', () => {
  const upsert = (sql: Sql, row: Record<string, unknown>) =>
    sql<{ status: string; completion_percentage: number; updated_at: string }>(
      `insert into public.user_activity_progress (user_id, activity_id, session_id, status, completion_percentage, updated_at)
       values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
       on conflict (user_id, activity_id, session_id) do update
         set status = excluded.status, completion_percentage = excluded.completion_percentage, updated_at = excluded.updated_at
       returning status, completion_percentage, updated_at::text`,
      [ACCOUNTS.member.userId, row.activity, SESSION_ID, row.status, row.pct, row.at ?? null],
    ).then((rows) => rows[0]!);

  it('never goes back from completed', async () => {
    const row = await asMember((sql) =>
      upsert(sql, { activity: activityId(2), status: 'in_progress', pct: 50, at: t(59) }),
    );
    expect(row.status).toBe('completed');
    expect(row.completion_percentage).toBe(100);
  });

  it('ignores an older action that arrives late', async () => {
    const row = await asMember(async (sql) => {
      await upsert(sql, { activity: activityId(1), status: 'completed', pct: 100, at: '2026-10-02T11:00:00Z' });
      return upsert(sql, { activity: activityId(1), status: 'in_progress', pct: 50, at: '2026-10-02T10:30:00Z' });
    });
    expect(row.status).toBe('completed');
  });

  it('keeps the stored row when an older in-progress update arrives', async () => {
    const row = await asMember((sql) =>
      upsert(sql, { activity: activityId(1), status: 'in_progress', pct: 20, at: '2026-10-01T00:00:00Z' }),
    );
    expect(row.completion_percentage).toBe(50);
  });

  it('applies a newer action, repeatedly with the same result', async () => {
    const [a, b] = await asMember(async (sql) => [
      await upsert(sql, { activity: activityId(1), status: 'completed', pct: 100, at: t(1) }),
      await upsert(sql, { activity: activityId(1), status: 'completed', pct: 100, at: t(1) }),
    ]);
    expect(a).toEqual(b);
    expect(a!.status).toBe('completed');
  });
});

describe('assignment submissions', () => {
  const submission = seedId('72000000', 50);
  const submit = (sql: Sql, answers: Record<string, unknown>, status: string) =>
    sql<{ answers: Record<string, unknown>; status: string; submitted_at: string | null }>(
      `insert into public.assignment_submissions (id, form_id, user_id, answers, status, submitted_at)
       values ($1, $2, $3, $4::jsonb, $5, case when $5 = 'submitted' then now() end)
       on conflict (id) do update set answers = excluded.answers, status = excluded.status, submitted_at = excluded.submitted_at
       returning answers, status, submitted_at::text`,
      [submission, seedId('70000000', 1), ACCOUNTS.member.userId, JSON.stringify(answers), status],
    ).then((rows) => rows[0]!);

  it('upserts on the client id and accepts an identical resubmission', async () => {
    const [draft, first, again] = await asMember(async (sql) => [
      await submit(sql, { q: 'bozza' }, 'draft'),
      await submit(sql, { q: 'finale' }, 'submitted'),
      await submit(sql, { q: 'finale' }, 'submitted'),
    ]);
    expect(draft!.status).toBe('draft');
    expect(again).toEqual(first);
  });

  it('refuses changed answers after submission with 23514 submission_submitted:', async () => {
    const error = await asMember(async (sql) => {
      await submit(sql, { q: 'finale' }, 'submitted');
      return submit(sql, { q: 'diversa' }, 'submitted').then(() => null, sqlError);
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toMatch(/^submission_submitted:/);
  });
});

describe('ai suggestion status', () => {
  const setStatus = (sql: Sql, status: string, at: string) =>
    sql<{ status: string; accepted_at: string | null }>(
      `update public.ai_suggestions set status = $1, accepted_at = case when $1 = 'accepted' then $2::timestamptz end,
         status_changed_at = $2::timestamptz where id = $3 returning status, accepted_at::text`,
      [status, at, seedId('81000000', 2)],
    ).then((rows) => rows[0]!);

  it('keeps the newer status when an older one arrives late', async () => {
    const row = await asMember(async (sql) => {
      await setStatus(sql, 'accepted', t(5));
      return setStatus(sql, 'rejected', t(1));
    });
    expect(row.status).toBe('accepted');
    expect(row.accepted_at).not.toBeNull();
  });

  it('applies a newer status', async () => {
    const row = await asMember(async (sql) => {
      await setStatus(sql, 'accepted', t(1));
      return setStatus(sql, 'rejected', t(5));
    });
    expect(row).toEqual({ status: 'rejected', accepted_at: null });
  });
});

describe('assessment started_at', () => {
  interface StartRow {
    started_at: string | null;
  }
  const setStart = (sql: Sql, startedAt: string | null) =>
    sql<StartRow>(`update public.assessments set started_at = $1 where id = $2 returning started_at::text`, [
      startedAt,
      TPM,
    ]);

  it('keeps the earliest start when a later one arrives', async () => {
    const rows = await asMember(async (sql) => {
      await setStart(sql, t(5));
      return setStart(sql, t(9));
    });
    expect(new Date(rows[0]!.started_at!).toISOString()).toBe(t(5));
  });

  it('moves to an earlier start reported late by another device', async () => {
    const rows = await asMember(async (sql) => {
      await setStart(sql, t(5));
      return setStart(sql, t(2));
    });
    expect(new Date(rows[0]!.started_at!).toISOString()).toBe(t(2));
  });

  it('is never cleared once set', async () => {
    const rows = await asMember(async (sql) => {
      await setStart(sql, t(5));
      return setStart(sql, null);
    });
    expect(new Date(rows[0]!.started_at!).toISOString()).toBe(t(5));
  });
});
