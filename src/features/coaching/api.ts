// Backend reads of the member's coaching screens. Each takes the supabase client so
// the integration tests run the very same calls against the embedded backend.
import type { BackendClient } from '../../backend/backend-client';
import type { Tables } from '../../backend/database.types';
import type { SessionCounts } from '../../offline/coaching';
import { lookUpForm } from './form-lookup';
import { CoachingReadError, withRetries } from './retry';

const fail = (error: { message: string; code?: string }) => new CoachingReadError(error.message, error.code);

/** Session by id with program, team and coach, plus the ids the device keeps to find the rest. */
export const SESSION_FIELDS =
  'id, name, program_id, team_id, coach_id, status, current_phase, start_date, end_date, created_at, updated_at, ' +
  'program:coaching_programs(id, name, total_phases, duration_weeks, template_id), team:teams(id, name), ' +
  'coach:taas_coaches(id, first_name, last_name, email)';

export interface SessionProgram {
  id: string;
  name: string;
  total_phases: number;
  duration_weeks: number | null;
  template_id: string | null;
}
export interface SessionCoach {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}
export type SessionRow = Omit<Tables<'coaching_sessions'>, never> & {
  program: SessionProgram | null;
  team: { id: string; name: string } | null;
  coach: SessionCoach | null;
};
export type PhaseRow = Tables<'coaching_phases'>;
export type ActivityRow = Tables<'coaching_activities'>;
export type ActivityWithPhase = ActivityRow & {
  coaching_phases: { phase_number: number; title: string; program_id: string } | null;
};
export type ProgressRow = Tables<'user_activity_progress'>;
export type FormRow = Tables<'assignment_forms'>;
export type FormQuestionRow = Tables<'form_questions'>;
export type SubmissionRow = Tables<'assignment_submissions'>;

/** The sessions the user may see (their team's; row-level security decides). */
export async function fetchSessions(client: BackendClient): Promise<SessionRow[]> {
  const { data, error } = await client
    .from('coaching_sessions')
    .select(SESSION_FIELDS)
    .order('start_date', { ascending: false });
  if (error) throw fail(error);
  return (data ?? []) as unknown as SessionRow[];
}

export async function fetchSession(client: BackendClient, sessionId: string): Promise<SessionRow | null> {
  const { data, error } = await client
    .from('coaching_sessions')
    .select(SESSION_FIELDS)
    .eq('id', sessionId)
    .maybeSingle();
  if (error) throw fail(error);
  return data as unknown as SessionRow | null;
}

/**
 * Counts (§7): the ids of the program's active phases, then how many active activities they hold
 * (a head request: PostgREST answers the count alone, no rows).
 */
export async function fetchSessionCounts(client: BackendClient, programId: string): Promise<SessionCounts> {
  return withRetries(async () => {
    const phases = await client.from('coaching_phases').select('id').eq('program_id', programId).eq('is_active', true);
    if (phases.error) throw fail(phases.error);
    const phaseIds = (phases.data ?? []).map((phase) => phase.id);
    if (phaseIds.length === 0) return { activePhases: 0, activeActivities: 0 };
    const activities = await client
      .from('coaching_activities')
      .select('id', { count: 'exact', head: true })
      .in('phase_id', phaseIds)
      .eq('is_active', true);
    if (activities.error) throw fail(activities.error);
    if (activities.count === null) throw new CoachingReadError('coaching_activities: no count in the answer');
    return { activePhases: phaseIds.length, activeActivities: activities.count };
  });
}

/** Phases of a program by phase_number, all fields. */
export async function fetchPhases(client: BackendClient, programId: string): Promise<PhaseRow[]> {
  return withRetries(async () => {
    const { data, error } = await client
      .from('coaching_phases')
      .select('*')
      .eq('program_id', programId)
      .order('phase_number', { ascending: true });
    if (error) throw fail(error);
    return data ?? [];
  });
}

