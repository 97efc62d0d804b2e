/**
 * The report functions as each demo role, through row-level security, against values
 * computed by hand from supabase/seed.sql; and the notifications the database writes when an
 * assessment is assigned or a coaching phase opens. Each case runs in a rolled-back transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, SESSION_ID, TEAM, TEMPLATE, seedId, type RoleKey } from './support/demo-ids.ts';
import { asUser, openSeededDatabase } from './support/pglite-harness.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

type Sql = <R>(text: string, params?: unknown[]) => Promise<R[]>;
const as = <T>(role: RoleKey, fn: (sql: Sql) => Promise<T>): Promise<T> => asUser(db, ACCOUNTS[role].userId, fn);
const uid = (role: RoleKey) => ACCOUNTS[role].userId;

interface ListRow {
  team_id: string;
  team_name: string;
  member_count: number;
  members_completed: number;
  members_started: number;
  completed_assessments: number;
  last_update: Date | null;
  report_status: string;
  template_versions: { template_id: string; name: string; version: number }[];
}
const listAs = (role: RoleKey, org: string | null = null) =>
  as(role, (sql) => sql<ListRow>('select * from public.assessment_report_teams($1)', [org]));

describe('assessment_report_teams', () => {
  it('gives each role the teams it answers for', async () => {
    const names = async (role: RoleKey, org: string | null = null) => (await listAs(role, org)).map((r) => r.team_name);
    expect(await names('super')).toEqual(['Alpha', 'Beta', 'Orion']);
    expect(await names('super', ORG.acme)).toEqual(['Alpha', 'Beta']);
    expect(await names('admin')).toEqual(['Alpha', 'Beta']);
    expect(await names('admin', ORG.globex)).toEqual([]);
    expect(await names('manager')).toEqual(['Alpha']);
    expect(await names('leader')).toEqual(['Alpha']);
    for (const role of ['member', 'newMember', 'coach', 'globex'] as const) expect(await names(role), role).toEqual([]);
  });

  it('counts Alpha as the seed says', async () => {
    const alpha = (await listAs('leader'))[0]!;
    // Laura (5 completed, the alignment one included), Mario (2 completed), Nicola (1 started): 3 members, 2 completed, 1 started.
    expect(alpha).toMatchObject({
      team_id: TEAM.alpha,
      member_count: 3,
      members_completed: 2,
      members_started: 1,
      completed_assessments: 7,
      report_status: 'in_progress',
    });
    // Nicola started his TPM at 2026-11-03 08:29, the latest event of the team's assessments.
    expect(alpha.last_update?.toISOString()).toBe('2026-11-03T08:29:00.000Z');
  });

  it('says not_started for a team without members and completed when everyone completed', async () => {
    const beta = (await listAs('admin')).find((r) => r.team_name === 'Beta');
    expect(beta).toMatchObject({
      member_count: 0,
      completed_assessments: 0,
      report_status: 'not_started',
      last_update: null,
    });
    const statusAfter = (change: string) =>
      inOwnerThenAs(
        'admin',
        change,
        async (sql) => (await sql<ListRow>('select * from public.assessment_report_teams()'))[0]!.report_status,
      );
    expect(await statusAfter(`delete from public.team_members where member_id = '${uid('newMember')}'`)).toBe(
      'completed',
    );
    expect(
      await statusAfter(
        `update public.assessments set completed_at = null, score = null where completed_at is not null and user_id <> '${uid('manager')}'`,
      ),
    ).toBe('started');
  });
});

/** Runs `change` as the database owner, then `fn` as the role, in one rolled-back transaction. */
function inOwnerThenAs<T>(role: RoleKey, change: string, fn: (sql: Sql) => Promise<T>): Promise<T> {
  return asUser(db, uid(role), async (sql) => {
    await sql('reset role');
    await sql("set local session_replication_role = 'replica'");
    await db.exec(change);
    await sql("set local session_replication_role = 'origin'");
    await sql('set local role authenticated');
    return fn(sql);
  });
}

interface ReportRow {
  member_id: string;
  member_first_name: string;
  assessment_id: string | null;
  assessment_type: string | null;
  evaluation_type: string | null;
  evaluator_id: string | null;
  evaluator_first_name: string | null;
  template_name: string | null;
  template_version: number | null;
  score: string | null;
  results: Record<string, unknown> | null;
}
const reportAs = (role: RoleKey, team = TEAM.alpha) =>
  as(role, (sql) => sql<ReportRow>('select * from public.team_assessment_report($1)', [team]));
const brief = (rows: ReportRow[]) =>
  rows.map((r) => [
    r.member_first_name,
    r.assessment_type,
    r.evaluation_type,
    r.score === null ? null : Number(r.score),
  ]);

