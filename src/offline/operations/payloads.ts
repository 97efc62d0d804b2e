import type { AnswerMap, AnswerTimes, Json, ProgressStatus, SuggestionStatus } from '../store/rows';

/** target: the assessment id. answer_times defaults to actedAt for every answered question. */
export interface SavePartialPayload {
  answers: AnswerMap;
  answer_times?: AnswerTimes;
  /** When the timer started (first answer); the earlier of local and incoming is kept. */
  started_at?: string | null;
}

/** target: the assessment id. completed_at: the timer's deadline when it ran out, else actedAt. */
export interface CompletePayload {
  answers: AnswerMap;
  score: number | null;
  completed_at?: string;
  /** the scoring result beyond the score (dimension scores, type...). */
  results?: Json;
  /** When the timer started; the earlier of local and incoming is kept. */
  started_at?: string | null;
}

/** target: progressTarget(session_id, activity_id). */
export interface ProgressPayload {
  session_id: string;
  activity_id: string;
  status: ProgressStatus;
  completion_percentage?: number;
  completed_at?: string | null;
  submission_data?: Json;
}

/** target: the submission's client-made id (uuid). */
export interface SubmissionPayload {
  form_id: string;
  answers: Json;
  status: 'draft' | 'submitted';
  submitted_at?: string | null;
  ai_suggestions?: Json;
}

/** target: the suggestion id. */
export interface SuggestionStatusPayload {
  status: SuggestionStatus;
  accepted_at?: string | null;
  user_modifications?: Json;
}

/** target: the message's client-made id (uuid), also its row id. sender_role: shown until the server stamps its own. */
export interface ChatMessagePayload {
  team_id: string;
  session_id: string | null;
  message: string;
  sender_role: 'coach' | 'team_leader' | 'member';
}

/** target: the notification id; read_at is the operation's actedAt. */
export type NotificationMarkReadPayload = Record<string, never>;

/** When each field was edited on the device (ISO); the server keeps, per field, the later edit. */
export type FieldTimes<F extends string> = Partial<Record<F, string>>;

export type ScheduleField = 'start_date' | 'end_date' | 'current_phase';

/** target: the session id. Only the fields given are edited; field_times defaults to actedAt for each. */
export interface SessionSchedulePayload {
  start_date?: string | null;
  end_date?: string | null;
  current_phase?: number;
  field_times?: FieldTimes<ScheduleField>;
}

export type LogisticsField = 'venue_address' | 'scheduled_datetime' | 'logistics_notes';

/** target: the workshop activity id. Only the fields given are edited (content_data keys); field_times as above. */
export interface WorkshopLogisticsPayload {
  venue_address?: string | null;
  scheduled_datetime?: string | null;
  logistics_notes?: string | null;
  field_times?: FieldTimes<LogisticsField>;
}

export interface PayloadMap {
  'assessment/save-partial': SavePartialPayload;
  'assessment/complete': CompletePayload;
  'progress/upsert': ProgressPayload;
  'submission/upsert': SubmissionPayload;
  'suggestion/set-status': SuggestionStatusPayload;
  'chat-message/send': ChatMessagePayload;
  'notification/mark-read': NotificationMarkReadPayload;
  'session/edit-schedule': SessionSchedulePayload;
  'activity/edit-logistics': WorkshopLogisticsPayload;
}

export type OperationKind = keyof PayloadMap;

export const operationKinds = [
  'assessment/save-partial',
  'assessment/complete',
  'progress/upsert',
  'submission/upsert',
  'suggestion/set-status',
  'chat-message/send',
  'notification/mark-read',
  'session/edit-schedule',
  'activity/edit-logistics',
] as const satisfies readonly OperationKind[];

/** One user action, as queued. `id` is a client UUID; `actedAt` is when the user acted (ISO). */
export type Operation<K extends OperationKind = OperationKind> = {
  [P in K]: {
    id: string;
    kind: P;
    target: string;
    payload: PayloadMap[P];
    actedAt: string;
    ownerId: string;
  };
}[K];

export function progressTarget(sessionId: string, activityId: string): string {
  return `${sessionId}/${activityId}`;
}
