// `npx tsx bench/authoring-coaching.ts`: how long an org admin's coaching program of 10 phases x 10
// activities takes on the embedded backend, through supabase-js: created row by row with the editor's
// single-row writes (111 requests), created with the editor's structure save (the program, then every
// phase and activity in one save_coaching_structure rpc), created in three plain requests (program,
// phases, activities), and copied whole with copy_program_to_organization (one rpc, one transaction),
// which is what "Duplica" does. The ways run interleaved, run after run. It measures and prints; it
// does not pass or fail.
import { performance } from 'node:perf_hooks';
import { createClient } from '@supabase/supabase-js';
import ws from 'ws';
import { startBackend } from '../server/app.ts';
import { loadPreparedDump } from '../server/db/prepared.ts';
import type { BackendClient } from '../src/backend/backend-client.ts';
import {
  activityFields,
  phaseFields,
  saveActivity,
  savePhase,
  saveProgram,
  saveStructure,
} from '../src/features/admin/content/coaching/program-api.ts';
import type { ActivityDraft, ActivityType, PhaseDraft } from '../src/features/admin/content/coaching/validation.ts';

const PHASES = Number(process.env.BENCH_PHASES ?? 10);
const ACTIVITIES = Number(process.env.BENCH_ACTIVITIES ?? 10);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ACME = '10000000-0000-4000-8000-000000000001';
// The editor's drafts are written out here: its modules with translated messages need the Lingui macro build.
const TYPES: ActivityType[] = ['video', 'quiz', 'simulation', 'workshop', 'assignment_form', 'assignment'];
const phase = (title: string): PhaseDraft => ({
  title,
  description: '',
  durationWeeks: '4',
  learningObjectives: ['Obiettivo'],
  deliverables: [],
  isActive: true,
});
const activity = (title: string, activityType: ActivityType): ActivityDraft => ({
  title,
  description: '',
  activityType,
  isRequired: true,
  teamLeaderOnly: false,
  estimatedMinutes: '15',
  instructions: 'Istruzioni',
  contentUrl: activityType === 'video' ? 'https://youtu.be/dQw4w9WgXcQ' : '',
  workshop: {
    mode: activityType === 'workshop' ? 'online' : '',
    venueAddress: '',
    meetingUrl: activityType === 'workshop' ? 'https://meet.example.test/x' : '',
    scheduledAt: '',
    maxParticipants: activityType === 'workshop' ? '12' : '',
    logisticsNotes: '',
    techRequirements: [],
  },
  promptTemplateId: '',
  isActive: true,
});

const backend = await startBackend({ port: 0, loadDataDir: await loadPreparedDump() });
const admin = createClient(backend.url, backend.anonKey, {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: ws as unknown as typeof WebSocket },
}) as unknown as BackendClient;
const signedIn = await admin.auth.signInWithPassword({ email: 'admin@acme.test', password: 'Password-123' });
if (signedIn.error) throw signedIn.error;

async function createRowByRow(run: number): Promise<{ id: string; ms: number }> {
  const started = performance.now();
  const id = await saveProgram(admin, ACME, null, { name: `Bench ${run}`, description: '', durationWeeks: '40' });
  for (let p = 1; p <= PHASES; p++) {
    await savePhase(admin, id, null, phase(`Fase ${p}`), p);
    const { data } = await admin
      .from('coaching_phases')
      .select('id')
      .eq('program_id', id)
      .eq('phase_number', p)
      .single();
    for (let a = 1; a <= ACTIVITIES; a++) {
      await saveActivity(admin, data!.id, null, activity(`Attività ${p}.${a}`, TYPES[a % TYPES.length]!), a);
    }
  }
  return { id, ms: performance.now() - started };
}

/** The same program with the editor's structure save: the program, then one rpc for every phase and activity. */
async function createWithStructureSave(run: number): Promise<number> {
  const started = performance.now();
  const id = await saveProgram(admin, ACME, null, {
    name: `Bench structure ${run}`,
    description: '',
    durationWeeks: '40',
  });
  await saveStructure(
    admin,
    id,
    Array.from({ length: PHASES }, (_, p) => ({
      ...phaseFields(phase(`Fase ${p + 1}`)),
      activities: Array.from({ length: ACTIVITIES }, (_, a) =>
        activityFields(activity(`Attività ${p + 1}.${a + 1}`, TYPES[(a + 1) % TYPES.length]!)),
      ),
    })),
  );
  return performance.now() - started;
}

/** The same program in three requests: the program, its phases, then every activity in one insert. */
async function createInBulk(run: number): Promise<number> {
  const started = performance.now();
  const id = await saveProgram(admin, ACME, null, { name: `Bench bulk ${run}`, description: '', durationWeeks: '40' });
  const phases = await admin
    .from('coaching_phases')
    .insert(Array.from({ length: PHASES }, (_, i) => ({ program_id: id, phase_number: i + 1, title: `Fase ${i + 1}` })))
    .select('id, phase_number');
  if (phases.error) throw new Error(phases.error.message);
  const rows = phases.data.flatMap((ph) =>
    Array.from({ length: ACTIVITIES }, (_, a) => ({
      ...activityFields(activity(`Attività ${ph.phase_number}.${a + 1}`, TYPES[(a + 1) % TYPES.length]!)),
      phase_id: ph.id,
      order_index: a + 1,
    })),
  );
  const inserted = await admin.from('coaching_activities').insert(rows);
  if (inserted.error) throw new Error(inserted.error.message);
  return performance.now() - started;
}

async function copy(programId: string): Promise<number> {
  const started = performance.now();
  const { error } = await admin.rpc('copy_program_to_organization', { _program_id: programId, _organization_id: ACME });
  if (error) throw new Error(error.message);
  return performance.now() - started;
}

const creates: number[] = [];
const structures: number[] = [];
const bulks: number[] = [];
const copies: number[] = [];
for (let run = 0; run < RUNS; run++) {
  const created = await createRowByRow(run);
  creates.push(created.ms);
  structures.push(await createWithStructureSave(run));
  bulks.push(await createInBulk(run));
  copies.push(await copy(created.id));
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (xs: number[]) => `median ${median(xs).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms`;
console.log(`coaching program of ${PHASES} phases x ${ACTIVITIES} activities, ${RUNS} runs`);
console.log(`  created row by row (the editor's single-row writes): ${fmt(creates)}`);
console.log(`  created with the editor's structure save (program, then one rpc): ${fmt(structures)}`);
console.log(`  created in three requests (program, phases, activities): ${fmt(bulks)}`);
console.log(`  copied (copy_program_to_organization): ${fmt(copies)}`);
await backend.close();