describe('team_assessment_report', () => {
  const ALPHA = [
    ['Nicola', null, null, null],
    ['Laura', 'combined', 'self', 85],
    ['Laura', 'leadership', 'manager', 90],
    ['Laura', 'leadership', 'self', 73],
    ['Laura', 'mbti', 'self', 88],
    ['Laura', 'tpm', 'self', 56],
    ['Laura', 'twn', 'self', 70],
    ['Mario', 'combined', 'self', 48],
    ['Mario', 'mbti', 'self', 88],
  ];

  it('gives every member of Alpha their latest completed assessments, self and manager side by side', async () => {
    for (const role of ['super', 'admin', 'manager', 'leader'] as const)
      expect(brief(await reportAs(role)), role).toEqual(ALPHA);
  });

  it('carries the stored results and the evaluator', async () => {
    const rows = await reportAs('admin');
    const tpm = rows.find((r) => r.assessment_type === 'tpm')!;
    expect(tpm.results).toMatchObject({
      dominant_profile: 'Relate',
      dimension_scores: { Create: 27, Relate: 100, Organize: 40 },
    });
    expect(rows.find((r) => r.member_first_name === 'Mario' && r.assessment_type === 'mbti')!.results).toMatchObject({
      type: 'ENTJ',
    });
    const byManager = rows.find((r) => r.evaluation_type === 'manager')!;
    expect(byManager).toMatchObject({ evaluator_id: uid('manager'), evaluator_first_name: 'Marco' });
  });

  it('keeps only the latest of two completed assessments of the same kind', async () => {
    const rows = await inOwnerThenAs(
      'admin',
      `
      insert into public.assessments (user_id, organization_id, team_id, template_id, assessment_type, evaluation_type, answers, score, results, completed_at)
      values ('${uid('member')}', '${ORG.acme}', '${TEAM.alpha}', '${TEMPLATE.twn}', 'twn', 'self', '{}', 40, '{}', '2026-11-10 10:00+00')`,
      (sql) => sql<ReportRow>('select * from public.team_assessment_report($1)', [TEAM.alpha]),
    );
    expect(brief(rows).filter((r) => r[0] === 'Mario')).toEqual([
      ['Mario', 'combined', 'self', 48],
      ['Mario', 'mbti', 'self', 88],
      ['Mario', 'twn', 'self', 40],
    ]);
  });

  it('names the template version each assessment was taken with, in the report and in the list', async () => {
    const twn2 = seedId('50000000', 60);
    const change = `
      insert into public.assessment_templates (id, name, assessment_type_id, organization_id, version, family_id, previous_version_id)
      values ('${twn2}', 'TWN – Team Work Navigator', 'twn', '${ORG.acme}', 2, '${TEMPLATE.twn}', '${TEMPLATE.twn}');
      insert into public.assessments (user_id, organization_id, team_id, template_id, assessment_type, evaluation_type, answers, score, results, completed_at)
      values ('${uid('member')}', '${ORG.acme}', '${TEAM.alpha}', '${twn2}', 'twn', 'self', '{}', 40, '{}', '2026-11-10 10:00+00')`;
    const [report, list] = await inOwnerThenAs('leader', change, async (sql) => [
      await sql<ReportRow>('select * from public.team_assessment_report($1)', [TEAM.alpha]),
      await sql<ListRow>('select * from public.assessment_report_teams()'),
    ]);
    const twn = (report as ReportRow[])
      .filter((r) => r.assessment_type === 'twn')
      .map((r) => [r.member_first_name, r.template_name, r.template_version]);
    expect(twn).toEqual([
      ['Laura', 'TWN – Team Work Navigator', 1],
      ['Mario', 'TWN – Team Work Navigator', 2],
    ]);
    const versions = (list as ListRow[])[0]!.template_versions.filter((v) => v.name.startsWith('TWN'));
    expect(versions).toEqual([
      { template_id: TEMPLATE.twn, name: 'TWN – Team Work Navigator', version: 1 },
      { template_id: twn2, name: 'TWN – Team Work Navigator', version: 2 },
    ]);
  });

  it('answers nothing outside the report scope', async () => {
    for (const role of ['member', 'newMember', 'coach', 'globex'] as const)
      expect(await reportAs(role), role).toEqual([]);
    expect(await reportAs('admin', TEAM.orion)).toEqual([]);
    expect(await reportAs('leader', TEAM.beta)).toEqual([]);
  });
});

interface CoachingRow {
  activity_id: string;
  activity_type: string;
  member_first_name: string;
  progress_status: string;
  completion_percentage: number;
  submission_status: string | null;
  suggestions_count: number;
  accepted_suggestions_count: number;
}
const coachingAs = (role: RoleKey, team = TEAM.alpha) =>
  as(role, (sql) => sql<CoachingRow>('select * from public.team_coaching_report($1)', [team]));

