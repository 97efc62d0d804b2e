/**
 * The starter library (supabase/library/starter.sql) loads without the demo data and without creating
 * any account: a database made of the migrations and the library alone has a library template of each
 * assessment type with questions in it and en and a scoring rule, and a library program with an
 * activity of every type; loading it again changes nothing. `npm run library` loads it into an existing
 * data folder and refuses one a running backend holds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../server/db/data-dir-lock.ts';
import { applyLibrary, openMigratedDatabase, openPglite, repoRoot } from '../../server/db/open.ts';

let db: PGlite;
let root: string;
const rows = async <R>(sql: string): Promise<R[]> => (await db.query<R>(sql)).rows;
const TYPES = ['combined', 'leadership', 'mbti', 'tpm', 'twn'];
const ACTIVITY_TYPES = ['ai_suggestion', 'assignment', 'assignment_form', 'quiz', 'simulation', 'video', 'workshop'];

const loadLibrary = (dataDir: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'cli', 'load-library.ts')], {
    cwd: repoRoot,
    env: { ...process.env, BACKEND_DATA_DIR: dataDir },
    encoding: 'utf8',
    timeout: 240_000,
  });

beforeAll(async () => {
  db = await openMigratedDatabase({ seed: false });
  root = await mkdtemp(path.join(tmpdir(), 'taas-library-'));
}, 240_000);
afterAll(async () => {
  await db?.close();
  await rm(root, { recursive: true, force: true });
});

const libraryTypes = `
  select t.assessment_type_id as type,
    (select array_agg(distinct q.language order by q.language) from public.assessment_questions q where q.template_id = t.id) as languages,
    exists (select 1 from public.scoring_rule_templates r
      where r.organization_id is null and t.assessment_type_id = any (r.applicable_assessment_types)) as scored
  from public.assessment_templates t where t.organization_id is null order by 1`;

describe('a database of migrations and the starter library only', () => {
  it('has a library template of every type, with questions in it and en and a scoring rule', async () => {
    const templates = await rows<{ type: string; languages: string[]; scored: boolean }>(libraryTypes);
    expect(templates.map((t) => t.type)).toEqual(TYPES);
    for (const t of templates) expect(t).toEqual({ type: t.type, languages: ['en', 'it'], scored: true });
  });

  it('has a library program with an activity of every type, its forms with questions and its prompt', async () => {
    const programs = await rows<{ id: string; types: string[]; forms: number; prompts: number }>(`
      select p.id, array_agg(distinct a.activity_type order by a.activity_type) as types,
        (select count(*)::int from public.assignment_forms f
          where f.organization_id is null and exists (select 1 from public.form_questions q where q.form_id = f.id)) as forms,
        count(a.ai_prompt_template_id)::int as prompts
      from public.coaching_programs p join public.coaching_phases ph on ph.program_id = p.id
      join public.coaching_activities a on a.phase_id = ph.id
      where p.organization_id is null group by p.id`);
    expect(programs).toHaveLength(1);
    expect(programs[0]).toMatchObject({ types: ACTIVITY_TYPES, forms: 2, prompts: 1 });
  });

  it('has no account, no profile and no organisation', async () => {
    const [counts] = await rows<{ users: number; profiles: number; organisations: number }>(`
      select (select count(*)::int from auth.users) as users, (select count(*)::int from public.profiles) as profiles,
        (select count(*)::int from public.organizations) as organisations`);
    expect(counts).toEqual({ users: 0, profiles: 0, organisations: 0 });
  });

  it('is unchanged by loading the library a second time', async () => {
    const before = await rows<{ n: number }>(`
      select (select count(*) from public.assessment_questions) + (select count(*) from public.coaching_activities)
        + (select count(*) from public.form_questions) + (select count(*) from public.scoring_rule_templates) as n`);
    await applyLibrary(db);
    const after = await rows<{ n: number }>(`
      select (select count(*) from public.assessment_questions) + (select count(*) from public.coaching_activities)
        + (select count(*) from public.form_questions) + (select count(*) from public.scoring_rule_templates) as n`);
    expect(after).toEqual(before);
  });
});

describe('npm run library', () => {
  it('refuses a data folder a running backend holds, saying so', async () => {
    const dataDir = path.join(root, 'held');
    await import('node:fs/promises').then((fs) => fs.mkdir(dataDir));
    const lock = lockDataDir(dataDir);
    try {
      const run = loadLibrary(dataDir);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`Another backend (process ${process.pid}) is using the data folder`);
    } finally {
      lock.release();
    }
  });

  it('loads the library into a data folder without creating an account', { timeout: 240_000 }, async () => {
    const dataDir = path.join(root, 'fresh');
    await import('node:fs/promises').then((fs) => fs.mkdir(dataDir));
    const run = loadLibrary(dataDir);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const loaded = await openPglite({ dataDir });
    try {
      const { rows: templates } = await loaded.query<{ type: string }>(
        'select assessment_type_id as type from public.assessment_templates where organization_id is null order by 1',
      );
      expect(templates.map((t) => t.type)).toEqual(TYPES);
      const { rows: users } = await loaded.query<{ n: number }>('select count(*)::int as n from auth.users');
      expect(users).toEqual([{ n: 0 }]);
    } finally {
      await loaded.close();
    }
  });
});
