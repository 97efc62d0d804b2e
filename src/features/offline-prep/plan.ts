import type { ReadyScope } from '../../offline/store';

export type Row = Record<string, unknown>;
export type Collected = Record<string, Row[]>;

/** A read: equalities, "column in values" lists (an empty list means no rows), "column is null". */
export interface Where {
  eq?: Record<string, string | boolean>;
  in?: [column: string, values: string[]][];
  isNull?: string[];
}

/** Local tables the downloaded rows go to (null: only read to find the next ids). */
export type PrepTable =
  | 'assessments'
  | 'templates'
  | 'questions'
  | 'scoringRules'
  | 'coachingSessions'
  | 'phases'
  | 'activities'
  | 'forms'
  | 'formQuestions'
  | 'progress'
  | 'submissions'
  /** activity templates: their source_form_template_id (step 4 of the form lookup). */
  | 'activityTemplates'
  | 'teamProgress'
  | 'suggestions'
  | 'chat';

export interface PrepStep {
  key: string;
  table: string;
  local: PrepTable | null;
  /** the columns later steps need (the estimate reads only these). */
  keyColumns: string;
  /** what the download reads (default every column). */
  columns?: string;
  where(userId: string, got: Collected): Where;
  /** rows of this step get a "ready offline" mark of this scope once everything is downloaded. */
  readyScope?: ReadyScope;
}

const ids = (rows: Row[] | undefined, column = 'id'): string[] => [
  ...new Set((rows ?? []).map((row) => row[column]).filter((value): value is string => typeof value === 'string')),
];

export const LANGUAGES = ['it', 'en'];

/** A session as the coaching screens keep it: with its program, team and coach. */
const SESSION_COLUMNS =
  '*, program:coaching_programs(id, name, total_phases, duration_weeks, template_id), team:teams(id, name), coach:taas_coaches(id, first_name, last_name, email)';

/** The steps a member's open assessments need: templates, questions in both languages, scoring rules. */
export const ASSESSMENT_STEP_KEYS = ['assessments', 'templates', 'questions', 'scoringRules'];

/** The steps a member's own coaching sessions need. */
export const SESSION_STEP_KEYS = [
  'memberTeams',
  'teamSessions',
  'phases',
  'activities',
  'activityTemplates',
  'forms',
  'sourceForms',
  'formQuestions',
  'progress',
  'teamProgress',
  'submissions',
  'suggestions',
  'chat',
];

const CHAT_COLUMNS = 'id, client_id, team_id, session_id, sender_id, sender_role, message, created_at, updated_at';
const sessionsOf = (got: Collected): Row[] => [...(got.sessions ?? []), ...(got.teamSessions ?? [])];
const formsOf = (got: Collected): string[] => [...new Set([...ids(got.forms), ...ids(got.sourceForms)])];

/**
 * What working offline needs. Members: their open assessments with templates, questions in both
 * languages and scoring rules. Sessions (the ones a coach coaches, the ones of a member's teams):
 * phases and activities, every form the four-step lookup can reach (the activity templates
 * included) with its questions, progress, submissions, suggestions and the team's chat. Each user
 * simply gets the part row-level security lets them see.
 */
