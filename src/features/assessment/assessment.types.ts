import type { MessageDescriptor } from '@lingui/core';
import type { AnswerMap } from './answers';

/** The assessments row fields the machine reads; wider rows are accepted. */
export interface AssessmentRecord {
  id: string;
  answers?: unknown;
  /** question item code -> ISO time of the answer (the merge column); used to sync stored answers. */
  answer_times?: unknown;
  started_at: string | null;
  completed_at: string | null;
  time_limit_minutes: number | null;
  assessment_type: string | null;
  evaluation_type: string | null;
  assignment_id: string | null;
  template_id: string | null;
  team_id?: string | null;
  target_user_id?: string | null;
}

/** An assessment_questions row as loaded (ordered by order_index); only item_code matters to the machine. */
export interface AssessmentQuestion {
  id: string;
  item_code: string;
  question_text: string;
  response_type: string;
  options?: unknown;
  metadata?: unknown;
  is_required?: boolean;
  help_text?: string | null;
  order_index?: number;
}

/** question item code -> ISO time of the user's action on it (the merge column answer_times). */
export type AnswerTimes = Record<string, string>;

export interface AssessmentMachineInput {
  assessmentId?: string | null;
  /** Question language, default 'it'. */
  language?: string;
  /** Epoch ms; tests pass the SimulatedClock's now. Default Date.now. */
  now?: () => number;
}

export type LoadAssessmentInput = { assessmentId: string };
export type LoadQuestionsInput = { templateId: string; evaluationType: string; language: string };
/** One answer, written through the offline layer (durable in IndexedDB first). */
export type PersistAnswerInput = {
  assessmentId: string;
  questionCode: string;
  value: string;
  answeredAt: string;
  startedAt: string | null;
};
export type SavePartialInput = {
  assessmentId: string;
  answers: AnswerMap;
  answerTimes: AnswerTimes;
  startedAt: string | null;
  savedAt: string;
};
export type ComputeScoreInput = {
  assessment: AssessmentRecord & { assessment_type: string };
  questions: readonly AssessmentQuestion[];
  answers: AnswerMap;
};
/** The scorer's result; `score` is what the completion stores. */
export type ComputeScoreOutput = { score: number };
export type CompleteInput = {
  assessmentId: string;
  answers: AnswerMap;
  answerTimes: AnswerTimes;
  score: number;
  result: ComputeScoreOutput;
  /** The user's submit moment, or the deadline when the timer ran out. */
  completedAt: string;
  startedAt: string | null;
};

export type AssessmentEvent =
  /** The questions failed to load: 'Riprova' loads again. */
  | { type: 'ASSESSMENT.RETRY' }
  /** The stored row changed (live query: another tab or device, or a sync landed). */
  | { type: 'ASSESSMENT.STORED'; assessment: AssessmentRecord }
  | { type: 'ASSESSMENT.SAVE' }
  | { type: 'ASSESSMENT.SUBMIT' }
  | { type: 'ANSWER.SET'; questionCode: string; value: string }
  | { type: 'NAV.NEXT' }
  | { type: 'NAV.PREVIOUS' }
  /** Raised by the timer region at zero; acted on only if the deadline really passed. */
  | { type: 'TIMER.EXPIRED' };

export type AssessmentEmitted = { type: 'toast'; variant: 'success' | 'error'; message: MessageDescriptor };

export interface AssessmentContext {
  assessmentId: string | null;
  language: string;
  now: () => number;
  /** The selected assessment, defaults applied (assessment_type, evaluation_type). */
  assessment: (AssessmentRecord & { assessment_type: string }) | null;
  questions: AssessmentQuestion[];
  questionIndex: number;
  answers: AnswerMap;
  answerTimes: AnswerTimes;
  started: boolean;
  /** Answers held only in memory: an answer not yet written to the device, or one whose write failed. */
  unsavedChanges: boolean;
  /** An answer write failed: its answer is in memory only until a save writes them all. */
  writeFailed: boolean;
  /** Bumped on every answer, so a save that finishes after a newer answer keeps unsavedChanges. */
  revision: number;
  savingRevision: number;
  /** Answer writes not yet durable, in order. */
  pendingWrites: PersistAnswerInput[];
  /** The clock's time at the last timer evaluation (epoch ms): what the countdown shows. */
  clockNow: number;
  completion: { completedAt: string; auto: boolean } | null;
  scoreResult: ComputeScoreOutput | null;
  error: string | null;
  /** Which read failed when loading did: the assessment itself, or its questions. */
  loadFailedAt: 'assessment' | 'questions' | null;
  /** The template id that is not a UUID, when that stopped the questions from loading (no retry can help). */
  invalidTemplateId: string | null;
}
