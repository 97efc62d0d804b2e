/**
 * The migrations apply to a fresh database (bootstrap + migrations + seed, as server/db/open.ts does),
 * follow the schema conventions, and the seed holds the demo data the other issues rely on.
 */
import { readdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir, openMigratedDatabase } from '../../server/db/open.ts';
import { ACCOUNTS, ORG, PROGRAM_ID, TEMPLATE, UNCONFIRMED_USER_ID, assessmentId } from './support/demo-ids.ts';

/** Private functions that write as the caller (security invoker), each for a stated reason. */
const CALLER_WRITERS = ['import_template_pack', 'import_program_pack'];

let db: PGlite;
const rows = async <R>(text: string, params?: unknown[]): Promise<R[]> => (await db.query<R>(text, params)).rows;

beforeAll(async () => {
  db = await openMigratedDatabase();
}, 300_000);
afterAll(async () => {
  await db?.close();
});

describe('migrations', () => {
  it('are named YYYYMMDDHHMMSS_<verb_noun>.sql', () => {
    const files = readdirSync(migrationsDir).filter((f) => f.endsWith('.sql'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(file).toMatch(/^\d{14}_[a-z]+(_[a-z]+)+\.sql$/);
  });

  it('enable row-level security, a comment and timestamps on every table', async () => {
    const tables = await rows<{
      name: string;
      rls: boolean;
      comment: string | null;
      stamps: number;
      triggered: boolean;
    }>(`
      select c.relname as name, c.relrowsecurity as rls, obj_description(c.oid, 'pg_class') as comment,
        (select count(*)::int from information_schema.columns k
          where k.table_schema = 'public' and k.table_name = c.relname and k.column_name in ('created_at', 'updated_at')) as stamps,
        exists (select 1 from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal
          and t.tgfoid in ('private.set_updated_at'::regproc, 'private.keep_newest_progress'::regproc)) as triggered
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by 1`);
    expect(tables.length).toBe(32);
    for (const t of tables)
      expect({ ...t, comment: Boolean(t.comment) }).toEqual({
        name: t.name,
        rls: true,
        comment: true,
        stamps: 2,
        triggered: true,
      });
  });

  it('write every policy for authenticated only, and never using (true)', async () => {
    const policies = await rows<{
      table: string;
      name: string;
      roles: string[];
      qual: string | null;
      check: string | null;
    }>(`
      select tablename as table, policyname as name, roles::text[] as roles, qual, with_check as check
      from pg_policies where schemaname = 'public'`);
    expect(policies.length).toBeGreaterThan(100);
    for (const p of policies) {
      expect(p.roles, `${p.table}: ${p.name}`).toEqual(['authenticated']);
      expect(p.qual?.trim(), `${p.table}: ${p.name}`).not.toBe('true');
      expect(p.check?.trim(), `${p.table}: ${p.name}`).not.toBe('true');
      expect(p.name.split(' ').length, p.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('give every table a policy for each of select, insert, update and delete', async () => {
    const gaps = await rows<{ name: string }>(`
      select c.relname || ' ' || cmd as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE']) cmd
      where n.nspname = 'public' and c.relkind = 'r'
        and not exists (select 1 from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname and p.cmd = cmd)`);
    expect(gaps).toEqual([]);
  });

  it('keep helpers in private: security definer, empty search_path, no execute for anon', async () => {
    const helpers = await rows<{
      name: string;
      definer: boolean;
      config: string[] | null;
      trigger: boolean;
      anon: boolean;
      authenticated: boolean;
    }>(`
      select p.proname as name, p.prosecdef as definer, p.proconfig as config, p.prorettype = 'trigger'::regtype as trigger,
        has_function_privilege('anon', p.oid, 'execute') as anon,
        has_function_privilege('authenticated', p.oid, 'execute') as authenticated
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'private'`);
    expect(helpers.length).toBeGreaterThan(25);
    for (const h of helpers) {
      expect(h.config, h.name).toContain('search_path=""');
      expect(h.anon, h.name).toBe(false);
      // Policy helpers run for signed-in users; a maintenance job (pruning) may be the service role's alone.
      // The content pack's writers run as the caller on purpose, so row-level security decides what they write.
      const definer = !CALLER_WRITERS.includes(h.name);
      if (!h.trigger) expect({ name: h.name, definer: h.definer }).toEqual({ name: h.name, definer });
    }
    const [schema] = await rows<{ anon: boolean }>(`select has_schema_privilege('anon', 'private', 'usage') as anon`);
    expect(schema?.anon).toBe(false);
  });

  it('offer the three role-check RPCs to authenticated users only', async () => {
    const rpcs = await rows<{
      signature: string;
      definer: boolean;
      anon: boolean;
      authenticated: boolean;
      returns: string;
    }>(`
      select p.oid::regprocedure::text as signature, p.prosecdef as definer, format_type(p.prorettype, null) as returns,
        has_function_privilege('anon', p.oid, 'execute') as anon, has_function_privilege('authenticated', p.oid, 'execute') as authenticated
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' order by 1`);
    // Other RPCs (assign_assessments, the admin-users service-role functions, reports ...) are checked where they are defined.
    expect(rpcs.filter((r) => r.anon)).toEqual([]);
    expect(rpcs.filter((r) => /^(has_role_check|is_org_admin_check|is_super_admin_check)\(/.test(r.signature))).toEqual(
      [
        {
          signature: 'has_role_check(uuid,text,uuid,uuid)',
          definer: true,
          returns: 'boolean',
          anon: false,
          authenticated: true,
        },
        { signature: 'is_org_admin_check(uuid)', definer: true, returns: 'boolean', anon: false, authenticated: true },
        { signature: 'is_super_admin_check()', definer: true, returns: 'boolean', anon: false, authenticated: true },
      ],
    );
    const [args] = await rows<{ args: string }>(
      `select pg_get_function_arguments('public.has_role_check(uuid,text,uuid,uuid)'::regprocedure) as args`,
    );
    expect(args?.args).toBe(
      '_user_id uuid, _role_type text, _org_id uuid DEFAULT NULL::uuid, _team_id uuid DEFAULT NULL::uuid',
    );
  });

  it('apply the spec defaults', async () => {
    const defaults = await rows<{ col: string; def: string }>(`
      select table_name || '.' || column_name as col, column_default as def from information_schema.columns
      where table_schema = 'public' and (table_name, column_name) in (
        ('profiles', 'manager_level'), ('assessment_questions', 'language'), ('team_members', 'role'),
        ('assessment_questions', 'metadata'), ('user_roles', 'role_metadata'), ('assessments', 'answer_times')) order by 1`);
    expect(defaults.map((d) => `${d.col}=${d.def}`)).toEqual([
      `assessment_questions.language='it'::text`,
      `assessment_questions.metadata='{"section": "default"}'::jsonb`,
      `assessments.answer_times='{}'::jsonb`,
      `profiles.manager_level='none'::text`,
      `team_members.role='member'::text`,
      `user_roles.role_metadata='{"role": "member"}'::jsonb`,
    ]);
  });

  it.each([
    ['assessment_questions', 'response_type', 'essay'],
    ['user_roles', 'role_type', 'owner'],
    ['coaching_activities', 'activity_type', 'podcast'],
    ['form_questions', 'question_type', 'color'],
    ['notifications', 'priority', 'critical'],
    ['team_chat_messages', 'sender_role', 'guest'],
    ['profiles', 'status', 'deleted'],
    ['teams', 'team_type', 'virtual'],
    ['ai_suggestions', 'status', 'archived'],
    ['user_activity_progress', 'status', 'paused'],
  ])('refuses an unknown %s.%s', async (table, column, value) => {
    const error = await db
      .query(`update public.${table} set ${column} = $1 where id = (select id from public.${table} limit 1)`, [value])
      .then(
        () => null,
        (e: { code?: string }) => e.code,
      );
    expect(error).toBe('23514');
  });
});

describe('seed', () => {
  it('creates every demo account in auth.users and auth.identities with the demo password', async () => {
    const users = await rows<{ email: string; ok: boolean; confirmed: boolean; identities: number }>(`
      select u.email, u.encrypted_password = extensions.crypt('Password-123', u.encrypted_password) as ok,
        u.email_confirmed_at is not null as confirmed,
        (select count(*)::int from auth.identities i where i.user_id = u.id and i.provider = 'email') as identities
      from auth.users u order by u.email`);
    const expected = [...Object.values(ACCOUNTS).map((a) => a.email), 'unconfirmed@acme.test'].sort();
    expect(users.map((u) => u.email)).toEqual(expected);
    for (const u of users)
      expect(u).toEqual({ email: u.email, ok: true, confirmed: u.email !== 'unconfirmed@acme.test', identities: 1 });
    const [unconfirmed] = await rows<{ id: string }>(`select id from auth.users where email = 'unconfirmed@acme.test'`);
    expect(unconfirmed?.id).toBe(UNCONFIRMED_USER_ID);
  });

  it('has accepted terms 1.0 for everyone but new@acme.test', async () => {
    const profiles = await rows<{ email: string; terms: string | null; privacy: string | null; accepted: boolean }>(`
      select email, terms_version as terms, privacy_version as privacy, terms_accepted_at is not null as accepted from public.profiles`);
    for (const p of profiles) {
      const fresh = p.email === 'new@acme.test';
      expect(p).toEqual({
        email: p.email,
        terms: fresh ? null : '1.0',
        privacy: fresh ? null : '1.0',
        accepted: !fresh,
      });
    }
  });

  it('covers all eight response types in Italian and English with matching item codes', async () => {
    const types = await rows<{ language: string; types: string[] }>(`
      select language, array_agg(distinct response_type order by response_type) as types from public.assessment_questions group by 1 order by 1`);
    const all = [
      'date_advanced',
      'likert_5',
      'likert_scale',
      'multiple_choice',
      'ranking',
      'rating_matrix',
      'single_choice',
      'slider',
    ];
    expect(types).toEqual([
      { language: 'en', types: all },
      { language: 'it', types: all },
    ]);
    const unmatched = await rows(`
      select template_id, evaluation_type, item_code from public.assessment_questions
      group by 1, 2, 3 having array_agg(language order by language) <> array['en', 'it']`);
    expect(unmatched).toEqual([]);
    const [tpm] = await rows<{ types: number; dims: string[] }>(
      `
      select count(distinct response_type)::int as types,
        array_agg(distinct metadata ->> 'dimension') filter (where metadata ? 'dimension') as dims
      from public.assessment_questions where template_id = $1 and language = 'it'`,
      [TEMPLATE.tpm],
    );
    expect(tpm).toEqual({ types: 8, dims: ['Create', 'Organize', 'Relate'] });
  });

  it('gives member@acme.test an unstarted 8-widget assessment, a 1-minute one and two completed ones', async () => {
    const mine = await rows<{ id: string; started: boolean; completed: boolean; limit: number | null }>(
      `
      select id::text, started_at is not null as started, completed_at is not null as completed, time_limit_minutes as limit
      from public.assessments where user_id = $1 order by created_at desc`,
      [ACCOUNTS.member.userId],
    );
    expect(mine).toEqual([
      { id: assessmentId(1), started: false, completed: false, limit: null },
      { id: assessmentId(17), started: true, completed: true, limit: null },
      { id: assessmentId(2), started: false, completed: false, limit: 1 },
      { id: assessmentId(3), started: true, completed: true, limit: null },
    ]);
  });

  it('has a scoring rule for every seeded assessment type, a custom one and a default average', async () => {
    const [missing] = await rows<{ types: string[] | null }>(`
      select array_agg(t.assessment_type_id) as types from public.assessment_templates t
      where not exists (select 1 from public.scoring_rule_templates r where t.assessment_type_id = any (r.applicable_assessment_types))`);
    expect(missing?.types).toBeNull();
    const rules = await rows<{ rule_type: string; is_system_default: boolean; logic: string | null }>(`
      select rule_type, is_system_default, calculation_formula ->> 'custom_logic' as logic from public.scoring_rule_templates order by 1`);
    expect(rules.map((r) => r.rule_type)).toEqual(['alignment', 'average', 'custom', 'dimension', 'mbti']);
    expect(rules.find((r) => r.rule_type === 'average')?.is_system_default).toBe(true);
    const logic = rules.find((r) => r.rule_type === 'custom')?.logic ?? '';
    expect(logic).not.toMatch(/eval|Function|window|document|global|process|require|import/);
    const run = new Function('answers', 'questions', logic) as (
      a: Record<string, string>,
      q: { item_code: string }[],
    ) => { score: number };
    expect(run({ A: '5', B: '3' }, [{ item_code: 'A' }, { item_code: 'B' }]).score).toBe(80);
  });

  it('has one coaching activity of every type in the demo program and a form question of every type', async () => {
    const demoActivities = `select a.* from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id
      where ph.program_id = '${PROGRAM_ID}'`;
    const [activities] = await rows<{ types: string[] }>(
      `select array_agg(activity_type order by activity_type) as types from (${demoActivities}) a`,
    );
    expect(activities?.types).toEqual([
      'ai_suggestion',
      'assignment',
      'assignment_form',
      'quiz',
      'simulation',
      'video',
      'workshop',
    ]);
    const [questions] = await rows<{ types: string[] }>(
      `select array_agg(distinct question_type order by question_type) as types from public.form_questions
        where form_id in (select id from public.assignment_forms where organization_id = '${ORG.acme}')`,
    );
    expect(questions?.types).toEqual([
      'date',
      'email',
      'multiple_choice',
      'number',
      'single_choice',
      'text_long',
      'text_short',
      'url',
    ]);
    const [special] = await rows<{ video: string; mode: string; prompt: boolean }>(`
      select (select content_url from (${demoActivities}) a where activity_type = 'video') as video,
        (select content_data ->> 'workshop_mode' from (${demoActivities}) a where activity_type = 'workshop') as mode,
        (select ai_prompt_template_id is not null from (${demoActivities}) a where activity_type = 'ai_suggestion') as prompt`);
    expect(special?.video).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/);
    expect(special?.mode).toBe('hybrid');
    expect(special?.prompt).toBe(true);
  });
});
