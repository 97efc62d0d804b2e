import type { MessageDescriptor } from '@lingui/core';
import type { SnapshotFrom } from 'xstate';
import { isComplete, progressPercent } from './answers';
import type { assessmentMachine } from './assessment.machine';
import { deadlineOf, formatRemaining, remainingMs, timerLevelLabel, type TimerLevel } from './timer';

/** What a screen reads: render from these, send events, never compute rules itself. */
export type AssessmentSnapshot = SnapshotFrom<typeof assessmentMachine>;

export type ScreenView =
  | 'idle'
  | 'loading'
  | 'not-found'
  | 'already-completed'
  | 'invalid'
  | 'invalid-template'
  | 'load-error'
  | 'no-questions'
  | 'taking'
  | 'completed';

export function selectView(s: AssessmentSnapshot): ScreenView {
  if (s.matches({ session: 'loading' }) || s.matches({ session: 'init' })) return 'loading';
  if (s.matches({ session: 'notFound' })) return 'not-found';
  if (s.matches({ session: 'alreadyCompleted' })) return 'already-completed';
  if (s.matches({ session: 'invalidTemplate' })) return 'invalid-template';
  if (s.matches({ session: 'invalid' })) return 'invalid';
  if (s.matches({ session: 'loadError' })) return 'load-error';
  if (s.matches({ session: 'ready' })) return 'no-questions';
  if (s.matches({ session: 'completed' })) return 'completed';
  if (s.matches({ session: 'answering' }) || s.matches({ session: 'submitting' }) || s.matches({ session: 'starting' }))
    return 'taking';
  return 'idle';
}

/** Which load the screen waits for: the assessment itself, then its questions (the start waits for them). */
export const selectLoadingStage = (s: AssessmentSnapshot): 'assessment' | 'questions' =>
  s.matches({ session: { loading: 'questions' } }) ? 'questions' : 'assessment';

export const selectCurrentQuestion = (s: AssessmentSnapshot) => s.context.questions[s.context.questionIndex] ?? null;

/** 'Domanda N di M' and the completed percentage. */
export function selectProgress(s: AssessmentSnapshot): { position: number; total: number; percent: number } {
  const total = s.context.questions.length;
  return {
    position: total ? s.context.questionIndex + 1 : 0,
    total,
    percent: progressPercent(s.context.answers, s.context.questions),
  };
}

export const selectCanGoNext = (s: AssessmentSnapshot) => s.can({ type: 'NAV.NEXT' });
export const selectCanGoPrevious = (s: AssessmentSnapshot) => s.can({ type: 'NAV.PREVIOUS' });
/** Submit is enabled only when all questions are answered and nothing is submitting. */
export const selectCanSubmit = (s: AssessmentSnapshot) =>
  s.matches({ session: 'answering' }) && isComplete(s.context.answers, s.context.questions);
export const selectIsSubmitting = (s: AssessmentSnapshot) => s.matches({ session: 'submitting' });
export const selectIsSaving = (s: AssessmentSnapshot) => s.matches({ save: 'saving' });
export const selectHasUnsavedChanges = (s: AssessmentSnapshot) => s.context.unsavedChanges;

export interface TimerView {
  level: TimerLevel;
  label: MessageDescriptor;
  remainingMs: number;
  /** minutes:seconds */
  display: string;
  expired: boolean;
}

/** The countdown card, or null when untimed or not yet started (it starts at the first answer). */
export function selectTimer(s: AssessmentSnapshot): TimerView | null {
  const assessment = s.context.assessment;
  const end = assessment ? deadlineOf(assessment.started_at, assessment.time_limit_minutes) : null;
  if (end === null || !(s.matches({ timer: 'running' }) || s.matches({ timer: 'expired' }))) return null;
  const expired = s.matches({ timer: 'expired' });
  const level: TimerLevel =
    expired || s.matches({ timer: { running: 'danger' } })
      ? 'danger'
      : s.matches({ timer: { running: 'warning' } })
        ? 'warning'
        : 'normal';
  const remaining = remainingMs(end, s.context.clockNow);
  return { level, label: timerLevelLabel(level), remainingMs: remaining, display: formatRemaining(remaining), expired };
}
