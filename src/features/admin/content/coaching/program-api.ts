/**
 * Programs, phases and activities as the coaching editor reads and writes them. Every write is one
 * request (or one rpc: moves, reorders and a structure built at once go through save_coaching_structure),
 * so a refusal leaves nothing half-done; row-level security decides who writes
 * what (an org admin their organisation's programs, a super admin the library's).
 */
import type { BackendClient } from '../../../../backend/backend-client';
import type { Json } from '../../../../backend/database.types';
import { fail } from '../../../../backend/fail';
import type { ActivityDraft, PhaseDraft, ProgramDraft } from './validation';
import { workshopContent } from './workshop-content';

export interface ProgramRow {
  id: string;
  name: string;
  description: string | null;
  organization_id: string | null;
  duration_weeks: number | null;
  total_phases: number;
  is_active: boolean;
}

export interface PhaseRow {
  id: string;
  title: string;
  description: string | null;
  phase_number: number;
  duration_weeks: number;
  learning_objectives: Json;
  deliverables: Json;
  is_active: boolean;
}

export interface ActivityRow {
  id: string;
  phase_id: string;
  title: string;
  description: string | null;
  activity_type: string;
  order_index: number;
  is_required: boolean;
  team_leader_only: boolean;
  estimated_duration_minutes: number | null;
  instructions: string | null;
  content_url: string | null;
  content_data: Json;
  ai_prompt_template_id: string | null;
  is_active: boolean;
}

export interface ProgramDetail {
  program: ProgramRow;
  phases: (PhaseRow & { activities: ActivityRow[] })[];
}

const PROGRAM_COLUMNS = 'id, name, description, organization_id, duration_weeks, total_phases, is_active';
const PHASE_COLUMNS =
  'id, title, description, phase_number, duration_weeks, learning_objectives, deliverables, is_active';
const ACTIVITY_COLUMNS =
  'id, phase_id, title, description, activity_type, order_index, is_required, team_leader_only, estimated_duration_minutes, instructions, content_url, content_data, ai_prompt_template_id, is_active';

/**
 * The organisation's programs and the library's, archived ones last; with no organisation (a super
 * admin's library), the library's.
 */
export async function loadPrograms(client: BackendClient, organizationId: string | null): Promise<ProgramRow[]> {
  const query = client.from('coaching_programs').select(PROGRAM_COLUMNS);
  const { data, error } = await (
    organizationId
      ? query.or(`organization_id.eq.${organizationId},organization_id.is.null`)
      : query.is('organization_id', null)
  )
    .order('is_active', { ascending: false })
    .order('name');
  if (error) fail(error);
  return data ?? [];
}

/**
 * One program with its phases and their activities, read through the program: the service worker
 * answers reads of the phase and activity tables from its cache for minutes (for members offline),
 * and an author must see what they have just saved.
 */
export async function loadProgram(client: BackendClient, programId: string): Promise<ProgramDetail> {
  const { data, error } = await client
    .from('coaching_programs')
    .select(
      `${PROGRAM_COLUMNS}, phases:coaching_phases(${PHASE_COLUMNS}, activities:coaching_activities(${ACTIVITY_COLUMNS}))`,
    )
    .eq('id', programId)
    .single();
  if (error) fail(error);
  const { phases, ...program } = data;
  return {
    program,
    phases: [...(phases ?? [])]
      .sort((a, b) => a.phase_number - b.phase_number)
      .map((phase) => ({
        ...phase,
        activities: [...(phase.activities ?? [])].sort((a, b) => a.order_index - b.order_index),
      })),
  };
}

const weeks = (value: string) => (value.trim() ? Number(value) : null);

export async function saveProgram(
  client: BackendClient,
  organizationId: string | null,
  programId: string | null,
  draft: ProgramDraft,
): Promise<string> {
  const fields = {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    duration_weeks: weeks(draft.durationWeeks),
  };
  if (programId) {
    const { error } = await client.from('coaching_programs').update(fields).eq('id', programId);
    if (error) fail(error);
    return programId;
  }
  const { data, error } = await client
    .from('coaching_programs')
    .insert({ ...fields, organization_id: organizationId })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

export async function setProgramActive(client: BackendClient, programId: string, active: boolean): Promise<void> {
  const { error } = await client.from('coaching_programs').update({ is_active: active }).eq('id', programId);
  if (error) fail(error);
}

/**
 * A copy in the organisation, with every phase, activity, form and prompt, under its own name (so the
 * list tells the two apart); answers its id. The copy is whole before it is renamed.
 */
export async function duplicateProgram(
  client: BackendClient,
  programId: string,
  organizationId: string,
  name: string,
): Promise<string> {
  const { data, error } = await client.rpc('copy_program_to_organization', {
    _program_id: programId,
    _organization_id: organizationId,
  });
  if (error) fail(error);
  const copyId = data as string;
  const renamed = await client.from('coaching_programs').update({ name }).eq('id', copyId);
  if (renamed.error) fail(renamed.error);
  return copyId;
}

export function phaseFields(draft: PhaseDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    duration_weeks: Number(draft.durationWeeks),
    learning_objectives: draft.learningObjectives.map((o) => o.trim()).filter(Boolean),
    deliverables: draft.deliverables.map((d) => d.trim()).filter(Boolean),
    is_active: draft.isActive,
  };
}

