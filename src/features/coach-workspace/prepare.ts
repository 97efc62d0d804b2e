/**
 * "Prepara offline" for a coach: every session they coach, onto the device: the session with its
 * program, team and coach; phases and activities (the timeline and every activity); the forms the
 * activities use with their questions (the activity templates' forms included); the team's
 * progress, submissions and suggestions; the chat; the teams' reports. Then, and only once all of
 * it is stored, each session gets its "pronto offline" mark.
 */
import type { BackendClient } from '../../backend/backend-client';
import { cacheChatMessages, type ChatMessageRow } from '../../offline/chat';
import { cacheRows, markReadyOfflineNow } from '../../offline/store';
import {
  cacheSubmissions,
  cacheTeamProgress,
  saveTemplateFormId,
  type ActivityFields,
  type CoachingSessionFields,
  type FormFields,
  type FormQuestionFields,
  type PhaseFields,
  type SubmissionFields,
  type TeamProgressFields,
} from '../../offline/coaching';
import { cacheSuggestions, type SuggestionFields } from '../../offline/suggestions';

/** The session as the coaching screens keep it (program, team and coach nested). */
export const SESSION_FIELDS =
  'id, name, program_id, team_id, coach_id, status, current_phase, start_date, end_date, created_at, updated_at, ' +
  'program:coaching_programs(id, name, total_phases, duration_weeks, template_id), team:teams(id, name), ' +
  'coach:taas_coaches(id, first_name, last_name, email)';

export interface PrepareProgress {
  step: number;
  steps: number;
}

const STEPS = 9;
const unique = (values: readonly (string | null | undefined)[]): string[] => [
  ...new Set(values.filter((v): v is string => !!v)),
];

async function rows<T>(
  what: string,
  query: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<T[]> {
  const { data, error } = await query;
  if (error) throw new Error(`${what}: ${error.message}`);
  return (data ?? []) as T[];
}

export interface PrepareCoachOptions {
  onProgress?: (progress: PrepareProgress) => void;
  /** stores what other screens of the session need (given by the app: the team screen, the list's counts). */
  prepareSession?: (sessionId: string) => Promise<void>;
  /** stores a coached team's reports (given by the app: the report screens' device copies). */
  prepareTeam?: (teamId: string) => Promise<void>;
}

/** Downloads everything; resolves to the prepared session ids. */
export async function prepareCoachOffline(
  client: BackendClient,
  userId: string,
  { onProgress, prepareSession, prepareTeam }: PrepareCoachOptions = {},
): Promise<string[]> {
  let step = 0;
  const advance = () => onProgress?.({ step: ++step, steps: STEPS });

  const coaches = await rows<{ id: string }>(
    'taas_coaches',
    client.from('taas_coaches').select('id').eq('user_id', userId),
  );
  const sessions = coaches.length
    ? await rows<CoachingSessionFields & { program_id: string; team_id: string }>(
        'coaching_sessions',
        client
          .from('coaching_sessions')
          .select(SESSION_FIELDS)
          .in(
            'coach_id',
            coaches.map((c) => c.id),
          ),
      )
    : [];
  await cacheRows('coachingSessions', userId, sessions);
  advance();

  const programIds = unique(sessions.map((s) => s.program_id));
  const phases = programIds.length
    ? await rows<PhaseFields>(
        'coaching_phases',
        client.from('coaching_phases').select('*').in('program_id', programIds),
      )
    : [];
  await cacheRows('phases', userId, phases);
  const activities = phases.length
    ? await rows<ActivityFields>(
        'coaching_activities',
        client
          .from('coaching_activities')
          .select('*')
          .in(
            'phase_id',
            phases.map((p) => p.id),
          ),
      )
    : [];
  await cacheRows('activities', userId, activities);
  advance();

  const activityIds = activities.map((a) => a.id);
  const templateIds = unique(activities.map((a) => a.template_id));
  const templates = templateIds.length
    ? await rows<{ id: string; source_form_template_id: string | null }>(
        'coaching_activity_templates',
        client.from('coaching_activity_templates').select('id, source_form_template_id').in('id', templateIds),
      )
    : [];
  for (const template of templates) await saveTemplateFormId(userId, template.id, template.source_form_template_id);
  const ownForms = activityIds.length
    ? await rows<FormFields>(
        'assignment_forms',
        client.from('assignment_forms').select('*').in('activity_id', activityIds),
      )
    : [];
  const sourceIds = unique([
    ...activities.flatMap((a) => [a.source_form_activity_id, a.source_form_template_id]),
    ...templates.map((t) => t.source_form_template_id),
  ]).filter((id) => !ownForms.some((form) => form.id === id));
  const sourceForms = sourceIds.length
    ? await rows<FormFields>('assignment_forms', client.from('assignment_forms').select('*').in('id', sourceIds))
    : [];
  const forms = [...ownForms, ...sourceForms];
  await cacheRows('forms', userId, forms);
  advance();

  const formIds = forms.map((form) => form.id);
  const questions = formIds.length
    ? await rows<FormQuestionFields>('form_questions', client.from('form_questions').select('*').in('form_id', formIds))
    : [];
  await cacheRows('formQuestions', userId, questions);
  advance();

  const sessionIds = sessions.map((s) => s.id);
  const progress = sessionIds.length
    ? await rows<TeamProgressFields>(
        'user_activity_progress',
        client.from('user_activity_progress').select('*').in('session_id', sessionIds),
      )
    : [];
  await cacheTeamProgress(userId, progress);
  advance();

  const submissions = formIds.length
    ? await rows<SubmissionFields>(
        'assignment_submissions',
        client.from('assignment_submissions').select('*').in('form_id', formIds),
      )
    : [];
  await cacheSubmissions(userId, submissions);
  const suggestions = activityIds.length
    ? await rows<SuggestionFields>(
        'ai_suggestions',
        client.from('ai_suggestions').select('*').in('activity_id', activityIds),
      )
    : [];
  await cacheSuggestions(userId, suggestions);
  advance();

  const teamIds = unique(sessions.map((s) => s.team_id));
  const chat = teamIds.length
    ? await rows<ChatMessageRow>(
        'team_chat_messages',
        client.from('team_chat_messages').select('*').in('team_id', teamIds).order('created_at'),
      )
    : [];
  await cacheChatMessages(userId, chat);
  advance();

  for (const id of sessionIds) await prepareSession?.(id);
  for (const teamId of teamIds) await prepareTeam?.(teamId);
  advance();

  for (const id of sessionIds) await markReadyOfflineNow(userId, 'session', id);
  advance();
  return sessionIds;
}