export const prepSteps: PrepStep[] = [
  {
    key: 'assessments',
    table: 'assessments',
    local: 'assessments',
    keyColumns: 'id,template_id',
    readyScope: 'assessment',
    where: (userId) => ({ eq: { user_id: userId }, isNull: ['completed_at'] }),
  },
  {
    key: 'templates',
    table: 'assessment_templates',
    local: 'templates',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['id', ids(got.assessments, 'template_id')]] }),
  },
  {
    key: 'questions',
    table: 'assessment_questions',
    local: 'questions',
    keyColumns: 'id',
    where: (_u, got) => ({
      in: [
        ['template_id', ids(got.assessments, 'template_id')],
        ['language', LANGUAGES],
      ],
    }),
  },
  {
    key: 'scoringRules',
    table: 'scoring_rule_templates',
    local: 'scoringRules',
    keyColumns: 'id',
    where: () => ({ eq: { is_active: true } }),
  },
  {
    key: 'coaches',
    table: 'taas_coaches',
    local: null,
    keyColumns: 'id',
    where: (userId) => ({ eq: { user_id: userId } }),
  },
  {
    key: 'sessions',
    table: 'coaching_sessions',
    local: 'coachingSessions',
    keyColumns: 'id,program_id,team_id',
    columns: SESSION_COLUMNS,
    readyScope: 'session',
    where: (_u, got) => ({ in: [['coach_id', ids(got.coaches)]] }),
  },
  // Members: the sessions of their teams (prepared automatically after sign-in, see auto-prepare.ts).
  {
    key: 'memberTeams',
    table: 'team_members',
    local: null,
    keyColumns: 'team_id',
    where: (userId) => ({ eq: { member_id: userId } }),
  },
  {
    key: 'teamSessions',
    table: 'coaching_sessions',
    local: 'coachingSessions',
    keyColumns: 'id,program_id,team_id',
    columns: SESSION_COLUMNS,
    readyScope: 'session',
    where: (_u, got) => ({ in: [['team_id', ids(got.memberTeams, 'team_id')]] }),
  },
  {
    key: 'phases',
    table: 'coaching_phases',
    local: 'phases',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['program_id', ids(sessionsOf(got), 'program_id')]] }),
  },
  {
    key: 'activities',
    table: 'coaching_activities',
    local: 'activities',
    keyColumns: 'id,template_id,source_form_activity_id,source_form_template_id',
    where: (_u, got) => ({ in: [['phase_id', ids(got.phases)]] }),
  },
  {
    key: 'activityTemplates',
    table: 'coaching_activity_templates',
    local: 'activityTemplates',
    keyColumns: 'id,source_form_template_id',
    columns: 'id,source_form_template_id',
    where: (_u, got) => ({ in: [['id', ids(got.activities, 'template_id')]] }),
  },
  {
    key: 'forms',
    table: 'assignment_forms',
    local: 'forms',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['activity_id', ids(got.activities)]] }),
  },
  // Forms an activity names instead of owning one (steps 2 to 4 of the form lookup).
  {
    key: 'sourceForms',
    table: 'assignment_forms',
    local: 'forms',
    keyColumns: 'id',
    where: (_u, got) => {
      const own = new Set(ids(got.forms));
      const named = [
        ...ids(got.activities, 'source_form_activity_id'),
        ...ids(got.activities, 'source_form_template_id'),
        ...ids(got.activityTemplates, 'source_form_template_id'),
      ];
      return { in: [['id', [...new Set(named)].filter((id) => !own.has(id))]] };
    },
  },
  {
    key: 'formQuestions',
    table: 'form_questions',
    local: 'formQuestions',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['form_id', formsOf(got)]] }),
  },
  // The user's own progress (the timeline's badges), and every progress row of the sessions the
  // user may read (the team's progress: the coach's workspace, the team screen).
  {
    key: 'progress',
    table: 'user_activity_progress',
    local: 'progress',
    keyColumns: 'id',
    where: (userId) => ({ eq: { user_id: userId } }),
  },
  {
    key: 'teamProgress',
    table: 'user_activity_progress',
    local: 'teamProgress',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['session_id', ids(sessionsOf(got))]] }),
  },
  // Submissions of the sessions' forms and suggestions of their activities (a member's own; the coach's teams').
  {
    key: 'submissions',
    table: 'assignment_submissions',
    local: 'submissions',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['form_id', formsOf(got)]] }),
  },
  {
    key: 'suggestions',
    table: 'ai_suggestions',
    local: 'suggestions',
    keyColumns: 'id',
    where: (_u, got) => ({ in: [['activity_id', ids(got.activities)]] }),
  },
  {
    key: 'chat',
    table: 'team_chat_messages',
    local: 'chat',
    keyColumns: 'id',
    columns: CHAT_COLUMNS,
    where: (_u, got) => ({ in: [['team_id', ids(sessionsOf(got), 'team_id')]] }),
  },
];

/** True when a list filter is empty: the read would return nothing, so it is skipped. */
export function isEmptyRead(where: Where): boolean {
  return (where.in ?? []).some(([, values]) => values.length === 0);
}