export async function savePhase(
  client: BackendClient,
  programId: string,
  phaseId: string | null,
  draft: PhaseDraft,
  phaseNumber: number,
): Promise<void> {
  const fields = phaseFields(draft);
  const { error } = phaseId
    ? await client.from('coaching_phases').update(fields).eq('id', phaseId)
    : await client.from('coaching_phases').insert({ ...fields, program_id: programId, phase_number: phaseNumber });
  if (error) fail(error);
}

export function activityFields(draft: ActivityDraft) {
  return {
    title: draft.title.trim(),
    description: draft.description.trim() || null,
    activity_type: draft.activityType,
    is_required: draft.isRequired,
    team_leader_only: draft.teamLeaderOnly,
    estimated_duration_minutes: draft.estimatedMinutes.trim() ? Number(draft.estimatedMinutes) : null,
    instructions: draft.instructions.trim() || null,
    content_url: draft.contentUrl.trim() || null,
    content_data: (draft.activityType === 'workshop' ? workshopContent(draft.workshop) : {}) as Json,
    ai_prompt_template_id: draft.activityType === 'ai_suggestion' ? draft.promptTemplateId || null : null,
    submission_required: draft.activityType === 'assignment_form' || draft.activityType === 'assignment',
    is_active: draft.isActive,
  };
}

export async function saveActivity(
  client: BackendClient,
  phaseId: string,
  activityId: string | null,
  draft: ActivityDraft,
  orderIndex: number,
): Promise<string> {
  const fields = activityFields(draft);
  if (activityId) {
    const { error } = await client.from('coaching_activities').update(fields).eq('id', activityId);
    if (error) fail(error);
    return activityId;
  }
  const { data, error } = await client
    .from('coaching_activities')
    .insert({ ...fields, phase_id: phaseId, order_index: orderIndex })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

/** An activity in a structure save: an existing one by id (with the fields that change), or a new one. */
export type StructureActivity = { id: string } | ReturnType<typeof activityFields>;
/** A phase in a structure save; `activities`, when given, is the phase's whole list in order. */
export type StructurePhase = ({ id: string } | ReturnType<typeof phaseFields>) & { activities?: StructureActivity[] };
export interface SavedStructurePhase {
  id: string;
  activities?: string[];
}

/**
 * Saves a program's structure in one rpc and one transaction: every phase in order (positions give the
 * numbers), new ones created, and for each phase that lists them its activities in order. A refusal
 * leaves the program as it was. Answers the ids in the order given.
 */
export async function saveStructure(
  client: BackendClient,
  programId: string,
  phases: StructurePhase[],
): Promise<SavedStructurePhase[]> {
  const { data, error } = await client.rpc('save_coaching_structure', {
    _program_id: programId,
    _phases: phases as unknown as Json,
  });
  if (error) fail(error);
  return data as unknown as SavedStructurePhase[];
}

/** The program's phases by id in their order, with one phase moved by `by` places. */
export function phasesMoved(phases: readonly { id: string }[], index: number, by: number): StructurePhase[] {
  const next = phases.map(({ id }) => ({ id }));
  const [moved] = next.splice(index, 1);
  next.splice(index + by, 0, moved!);
  return next;
}

/** The program's phases by id, with one phase's activities in a new order (one moved by `by` places). */
export function activitiesMoved(
  phases: readonly { id: string; activities: readonly { id: string }[] }[],
  phaseId: string,
  index: number,
  by: number,
): StructurePhase[] {
  return phases.map((phase) => {
    if (phase.id !== phaseId) return { id: phase.id };
    const activities = phase.activities.map(({ id }) => ({ id }));
    const [moved] = activities.splice(index, 1);
    activities.splice(index + by, 0, moved!);
    return { id: phase.id, activities };
  });
}
