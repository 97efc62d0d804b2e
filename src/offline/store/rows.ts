// Local row shapes: the generated table rows (src/backend/database.types.ts) plus `ownerId`, the
// signed-in user the row belongs to (logout removes that user's rows). Columns the server fills
// (created_at, updated_at, generated ids) are optional where the device writes the row first.
import type { Json, Tables } from '../../backend/database.types';

export type { Json };

export type Owned<T> = T & { ownerId: string };

type ServerFilled = 'created_at' | 'updated_at';
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** question item code -> answer (always a string). */
export type AnswerMap = Record<string, string>;
/** question item code -> ISO time of the user's action on that question. */
export type AnswerTimes = Record<string, string>;

export type ProgressStatus = 'not_started' | 'in_progress' | 'completed';
export type SuggestionStatus = 'new' | 'accepted' | 'rejected' | 'user_modified';

export type AssessmentFields = Optional<
  Omit<Tables<'assessments'>, 'answers' | 'answer_times'>,
  'updated_at' | 'organization_id' | 'results'
> & {
  answers: AnswerMap;
  answer_times: AnswerTimes;
};

export type TemplateFields = Optional<Tables<'assessment_templates'>, ServerFilled | 'description' | 'is_active'>;
export type QuestionFields = Optional<Tables<'assessment_questions'>, ServerFilled>;
export type ScoringRuleFields = Optional<Tables<'scoring_rule_templates'>, ServerFilled | 'description' | 'is_active'>;
/** The session as the screens read it, with the nested program, team and coach. */
export type CoachingSessionFields = Optional<Tables<'coaching_sessions'>, ServerFilled | 'name'> & {
  program?: Json;
  team?: Json;
  coach?: Json;
};
export type PhaseFields = Optional<Tables<'coaching_phases'>, ServerFilled>;
export type ActivityFields = Optional<Tables<'coaching_activities'>, ServerFilled>;
export type FormFields = Optional<Tables<'assignment_forms'>, ServerFilled | 'is_template' | 'organization_id'>;
export type FormQuestionFields = Optional<Tables<'form_questions'>, ServerFilled>;

/** updated_at is the client's action time (team contract); id is the server's. */
export type ProgressFields = Optional<Omit<Tables<'user_activity_progress'>, 'status'>, 'id' | 'created_at'> & {
  status: ProgressStatus;
};

export type SubmissionFields = Optional<Tables<'assignment_submissions'>, ServerFilled>;

export type SuggestionFields = Optional<
  Omit<Tables<'ai_suggestions'>, 'status' | 'status_changed_at'>,
  'updated_at' | 'generated_at' | 'prompt_template_id' | 'session_id' | 'submission_id'
> & {
  status: SuggestionStatus;
  status_changed_at: string | null;
};

/** A team chat message as the device keeps it; teamId mirrors team_id for the [ownerId+teamId] index. */
export type ChatMessageFields = Optional<Tables<'team_chat_messages'>, ServerFilled> & {
  teamId: string;
  /** true while the message is only on this device (queued in the outbox). */
  pending?: boolean;
};
/** Another team member's progress row (coach and team views), keyed by the server's row id. */
export type TeamProgressFields = Omit<Tables<'user_activity_progress'>, 'status'> & { status: ProgressStatus };

export type ProfileFields = Tables<'profiles'>;
export type RoleFields = Tables<'user_roles'>;

export type LocalAssessment = Owned<AssessmentFields>;
export type LocalQuestion = Owned<QuestionFields>;
export type LocalTemplate = Owned<TemplateFields>;
export type LocalScoringRule = Owned<ScoringRuleFields>;
export type LocalCoachingSession = Owned<CoachingSessionFields>;
export type LocalPhase = Owned<PhaseFields>;
export type LocalActivity = Owned<ActivityFields>;
export type LocalForm = Owned<FormFields>;
export type LocalFormQuestion = Owned<FormQuestionFields>;
export type LocalProgress = Owned<ProgressFields>;
export type LocalSubmission = Owned<SubmissionFields>;
export type LocalSuggestion = Owned<SuggestionFields>;
export type LocalChatMessage = Owned<ChatMessageFields>;
export type LocalTeamProgress = Owned<TeamProgressFields>;
export type LocalProfile = Owned<ProfileFields>;
export type LocalRole = Owned<RoleFields>;

/** Small per-user facts: last successful sync, "ready offline" marks. */
export interface MetaRow {
  ownerId: string;
  key: string;
  value: Json;
  updatedAt: string;
}

/** A server answer as a screen last received it (see ./snapshots.ts). */
export interface SnapshotRow {
  ownerId: string;
  key: string;
  value: unknown;
  fetchedAt: string;
}
