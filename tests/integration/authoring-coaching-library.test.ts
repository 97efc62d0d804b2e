/**
 * A super admin authors the library's coaching content with the same editor api an org admin uses for
 * their organisation's: a library program (no organisation) with phases and activities, an activity's
 * form and a prompt, listed in library mode alone. Organisations see the library program and may copy it,
 * but an org admin's library writes are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import type { ActivityType } from '../../src/features/admin/content/coaching/validation.ts';
import { saveActivityForm } from '../../src/features/admin/content/coaching/form-api.ts';
import { loadPrograms, saveProgram, saveStructure } from '../../src/features/admin/content/coaching/program-api.ts';
import { loadPrompts, savePrompt } from '../../src/features/admin/content/coaching/prompt-api.ts';

let backend: TestBackend;
let superAdmin: BackendClient;
let acmeAdmin: BackendClient;

beforeAll(async () => {
  backend = await startTestBackend();
  [superAdmin, acmeAdmin] = (await Promise.all([
    backend.signIn(ACCOUNTS.super.email),
    backend.signIn(ACCOUNTS.admin.email),
  ])) as unknown as [BackendClient, BackendClient];
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const program = { name: 'Programma di libreria', description: 'Per tutti', durationWeeks: '6' };
const phase = (title: string, activities: { title: string; activity_type: ActivityType }[]) => ({
  title,
  description: null,
  duration_weeks: 3,
  learning_objectives: ['Obiettivo'],
  deliverables: [],
  is_active: true,
  activities: activities.map((a) => ({
    ...a,
    description: null,
    is_required: true,
    team_leader_only: false,
    estimated_duration_minutes: 20,
    instructions: null,
    content_url: null,
    content_data: {},
    ai_prompt_template_id: null,
    submission_required: a.activity_type === 'assignment_form',
    is_active: true,
  })),
});
const prompt = {
  name: 'Prompt di libreria',
  description: '',
  systemPrompt: 'Sei un coach.',
  userPromptTemplate: 'Suggerisci un passo a {{user_name}}.',
  outputFormat: 'free_text' as const,
  model: '',
  isActive: true,
};

describe('library coaching content, authored by a super admin', () => {
  it('creates a library program with phases, activities, a form and a prompt, listed alone in library mode', async () => {
    const id = await saveProgram(superAdmin, null, null, program);
    const [saved] = await saveStructure(superAdmin, id, [
      phase('Conoscersi', [
        { title: 'Video di benvenuto', activity_type: 'video' },
        { title: 'Scheda iniziale', activity_type: 'assignment_form' },
      ]),
    ]);
    const formId = await saveActivityForm(superAdmin, saved!.activities![1]!, null, {
      id: null,
      title: 'Scheda iniziale',
      description: '',
      questions: [
        {
          id: null,
          key: 'q1',
          text: 'Che cosa ti aspetti?',
          type: 'text_long',
          options: [],
          placeholder: '',
          helpText: '',
          isRequired: true,
        },
      ],
    });
    const promptId = await savePrompt(superAdmin, null, null, prompt);

    const { rows } = await backend.db.query<{ table: string; organization_id: string | null }>(
      `select 'program' as table, organization_id from public.coaching_programs where id = $1
       union all select 'form', organization_id from public.assignment_forms where id = $2
       union all select 'prompt', organization_id from public.ai_prompt_templates where id = $3`,
      [id, formId, promptId],
    );
    expect(rows).toEqual([
      { table: 'program', organization_id: null },
      { table: 'form', organization_id: null },
      { table: 'prompt', organization_id: null },
    ]);
    const library = await loadPrograms(superAdmin, null);
    expect(library.map((p) => p.id)).toContain(id);
    expect(library.every((p) => p.organization_id === null)).toBe(true);
    const prompts = await loadPrompts(superAdmin, null);
    expect(prompts.map((p) => p.id)).toContain(promptId);
    expect(prompts.every((p) => p.organization_id === null)).toBe(true);

    // An organisation sees it beside its own, and may copy it; its admin may not write the library.
    expect((await loadPrograms(acmeAdmin, ORG.acme)).map((p) => p.id)).toContain(id);
    await expect(saveStructure(acmeAdmin, id, [{ id: saved!.id }, phase('Di Acme', [])])).rejects.toThrow(
      /not a phase of this program that you may change|row-level security/,
    );
    await expect(saveProgram(acmeAdmin, null, null, program)).rejects.toThrow();
    await expect(savePrompt(acmeAdmin, null, null, prompt)).rejects.toThrow();
  });
});
