// Backend reads of the assessment feature. Each takes the supabase client so the
// integration tests run the very same calls against the embedded backend.
import type { BackendClient } from '../../backend/backend-client';
import type { Tables } from '../../backend/database.types';
import { toAnswerMap } from './answers';

/** The section-3 fields of an assessment, plus answer_times (the offline merge column). */
export const ASSESSMENT_FIELDS =
  'id, user_id, team_id, completed_at, score, answers, answer_times, assessment_type, template_id, time_limit_minutes, started_at, evaluation_type, assignment_id, target_user_id, created_at';

const QUESTION_FIELDS =
  'id, item_code, question_text, question_type, response_type, evaluation_type, language, options, is_required, help_text, metadata, template_id, order_index, created_at, updated_at';

/** An assessment row as the device stores it, with the names the list shows. */
export type UserAssessmentRow = Omit<
  Tables<'assessments'>,
  'answers' | 'answer_times' | 'updated_at' | 'organization_id' | 'results'
> & {
  answers: Record<string, string>;
  answer_times: Record<string, string>;
  /** teams.name; null when no such team can be read ('Team sconosciuto'); absent while not known (a failed read). */
  team_name?: string | null;
  /** The evaluated person's name for manager evaluations (assignment's target profile). */
  target_user_name: string | null;
};

export type QuestionRow = Omit<Tables<'assessment_questions'>, 'created_at' | 'updated_at'> & {
  created_at?: string;
  updated_at?: string;
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const fail = (error: { message: string; code?: string }) => new ApiError(error.message, error.code);

const fullName = (p: { first_name: string | null; last_name: string | null } | null | undefined) =>
  p ? [p.first_name, p.last_name].filter(Boolean).join(' ').trim() || null : null;

/** Team names by id; undefined when the read failed, so a name the device already holds is kept. */
async function teamNames(client: BackendClient, ids: string[]): Promise<Map<string, string> | undefined> {
  if (ids.length === 0) return new Map();
  const { data, error } = await client.from('teams').select('id, name').in('id', ids);
  if (error || !data) return undefined;
  return new Map(data.map((team) => [team.id, team.name]));
}

/** Assignment id -> target profile name; a failed read is tolerated. */
async function assignmentTargets(client: BackendClient, ids: string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const { data, error } = await client
    .from('assessment_assignments')
    .select(
      'id, target_user_id, evaluation_type, target:profiles!assessment_assignments_target_user_id_fkey(first_name, last_name)',
    )
    .in('id', ids);
  if (error || !data) return new Map();
  return new Map(data.map((row) => [row.id, fullName(row.target)]));
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** GET assessments by user_id, newest first, then the team names and assignment targets they name. */
export async function fetchUserAssessments(client: BackendClient, userId: string): Promise<UserAssessmentRow[]> {
  const { data, error } = await client
    .from('assessments')
    .select(ASSESSMENT_FIELDS)
    .eq('user_id', userId)
    .order('created_at', { ascending: false });
  if (error) throw fail(error);
  const rows = data ?? [];
  const [teams, targets] = await Promise.all([
    teamNames(client, unique(rows.map((r) => r.team_id))),
    assignmentTargets(client, unique(rows.map((r) => r.assignment_id))),
  ]);
  return rows.map((row) => ({
    ...row,
    answers: toAnswerMap(row.answers),
    answer_times: toAnswerMap(row.answer_times),
    ...(teams ? { team_name: (row.team_id && teams.get(row.team_id)) || null } : {}),
    target_user_name: (row.assignment_id && targets.get(row.assignment_id)) || null,
  }));
}

/** GET assessments template_id, assessment_type and the template's assessment_type_id and rule, by id. */
export async function fetchAssessmentType(
  client: BackendClient,
  assessmentId: string,
): Promise<{
  template_id: string | null;
  assessment_type: string | null;
  assessment_type_id: string | null;
  scoring_rule_id: string | null;
} | null> {
  const { data, error } = await client
    .from('assessments')
    .select('template_id, assessment_type, assessment_templates(assessment_type_id, scoring_rule_id)')
    .eq('id', assessmentId)
    .maybeSingle();
  if (error) throw fail(error);
  if (!data) return null;
  return {
    template_id: data.template_id,
    assessment_type: data.assessment_type,
    assessment_type_id: data.assessment_templates?.assessment_type_id ?? null,
    scoring_rule_id: data.assessment_templates?.scoring_rule_id ?? null,
  };
}

export interface QuestionQuery {
  templateId: string;
  evaluationType: string;
  language: string;
}

/** GET assessment_questions by template_id, evaluation_type and language, ordered by order_index. */
export async function fetchQuestions(client: BackendClient, query: QuestionQuery): Promise<QuestionRow[]> {
  const { data, error } = await client
    .from('assessment_questions')
    .select(QUESTION_FIELDS)
    .eq('template_id', query.templateId)
    .eq('evaluation_type', query.evaluationType)
    .eq('language', query.language)
    .order('order_index', { ascending: true });
  if (error) throw fail(error);
  return data ?? [];
}

/** Every active scoring rule (readable by any signed-in user), stored for offline scoring. */
export async function fetchScoringRules(client: BackendClient): Promise<Tables<'scoring_rule_templates'>[]> {
  const { data, error } = await client.from('scoring_rule_templates').select('*').eq('is_active', true);
  if (error) throw fail(error);
  return data ?? [];
}