/** Activities of these phases (the device keeps every field: the cards and the activity need them). */
export async function fetchPhaseActivities(client: BackendClient, phaseIds: string[]): Promise<ActivityRow[]> {
  if (phaseIds.length === 0) return [];
  return withRetries(async () => {
    const { data, error } = await client
      .from('coaching_activities')
      .select('*')
      .in('phase_id', phaseIds)
      .order('order_index', { ascending: true });
    if (error) throw fail(error);
    return data ?? [];
  });
}

/** Progress across a session's activities: the user's own, or (userId null) every row the user may see. */
export async function fetchSessionProgress(
  client: BackendClient,
  userId: string | null,
  sessionId: string,
): Promise<ProgressRow[]> {
  let query = client.from('user_activity_progress').select('*').eq('session_id', sessionId);
  if (userId) query = query.eq('user_id', userId);
  const { data, error } = await query;
  if (error) throw fail(error);
  return data ?? [];
}

/** One active activity by id with its phase; null when missing or not accessible. */
export async function fetchActivity(client: BackendClient, activityId: string): Promise<ActivityWithPhase | null> {
  return withRetries(async () => {
    const { data, error } = await client
      .from('coaching_activities')
      .select('*, coaching_phases(phase_number, title, program_id)')
      .eq('id', activityId)
      .eq('is_active', true)
      .maybeSingle();
    if (error) throw fail(error);
    return data as ActivityWithPhase | null;
  });
}

/** Navigation: the program's phases, then their active activities (id, title, order_index, phase_id). */
export async function fetchNavigation(client: BackendClient, programId: string) {
  return withRetries(async () => {
    const phases = await client.from('coaching_phases').select('id, phase_number').eq('program_id', programId);
    if (phases.error) throw fail(phases.error);
    const ids = (phases.data ?? []).map((phase) => phase.id);
    if (ids.length === 0) return { phases: [], activities: [] };
    const activities = await client
      .from('coaching_activities')
      .select('id, title, order_index, phase_id')
      .in('phase_id', ids)
      .eq('is_active', true);
    if (activities.error) throw fail(activities.error);
    return { phases: phases.data ?? [], activities: activities.data ?? [] };
  });
}

export interface FoundForm {
  form: FormRow | null;
  /** the activity template's source_form_template_id, when step 4 read it (kept for offline). */
  templateFormId?: { templateId: string; formId: string | null };
}

/** The four-step form lookup of §7 against the backend. */
export async function fetchForm(
  client: BackendClient,
  activity: Pick<ActivityRow, 'id' | 'source_form_activity_id' | 'source_form_template_id' | 'template_id'>,
): Promise<FoundForm> {
  const found: FoundForm = { form: null };
  found.form = await lookUpForm<FormRow>(activity, {
    formOfActivity: async (activityId) => {
      // The oldest, as the coaching report picks it, so both name the same form.
      const { data, error } = await client
        .from('assignment_forms')
        .select('*')
        .eq('activity_id', activityId)
        .order('created_at', { ascending: true })
        .order('id', { ascending: true })
        .limit(1);
      if (error) throw fail(error);
      return data?.[0] ?? null;
    },
    formById: async (formId) => {
      const { data, error } = await client.from('assignment_forms').select('*').eq('id', formId).maybeSingle();
      if (error) throw fail(error);
      return data;
    },
    templateFormId: async (templateId) => {
      const { data, error } = await client
        .from('coaching_activity_templates')
        .select('source_form_template_id')
        .eq('id', templateId)
        .maybeSingle();
      if (error) throw fail(error);
      found.templateFormId = { templateId, formId: data?.source_form_template_id ?? null };
      return found.templateFormId.formId;
    },
  });
  return found;
}

export async function fetchFormQuestions(client: BackendClient, formId: string): Promise<FormQuestionRow[]> {
  const { data, error } = await client
    .from('form_questions')
    .select('*')
    .eq('form_id', formId)
    .order('order_index', { ascending: true });
  if (error) throw fail(error);
  return data ?? [];
}

export async function fetchSubmission(
  client: BackendClient,
  formId: string,
  userId: string,
): Promise<SubmissionRow | null> {
  const { data, error } = await client
    .from('assignment_submissions')
    .select('*')
    .eq('form_id', formId)
    .eq('user_id', userId)
    .maybeSingle();
  if (error) throw fail(error);
  return data;
}
