import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionError } from './http.ts';

/** One activity of the session's program with how many of the team have completed or started it. */
export interface TeamActivityProgress {
  title: string;
  phaseNumber: number;
  phaseTitle: string;
  required: boolean;
  completed: number;
  inProgress: number;
}

/** One form of the program with how many of the team have submitted it. */
export interface TeamFormSubmissions {
  title: string;
  submitted: number;
}

/**
 * What a team suggestion is made from, read with the caller's own rights: counts only (never the
 * text of anyone's answers), since the suggestion is shown to the whole team and its coach.
 */
export interface TeamContext {
  userId: string;
  sessionId: string;
  teamName: string;
  programName: string;
  currentPhase: number;
  totalPhases: number;
  learners: number;
  activities: TeamActivityProgress[];
  forms: TeamFormSubmissions[];
}

const failed = (what: string) => new FunctionError(500, 'read_failed', `Errore nella lettura di ${what}.`);

async function rows<T>(query: PromiseLike<{ data: unknown; error: unknown }>, what: string): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw failed(what);
  return (data ?? []) as T[];
}

interface SessionRow {
  id: string;
  team_id: string;
  program_id: string;
  coach_id: string | null;
  current_phase: number;
}

/** The session as the caller sees it; 404 when it is not there or not theirs to see. */
async function readSession(db: SupabaseClient, sessionId: string): Promise<SessionRow> {
  const { data, error } = await db
    .from('coaching_sessions')
    .select('id, team_id, program_id, coach_id, current_phase')
    .eq('id', sessionId)
    .maybeSingle();
  if (error) throw failed('sessione');
  if (!data) throw new FunctionError(404, 'session_not_found', 'Sessione non trovata o non accessibile.');
  return data as SessionRow;
}

/** Only the team's members and the session's coach ask for the team's suggestion. */
async function requireParticipant(db: SupabaseClient, userId: string, session: SessionRow): Promise<void> {
  const membership = await rows<{ id: string }>(
    db.from('team_members').select('id').eq('team_id', session.team_id).eq('member_id', userId),
    'team',
  );
  if (membership.length > 0) return;
  if (session.coach_id) {
    const coach = await rows<{ id: string }>(
      db.from('taas_coaches').select('id').eq('id', session.coach_id).eq('user_id', userId).eq('is_active', true),
      'coach',
    );
    if (coach.length > 0) return;
  }
  throw new FunctionError(
    403,
    'not_in_team',
    'Solo il team della sessione e il suo coach chiedono suggestions al team.',
  );
}

interface ActivityRow {
  id: string;
  title: string;
  is_required: boolean;
  phase_id: string;
  order_index: number;
  source_form_activity_id: string | null;
  source_form_template_id: string | null;
}

export async function loadTeamContext(db: SupabaseClient, userId: string, sessionId: string): Promise<TeamContext> {
  const session = await readSession(db, sessionId);
  await requireParticipant(db, userId, session);
  const [team, program, phases, members] = await Promise.all([
    rows<{ name: string }>(db.from('teams').select('name').eq('id', session.team_id), 'team'),
    rows<{ name: string; total_phases: number }>(
      db.from('coaching_programs').select('name, total_phases').eq('id', session.program_id),
      'programma',
    ),
    rows<{ id: string; title: string; phase_number: number }>(
      db
        .from('coaching_phases')
        .select('id, title, phase_number')
        .eq('program_id', session.program_id)
        .eq('is_active', true)
        .order('phase_number'),
      'fasi',
    ),
    rows<{ member_id: string }>(db.from('team_members').select('member_id').eq('team_id', session.team_id), 'team'),
  ]);
  const phaseIds = phases.map((phase) => phase.id);
  const activities = phaseIds.length
    ? await rows<ActivityRow>(
        db
          .from('coaching_activities')
          .select('id, title, is_required, phase_id, order_index, source_form_activity_id, source_form_template_id')
          .in('phase_id', phaseIds)
          .eq('is_active', true)
          .order('order_index'),
        'attività',
      )
    : [];
  const learnerIds = members.map((member) => member.member_id);
  const progress = await rows<{ user_id: string; activity_id: string; status: string }>(
    db.from('user_activity_progress').select('user_id, activity_id, status').eq('session_id', sessionId),
    'progressi',
  );
  const forms = await readForms(db, activities);
  const submissions =
    forms.length && learnerIds.length
      ? await rows<{ form_id: string; user_id: string }>(
          db
            .from('assignment_submissions')
            .select('form_id, user_id')
            .in(
              'form_id',
              forms.map((form) => form.id),
            )
            .in('user_id', learnerIds)
            .eq('status', 'submitted'),
          'submission',
        )
      : [];

  const learners = new Set(learnerIds);
  const count = (activityId: string, status: string) =>
    progress.filter((row) => row.activity_id === activityId && row.status === status && learners.has(row.user_id))
      .length;
  const phaseOf = new Map(phases.map((phase) => [phase.id, phase]));
  return {
    userId,
    sessionId,
    teamName: team[0]?.name ?? '',
    programName: program[0]?.name ?? '',
    currentPhase: session.current_phase,
    totalPhases: program[0]?.total_phases ?? phases.length,
    learners: learners.size,
    activities: activities
      .map((activity) => ({
        title: activity.title,
        phaseNumber: phaseOf.get(activity.phase_id)?.phase_number ?? 0,
        phaseTitle: phaseOf.get(activity.phase_id)?.title ?? '',
        required: activity.is_required,
        completed: count(activity.id, 'completed'),
        inProgress: count(activity.id, 'in_progress'),
      }))
      .sort((a, b) => a.phaseNumber - b.phaseNumber),
    forms: forms.map((form) => ({
      title: form.title,
      submitted: new Set(submissions.filter((row) => row.form_id === form.id).map((row) => row.user_id)).size,
    })),
  };
}

/** The forms the program's activities collect (their own, and the forms they point at), in activity order. */
async function readForms(db: SupabaseClient, activities: ActivityRow[]): Promise<{ id: string; title: string }[]> {
  if (activities.length === 0) return [];
  const pointed = activities
    .flatMap((activity) => [activity.source_form_activity_id, activity.source_form_template_id])
    .filter((id): id is string => !!id);
  const [own, others] = await Promise.all([
    rows<{ id: string; title: string }>(
      db
        .from('assignment_forms')
        .select('id, title')
        .in(
          'activity_id',
          activities.map((activity) => activity.id),
        ),
      'form',
    ),
    pointed.length
      ? rows<{ id: string; title: string }>(db.from('assignment_forms').select('id, title').in('id', pointed), 'form')
      : Promise.resolve([]),
  ]);
  const byId = new Map([...own, ...others].map((form) => [form.id, form]));
  return [...byId.values()];
}
