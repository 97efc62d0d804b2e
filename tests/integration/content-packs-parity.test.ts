/**
 * The database checks a pack as the app does: for the same broken packs, private.content_pack_errors
 * names the same paths and codes as validatePack (order aside), so the server refuses what the
 * screen refuses and nothing more.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ACCOUNTS, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import { exportProgramPack } from '../../src/features/admin/content/packs/export-program-pack.ts';
import { validatePack } from '../../src/features/admin/content/packs/validate-pack.ts';
import type { PackError, ProgramPack } from '../../src/features/admin/content/packs/pack-types.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const sorted = (errors: PackError[]) => errors.map((e) => `${e.path} ${e.code}`).sort();

it('names the same errors as the app for packs broken in every way it knows', async () => {
  const client = await backend.signIn(ACCOUNTS.admin.email);
  const source = await exportProgramPack(client, seedId('60000000', 101));
  const set = (target: object, values: Record<string, unknown>) => Object.assign(target, values);
  const broken: Array<(p: ProgramPack) => void> = [
    (p) => set(p.phases[1]!.activities[0]!, { extra: true }),
    (p) => set(p.program, { name: undefined }),
    (p) => set(p.phases[0]!, { duration_weeks: 'quattro' }),
    (p) => set(p.phases[2]!.activities[0]!, { activity_type: 'podcast' }),
    (p) => set(p.phases[2]!.activities[0]!, { prompt_ref: 'prompt-9' }),
    (p) => set(p, { prompts: [...p.prompts, p.prompts[0]] }),
    (p) => set(p.forms[0]!.questions[2]!, { options: ['solo'] }),
    (p) => set(p, { version: 3 }),
    (p) => set(p, { kind: 'quiz' }),
  ];
  for (const breakIt of broken) {
    const pack = structuredClone(source);
    breakIt(pack);
    const app = validatePack(pack);
    const { rows } = await backend.db.query<{ errors: PackError[] }>(
      'select private.content_pack_errors($1) as errors',
      [JSON.stringify(pack)],
    );
    expect(app.ok).toBe(false);
    expect(sorted(rows[0]!.errors)).toEqual(sorted(app.ok ? [] : app.errors));
  }
});