describe('team_coaching_report', () => {
  it('gives one row per activity and member of the Alpha session', async () => {
    const rows = await coachingAs('leader');
    expect(rows).toHaveLength(7 * 3);
    const of = (n: number, who: string) =>
      rows.find((r) => r.activity_id === seedId('62000000', n) && r.member_first_name === who)!;
    expect(of(1, 'Mario')).toMatchObject({ progress_status: 'in_progress', completion_percentage: 50 });
    expect(of(2, 'Mario')).toMatchObject({ progress_status: 'completed', completion_percentage: 100 });
    expect(of(1, 'Laura')).toMatchObject({ progress_status: 'not_started', completion_percentage: 0 });
    expect(of(5, 'Laura')).toMatchObject({ submission_status: 'submitted' });
    expect(of(5, 'Mario')).toMatchObject({ submission_status: null });
    expect(of(7, 'Mario')).toMatchObject({ suggestions_count: 2, accepted_suggestions_count: 0 });
    expect(rows.filter((r) => r.progress_status === 'completed')).toHaveLength(1);
  });

  it('is read by the team overseers and the session coach only', async () => {
    for (const role of ['super', 'admin', 'manager', 'leader', 'coach'] as const)
      expect(await coachingAs(role), role).toHaveLength(21);
    for (const role of ['member', 'newMember', 'globex'] as const) expect(await coachingAs(role), role).toEqual([]);
  });

  it('counts an accepted suggestion', async () => {
    const rows = await inOwnerThenAs(
      'coach',
      `update public.ai_suggestions set status = 'accepted', accepted_at = now() where id = '${seedId('81000000', 2)}'`,
      (sql) => sql<CoachingRow>('select * from public.team_coaching_report($1, $2)', [TEAM.alpha, SESSION_ID]),
    );
    expect(rows.find((r) => r.activity_type === 'ai_suggestion' && r.member_first_name === 'Mario')).toMatchObject({
      suggestions_count: 2,
      accepted_suggestions_count: 1,
    });
  });
});

interface NotificationRow {
  user_id: string;
  notification_type: string;
  message_key: string;
  message_params: Record<string, unknown>;
  priority: string;
  link: string;
}
const notificationsOf = (sql: Sql, type: string) =>
  sql<NotificationRow>(
    `select user_id::text, notification_type, message_key, message_params, priority, link from public.notifications where notification_type = $1 order by user_id`,
    [type],
  );

describe('notifications written by the database', () => {
  it('tells a member an assessment was assigned to them, in their own notifications only', async () => {
    await as('admin', async (sql) => {
      await sql(`select * from public.assign_assessments($1, 'self', null, $2::uuid[])`, [
        TEMPLATE.twn,
        `{${uid('newMember')}}`,
      ]);
      await sql(`select * from public.assign_assessments($1, 'manager', null, $2::uuid[], $3)`, [
        TEMPLATE.twn,
        `{${uid('manager')}}`,
        uid('member'),
      ]);
      expect(await notificationsOf(sql, 'assessment_assigned')).toEqual([]);
      await sql('reset role');
      const rows = await notificationsOf(sql, 'assessment_assigned');
      expect(rows.map((r) => r.user_id)).toEqual([uid('manager'), uid('newMember')]);
      expect(rows[1]).toMatchObject({
        message_key: 'assessment_assigned',
        priority: 'medium',
        link: '/assessment-list',
        message_params: { template_name: 'TWN – Team Work Navigator', assessment_type: 'twn', evaluation_type: 'self' },
      });
      expect(rows[0]!.message_params).toMatchObject({
        evaluation_type: 'manager',
        target_user_id: uid('member'),
        target_name: 'Mario Russo',
      });
    });
  });

  it.each([
    ['today', 'current_date', 'urgent'],
    ['in 3 days', 'current_date + 3', 'high'],
    ['in 7 days', 'current_date + 7', 'high'],
    ['in 8 days', 'current_date + 8', 'medium'],
  ])('when due %s, has priority %s', async (_when, due, priority) => {
    await as('admin', async (sql) => {
      await sql(`select * from public.assign_assessments($1, 'self', null, $2::uuid[], null, null, ${due})`, [
        TEMPLATE.twn,
        `{${uid('member')}}`,
      ]);
      await sql('reset role');
      expect((await notificationsOf(sql, 'assessment_assigned')).map((r) => r.priority)).toEqual([priority]);
    });
  });

  it('tells each team member that a coaching phase opened', async () => {
    await as('coach', async (sql) => {
      await sql('update public.coaching_sessions set current_phase = 2 where id = $1', [SESSION_ID]);
      await sql('reset role');
      const rows = await notificationsOf(sql, 'coaching_phase_opened');
      expect(rows.map((r) => r.user_id)).toEqual([uid('leader'), uid('member'), uid('newMember')]);
      expect(rows[0]).toMatchObject({
        message_key: 'coaching_phase_opened',
        priority: 'medium',
        link: `/coaching/${SESSION_ID}`,
        message_params: {
          session_id: SESSION_ID,
          phase_number: 2,
          phase_title: 'Lavorare insieme',
          team_name: 'Alpha',
        },
      });
    });
  });

  it('lets a user see only their own notifications and change only read_at', async () => {
    await as('super', async (sql) => {
      expect(await sql('select id from public.notifications')).toEqual([]);
    });
    await as('member', async (sql) => {
      const own = await sql<{ id: string }>('select id::text from public.notifications');
      expect(own).toHaveLength(2);
      const marked = await sql(`update public.notifications set read_at = now() where id = $1 returning id`, [
        own[0]!.id,
      ]);
      expect(marked).toHaveLength(1);
      await expect(
        sql(`update public.notifications set title = 'x' where id = $1`, [own[0]!.id]),
      ).rejects.toMatchObject({ code: '42501' });
    });
  });
});
