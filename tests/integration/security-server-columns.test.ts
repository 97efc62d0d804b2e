/**
 * A column that only an administrator, the server or the scoring decides cannot be written by anyone
 * else over REST: profiles.must_set_password and team_role, what answering, completing and scoring
 * write on another person's assessment, a completed assessment's results, an assignment's status and
 * recalculation flag, who assigned something, a leaders-only activity's completion, a generated
 * suggestion's content, and the fields of a notification the database writes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  ORG,
  PROGRAM_ID,
  SESSION_ID,
  TEAM,
  TEMPLATE,
  activityId,
  assessmentId,
  seedId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<'super' | 'admin' | 'leader' | 'member', TestClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['super', 'admin', 'leader', 'member'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
});
afterAll(async () => {
  await backend?.close();
});

const member = ACCOUNTS.member.userId;
const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  (await backend.db.query<T>(sql, params)).rows[0]!;

describe('profiles', () => {
  it('a member cannot clear their own must_set_password nor change their team_role', async () => {
    await backend.db.query('update public.profiles set must_set_password = true where user_id = $1', [member]);
    const clear = await as.member.from('profiles').update({ must_set_password: false }).eq('user_id', member);
    expect(clear.error?.code).toBe('42501');
    const role = await as.member.from('profiles').update({ team_role: 'leader' }).eq('user_id', member);
    expect(role.error?.code).toBe('42501');
    expect(await one('select must_set_password, team_role from public.profiles where user_id = $1', [member])).toEqual({
      must_set_password: true,
      team_role: 'member',
    });
    // What a member may edit still goes through.
    expect(
      (await as.member.from('profiles').update({ phone: '+39 02 1234567' }).eq('user_id', member)).error,
    ).toBeNull();
  });

  it("an org admin cannot clear their own must_set_password, only set a member's", async () => {
    await backend.db.query('update public.profiles set must_set_password = true where user_id = $1', [
      ACCOUNTS.admin.userId,
    ]);
    const own = await as.admin
      .from('profiles')
      .update({ must_set_password: false })
      .eq('user_id', ACCOUNTS.admin.userId);
    expect(own.error?.code).toBe('42501');
    const theirs = await as.admin
      .from('profiles')
      .update({ must_set_password: true })
      .eq('user_id', member)
      .select('must_set_password');
    expect(theirs.data).toEqual([{ must_set_password: true }]);
  });
});

describe('assessments', () => {
  it("an org admin cannot answer, start, score or complete a member's assessment", async () => {
    const id = assessmentId(1);
    const complete = await as.admin
      .from('assessments')
      .update({ score: 99, results: { forged: true }, completed_at: '2026-11-20T10:00:00.000Z' })
      .eq('id', id);
    expect(complete.error?.code).toBe('42501');
    const start = await as.admin.from('assessments').update({ started_at: '2020-01-01T00:00:00.000Z' }).eq('id', id);
    expect(start.error?.code).toBe('42501');
    const row = await one<{ score: unknown; completed_at: unknown }>(
      'select score, completed_at from public.assessments where id = $1',
      [id],
    );
    expect(row).toEqual({ score: null, completed_at: null });
  });

  it('an org admin cannot file an already answered or completed assessment for a member', async () => {
    const insert = await as.admin.from('assessments').insert({
      user_id: member,
      organization_id: ORG.acme,
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      score: 100,
      completed_at: '2026-11-20T10:00:00.000Z',
    });
    expect(insert.error?.code).toBe('42501');
  });

  it('a member cannot rewrite the results of an assessment they completed', async () => {
    const done = await one<{ id: string; results: unknown }>(
      'select id, results from public.assessments where user_id = $1 and completed_at is not null order by id limit 1',
      [member],
    );
    const rewrite = await as.member
      .from('assessments')
      .update({ results: { type: 'ENTJ', forged: true } })
      .eq('id', done.id);
    expect(rewrite.error?.code).toBe('23514');
    expect(
      (await one<{ results: unknown }>('select results from public.assessments where id = $1', [done.id])).results,
    ).toEqual(done.results);
  });
});

describe('assessment assignments', () => {
  it('an org admin cannot mark an assignment completed or recalculated by hand', async () => {
    const id = seedId('53000000', 1);
    const complete = await as.admin
      .from('assessment_assignments')
      .update({ status: 'completed', completed_at: '2026-11-20T10:00:00.000Z' })
      .eq('id', id);
    expect(complete.error?.code).toBe('42501');
    await backend.db.query('update public.assessment_assignments set needs_recalculation = true where id = $1', [id]);
    const flag = await as.admin.from('assessment_assignments').update({ needs_recalculation: false }).eq('id', id);
    expect(flag.error?.code).toBe('42501');
    expect(
      (await as.admin.from('assessment_assignments').update({ due_date: '2027-01-31' }).eq('id', id)).error,
    ).toBeNull();
  });

  it('an assignment created over REST is pending and assigned by the caller, whatever the client sends', async () => {
    const done = await as.admin.from('assessment_assignments').insert({
      template_id: TEMPLATE.tpm,
      organization_id: ORG.acme,
      team_id: TEAM.alpha,
      user_id: member,
      status: 'completed',
    });
    expect(done.error?.code).toBe('42501');
    const forged = await as.admin
      .from('assessment_assignments')
      .insert({
        template_id: TEMPLATE.tpm,
        organization_id: ORG.acme,
        team_id: TEAM.alpha,
        user_id: member,
        assigned_by: ACCOUNTS.manager.userId,
      })
      .select('assigned_by')
      .single();
    expect(forged.data?.assigned_by).toBe(ACCOUNTS.admin.userId);
  });

  it('a manager assignment is stamped with the admin who made it', async () => {
    const made = await as.admin
      .from('team_manager_assignments')
      .insert({
        team_id: TEAM.beta,
        manager_id: ACCOUNTS.manager.userId,
        assigned_by: ACCOUNTS.leader.userId,
      })
      .select('assigned_by')
      .single();
    expect(made.error).toBeNull();
    expect(made.data?.assigned_by).toBe(ACCOUNTS.admin.userId);
  });
});

describe('activity progress', () => {
  const LEADERS_ONLY = activityId(3);

  it("a member cannot complete an activity reserved to the team's leaders; the leader can", async () => {
    const forged = await as.member.from('user_activity_progress').insert({
      user_id: member,
      activity_id: LEADERS_ONLY,
      session_id: SESSION_ID,
      status: 'completed',
      completion_percentage: 100,
      completed_at: '2026-11-20T10:00:00.000Z',
    });
    expect(forged.error?.code).toBe('42501');
    const batch = await as.member.rpc('apply_outbox_batch', {
      operations: [
        {
          id: seedId('ee000000', 501),
          kind: 'progress/upsert',
          target: LEADERS_ONLY,
          body: {
            user_id: member,
            activity_id: LEADERS_ONLY,
            session_id: SESSION_ID,
            status: 'completed',
            completion_percentage: 100,
          },
        },
      ],
    });
    expect((batch.data as Array<{ status: string; code: string }>)[0]).toMatchObject({
      status: 'failed',
      code: '42501',
    });
    const leader = await as.leader.from('user_activity_progress').insert({
      user_id: ACCOUNTS.leader.userId,
      activity_id: LEADERS_ONLY,
      session_id: SESSION_ID,
      status: 'completed',
      completion_percentage: 100,
    });
    expect(leader.error).toBeNull();
  });

  it("progress names an activity of the session's own program", async () => {
    const other = await one<{ id: string }>(
      `
      with p as (insert into public.coaching_programs (name, organization_id) values ('Altro', $1) returning id),
      ph as (insert into public.coaching_phases (program_id, title, phase_number) select id, 'F', 1 from p returning id)
      insert into public.coaching_activities (phase_id, title, activity_type) select id, 'A', 'video' from ph returning id`,
      [ORG.acme],
    );
    const stray = await as.member.from('user_activity_progress').insert({
      user_id: member,
      activity_id: other.id,
      session_id: SESSION_ID,
      status: 'completed',
      completion_percentage: 100,
    });
    expect(stray.error?.code).toBe('42501');
    expect(PROGRAM_ID).not.toBe(other.id);
  });
});

describe('AI suggestions', () => {
  it('a member cannot store a suggestion of their own writing: only the generator stores one', async () => {
    const forged = await as.member.from('ai_suggestions').insert({
      activity_id: activityId(7),
      user_id: ACCOUNTS.member.userId,
      session_id: SESSION_ID,
      generated_content: { mission: 'scritta da me' },
    });
    expect(forged.error?.code).toBe('42501');
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from public.ai_suggestions where generated_content->>'mission' = 'scritta da me'",
    );
    expect(rows[0]!.n).toBe(0);
  });

  it("a member changes a suggestion's status, not what was generated", async () => {
    const id = seedId('81000000', 2);
    const forged = await as.member
      .from('ai_suggestions')
      .update({ generated_content: { mission: 'scritta da me' } })
      .eq('id', id);
    expect(forged.error?.code).toBe('42501');
    const moved = await as.member
      .from('ai_suggestions')
      .update({ activity_id: activityId(1) })
      .eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const accept = await as.member
      .from('ai_suggestions')
      .update({ status: 'accepted', accepted_at: '2026-11-20T10:00:00.000Z' })
      .eq('id', id);
    expect(accept.error).toBeNull();
  });
});

describe('notifications', () => {
  it('an org admin notifies a member with a title, a message and an in-app link, nothing the database writes', async () => {
    const base = { user_id: member, organization_id: ORG.acme, title: 'Avviso' };
    const chat = await as.admin.from('notifications').insert({ ...base, chat_message_id: seedId('90000000', 1) });
    expect(chat.error?.code).toBe('42501');
    const keyed = await as.admin
      .from('notifications')
      .insert({ ...base, message_key: 'assessment_assigned', message_params: { template_name: 'x' } });
    expect(keyed.error?.code).toBe('42501');
    const typed = await as.admin.from('notifications').insert({ ...base, notification_type: 'chat_mention' });
    expect(typed.error?.code).toBe('42501');
    const away = await as.admin.from('notifications').insert({ ...base, link: 'https://evil.example/login' });
    expect(away.error?.code).toBe('42501');
    const read = await as.admin.from('notifications').insert({ ...base, read_at: '2026-11-20T10:00:00.000Z' });
    expect(read.error?.code).toBe('42501');
    const plain = await as.admin
      .from('notifications')
      .insert({ ...base, message: 'Riunione alle 10', priority: 'high', link: '/assessment-list' });
    expect(plain.error).toBeNull();
  });
});
