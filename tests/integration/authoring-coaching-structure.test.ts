/**
 * The coaching editor's structure save over HTTP: an org admin builds a program's phases and activities
 * in one rpc (save_coaching_structure), moves a phase and reorders activities with it, and every refusal
 * (a phase left out, an activity the content checks refuse, an activity of another phase, a member, the
 * library) leaves the program exactly as it was.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import {
  activitiesMoved,
  phasesMoved,
  saveProgram,
  saveStructure,
  type StructureActivity,
  type StructurePhase,
} from '../../src/features/admin/content/coaching/program-api.ts';

let backend: TestBackend;
let admin: TestClient;
let member: TestClient;
let programId: string;

const LIBRARY_PROGRAM = seedId('60000000', 101);
const structureOf = async (id: string) =>
  (
    await backend.db.query<{ k: string }>(
      `select ph.phase_number || ':' || ph.title || coalesce('/' || ac.order_index || ':' || ac.title, '') as k
       from public.coaching_phases ph left join public.coaching_activities ac on ac.phase_id = ph.id
       where ph.program_id = $1 order by ph.phase_number, ac.order_index`,
      [id],
    )
  ).rows.map((r) => r.k);
const activity = (title: string): StructureActivity => ({
  title,
  description: null,
  activity_type: 'assignment',
  is_required: true,
  team_leader_only: false,
  estimated_duration_minutes: 15,
  instructions: 'Istruzioni',
  content_url: null,
  content_data: {},
  ai_prompt_template_id: null,
  submission_required: true,
  is_active: true,
});
const phase = (title: string, activities: string[]): StructurePhase => ({
  title,
  description: null,
  duration_weeks: 2,
  learning_objectives: ['Obiettivo'],
  deliverables: [],
  is_active: true,
  activities: activities.map(activity),
});
/** The Error the editor's api throws (the server's message), or null when the save went through. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error,
  );

beforeAll(async () => {
  backend = await startTestBackend();
  [admin, member] = await Promise.all([backend.signIn(ACCOUNTS.admin.email), backend.signIn(ACCOUNTS.member.email)]);
  programId = await saveProgram(admin as unknown as BackendClient, ORG.acme, null, {
    name: 'Struttura',
    description: '',
    durationWeeks: '8',
  });
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

const save = (client: TestClient, phases: StructurePhase[], id = programId) =>
  saveStructure(client as unknown as BackendClient, id, phases);

describe('the structure save of the coaching editor', () => {
  it('builds phases and their activities in one request, numbered by position', async () => {
    const saved = await save(admin, [phase('Avvio', ['A1', 'A2']), phase('Pratica', ['B1'])]);
    expect(saved).toHaveLength(2);
    expect(saved[0]!.activities).toHaveLength(2);
    expect(await structureOf(programId)).toEqual(['1:Avvio/1:A1', '1:Avvio/2:A2', '2:Pratica/1:B1']);
  });

  it('moves a phase and reorders activities, keeping every row', async () => {
    const { rows } = await backend.db.query<{ id: string; activities: { id: string }[] }>(
      `select ph.id, coalesce(jsonb_agg(jsonb_build_object('id', ac.id) order by ac.order_index)
         filter (where ac.id is not null), '[]') as activities
       from public.coaching_phases ph left join public.coaching_activities ac on ac.phase_id = ph.id
       where ph.program_id = $1 group by ph.id, ph.phase_number order by ph.phase_number`,
      [programId],
    );
    await save(admin, phasesMoved(rows, 0, 1));
    expect(await structureOf(programId)).toEqual(['1:Pratica/1:B1', '2:Avvio/1:A1', '2:Avvio/2:A2']);
    const moved = [rows[1]!, rows[0]!];
    await save(admin, activitiesMoved(moved, rows[0]!.id, 1, -1));
    expect(await structureOf(programId)).toEqual(['1:Pratica/1:B1', '2:Avvio/1:A2', '2:Avvio/2:A1']);
  });

  it('refuses a list that leaves out a phase, and changes nothing', async () => {
    const before = await structureOf(programId);
    const error = await refusal(save(admin, [phase('Sola', [])]));
    expect(error?.message).toMatch(/every phase/);
    expect(await structureOf(programId)).toEqual(before);
  });

  it('refuses an activity the content checks refuse, and creates nothing before it', async () => {
    const before = await structureOf(programId);
    const ids = (
      await backend.db.query<{ id: string }>(
        'select id from public.coaching_phases where program_id = $1 order by phase_number',
        [programId],
      )
    ).rows;
    const error = await refusal(save(admin, [...ids, phase('Nuova', ['Buona', '  '])]));
    expect(error?.message).toMatch(/activity_title_not_blank/);
    expect(await structureOf(programId)).toEqual(before);
  });

  it("refuses moving another phase's activity in, and writes by a member or to the library", async () => {
    const before = await structureOf(programId);
    const { rows } = await backend.db.query<{ phase: string; activity: string }>(
      `select ph.id as phase, (select ac.id from public.coaching_activities ac join public.coaching_phases o on o.id = ac.phase_id
         where o.program_id = $1 and o.id <> ph.id limit 1) as activity
       from public.coaching_phases ph where ph.program_id = $1 order by ph.phase_number`,
      [programId],
    );
    const ids = rows.map((r) => ({ id: r.phase }));
    const foreign = await refusal(
      save(admin, [
        {
          id: rows[0]!.phase,
          activities: [
            ...(
              await backend.db.query<{ id: string }>('select id from public.coaching_activities where phase_id = $1', [
                rows[0]!.phase,
              ])
            ).rows,
            { id: rows[0]!.activity },
          ],
        },
        ...ids.slice(1),
      ]),
    );
    expect(foreign?.message).toMatch(/not an activity of that phase/);
    // A member does not even read a program their teams do not follow.
    const byMember = await refusal(save(member, [...ids, phase('Del membro', [])]));
    expect(byMember?.message).toMatch(/no program with this id that you may read/);
    expect(await structureOf(programId)).toEqual(before);

    const libraryBefore = await structureOf(LIBRARY_PROGRAM);
    const libraryPhases = (
      await backend.db.query<{ id: string }>(
        'select id from public.coaching_phases where program_id = $1 order by phase_number',
        [LIBRARY_PROGRAM],
      )
    ).rows;
    const library = await refusal(save(admin, [...libraryPhases, phase('In libreria', ['X'])], LIBRARY_PROGRAM));
    expect(library?.message).toMatch(/not a phase of this program that you may change/);
    expect(await structureOf(LIBRARY_PROGRAM)).toEqual(libraryBefore);
  });
});
