/**
 * Content packs over HTTP: a template or program exported to a JSON pack and imported with
 * public.import_content_pack comes back with the same content under new ids; the rpc checks the
 * pack again (never trusting the client), refuses callers who may not write to the target, and a
 * refusal anywhere in the file leaves nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { exportTemplatePack } from '../../src/features/admin/content/packs/export-template-pack.ts';
import { exportProgramPack } from '../../src/features/admin/content/packs/export-program-pack.ts';
import type { ContentPack, ProgramPack } from '../../src/features/admin/content/packs/pack-types.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let orgAdmin: TestClient;
let member: TestClient;

const LIBRARY_TPM = seedId('50000000', 1);
const LIBRARY_PROGRAM = seedId('60000000', 101);

beforeAll(async () => {
  backend = await startTestBackend();
  [superAdmin, orgAdmin, member] = await Promise.all([
    backend.signIn(ACCOUNTS.super.email),
    backend.signIn(ACCOUNTS.admin.email),
    backend.signIn(ACCOUNTS.member.email),
  ]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const importPack = (
  client: TestClient,
  pack: unknown,
  args: { _organization_id?: string; _to_library?: boolean } = {},
) =>
  client.rpc('import_content_pack' as never, { _pack: pack, ...args } as never) as unknown as Promise<{
    data: string | null;
    error: { code: string; message: string; details: string } | null;
  }>;

const contentOf = ({ exportedAt: _at, ...pack }: ContentPack) => pack;

const rowCount = async (table: string): Promise<number> =>
  (await backend.db.query<{ n: number }>(`select count(*)::int as n from public.${table}`)).rows[0]!.n;
const countAll = async () =>
  Object.fromEntries(
    await Promise.all(
      [
        'coaching_programs',
        'coaching_phases',
        'coaching_activities',
        'assignment_forms',
        'form_questions',
        'ai_prompt_templates',
      ].map(async (t) => [t, await rowCount(t)] as const),
    ),
  );

describe('round trip', () => {
  it("imports the starter TPM template into Acme with the same questions and rule, under Acme's new ids", async () => {
    const source = await exportTemplatePack(orgAdmin, LIBRARY_TPM);
    expect(source.questions.filter((q) => q.language === 'en').length).toBeGreaterThan(0);
    expect(source.scoring_rule?.rule_type).toBe('dimension');
    const { data: id, error } = await importPack(orgAdmin, source);
    expect(error).toBeNull();
    expect(id).not.toBe(LIBRARY_TPM);
    const { rows } = await backend.db.query<{ organization_id: string; version: number }>(
      'select organization_id, version from public.assessment_templates where id = $1',
      [id],
    );
    expect(rows).toEqual([{ organization_id: ORG.acme, version: 1 }]);
    expect(contentOf(await exportTemplatePack(orgAdmin, id!))).toEqual(contentOf(source));
    expect(JSON.stringify(source)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
  });

  it('imports the starter program into Acme with its phases, activities, forms and prompt, twice', async () => {
    const source = await exportProgramPack(orgAdmin, LIBRARY_PROGRAM);
    expect(source.forms.length).toBe(2);
    expect(source.prompts.length).toBe(1);
    expect(JSON.stringify(source)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-/);
    const first = await importPack(orgAdmin, source);
    const second = await importPack(orgAdmin, source);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(second.data).not.toBe(first.data);
    expect(contentOf(await exportProgramPack(orgAdmin, first.data!))).toEqual(contentOf(source));
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.assignment_forms f where f.organization_id = $1 and f.activity_id in (
         select a.id from public.coaching_activities a join public.coaching_phases ph on ph.id = a.phase_id where ph.program_id = $2)`,
      [ORG.acme, first.data],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('lets the super admin import into Globex, which has no admin, and into the library', async () => {
    const pack = await exportTemplatePack(superAdmin, LIBRARY_TPM);
    const globex = await importPack(superAdmin, pack, { _organization_id: ORG.globex });
    expect(globex.error).toBeNull();
    const library = await importPack(superAdmin, await exportProgramPack(superAdmin, LIBRARY_PROGRAM), {
      _to_library: true,
    });
    expect(library.error).toBeNull();
    const { rows } = await backend.db.query<{ t: string | null; p: string | null }>(
      `select (select organization_id from public.assessment_templates where id = $1) as t,
              (select organization_id from public.coaching_programs where id = $2) as p`,
      [globex.data, library.data],
    );
    expect(rows).toEqual([{ t: ORG.globex, p: null }]);
  });
});

describe('refusals', () => {
  it("refuses Acme's admin importing into Globex or the library, and a member importing at all", async () => {
    const pack = await exportTemplatePack(orgAdmin, LIBRARY_TPM);
    const before = await rowCount('assessment_templates');
    expect((await importPack(orgAdmin, pack, { _organization_id: ORG.globex })).error?.code).toBe('42501');
    expect((await importPack(orgAdmin, pack, { _to_library: true })).error?.code).toBe('42501');
    expect((await importPack(member, pack)).error?.code).toBe('42501');
    expect(await rowCount('assessment_templates')).toBe(before);
  });

  it('refuses an unknown field with 22023 naming its path, checking on the server what the client may skip', async () => {
    const pack = await exportTemplatePack(orgAdmin, LIBRARY_TPM);
    const tampered = { ...pack, questions: pack.questions.map((q, i) => (i === 2 ? { ...q, secret: 1 } : q)) };
    const { error } = await importPack(orgAdmin, tampered);
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain('questions[2].secret');
    expect(JSON.parse(error!.details)).toEqual([{ path: 'questions[2].secret', code: 'unknown_field' }]);
  });

  it('refuses a version it does not know', async () => {
    const pack = { ...(await exportTemplatePack(orgAdmin, LIBRARY_TPM)), version: 2 };
    const { error } = await importPack(orgAdmin, pack);
    expect(error?.code).toBe('22023');
    expect(JSON.parse(error!.details)).toEqual([{ path: 'version', code: 'unknown_version' }]);
  });

  it('writes nothing for a missing reference in the middle of the file', async () => {
    const pack = await exportProgramPack(orgAdmin, LIBRARY_PROGRAM);
    pack.phases[1]!.activities[1]!.form_ref = 'no-such-form';
    const before = await countAll();
    const { error } = await importPack(orgAdmin, pack);
    expect(error?.code).toBe('22023');
    expect(error?.message).toContain('phases[1].activities[1].form_ref');
    expect(await countAll()).toEqual(before);
  });

  it('writes nothing when the database refuses a row after earlier rows were written', async () => {
    const pack: ProgramPack = await exportProgramPack(orgAdmin, LIBRARY_PROGRAM);
    // A valid shape the row constraints refuse: the last phase's activity is a video with a link no player plays.
    const last = pack.phases[2]!.activities[0]!;
    Object.assign(last, { activity_type: 'video', content_url: 'https://example.com/not-a-video' });
    const before = await countAll();
    const { error } = await importPack(orgAdmin, pack);
    expect(error).not.toBeNull();
    expect(await countAll()).toEqual(before);
  });
});
