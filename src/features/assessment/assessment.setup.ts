import { assertEvent, assign, emit, fromPromise, raise, setup } from 'xstate';
import { hasAnyAnswer, isAnswered, isComplete, toAnswerMap } from './answers';
import type { MessageDescriptor } from '@lingui/core';
import { completionErrorMessage, type CompletionStage } from './completion-errors';
import { withAssessmentDefaults } from './defaults';
import { InvalidTemplateIdError } from './question-loader';
import {
  TIMER_TICK_MS,
  deadlineOf,
  hasTimeLimit,
  remainingMs,
  timeLimitMs,
  timerLevel,
  type TimerLevel,
} from './timer';
import type {
  AssessmentContext,
  AssessmentEmitted,
  AssessmentEvent,
  AssessmentMachineInput,
  AssessmentQuestion,
  AssessmentRecord,
  CompleteInput,
  ComputeScoreInput,
  ComputeScoreOutput,
  LoadAssessmentInput,
  LoadQuestionsInput,
  PersistAnswerInput,
  SavePartialInput,
} from './assessment.types';

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`assessment machine: provide the '${name}' actor`));

export const loaded = ({ event }: { event: { output: AssessmentRecord | null } }) => ({ assessment: event.output });
export const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const iso = (ms: number) => new Date(ms).toISOString();

/** Two devices may both have started the clock: the earlier start is the real one. */
function earliest(a: string | null, b: string | null): string | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b) < Date.parse(a) ? b : a;
}

function deadline(ctx: AssessmentContext): number | null {
  return ctx.assessment ? deadlineOf(ctx.assessment.started_at, ctx.assessment.time_limit_minutes) : null;
}

function levelNow(ctx: AssessmentContext): TimerLevel {
  const end = deadline(ctx);
  const limit = ctx.assessment?.time_limit_minutes;
  if (end === null || !hasTimeLimit(limit)) return 'normal';
  return timerLevel(remainingMs(end, ctx.clockNow), timeLimitMs(limit));
}

export const emptySession = {
  assessment: null,
  questions: [],
  questionIndex: 0,
  answers: {},
  answerTimes: {},
  started: false,
  unsavedChanges: false,
  writeFailed: false,
  revision: 0,
  savingRevision: 0,
  completion: null,
  scoreResult: null,
  error: null,
  loadFailedAt: null,
  invalidTemplateId: null,
} satisfies Partial<AssessmentContext>;

type ToastParams = { variant: 'success' | 'error'; message: MessageDescriptor };
export const toast = (variant: ToastParams['variant'], message: MessageDescriptor) =>
  ({ type: 'notify', params: { variant, message } }) as const;

function lacksTemplateOrEvaluationType(record: AssessmentRecord): boolean {
  const withDefaults = withAssessmentDefaults(record);
  return !withDefaults.template_id || !withDefaults.evaluation_type;
}

/** Types, guards, actions, actors and delays of the assessment machine (the chart is in assessment.machine.ts). */
export const assessmentSetup = setup({
  types: {
    context: {} as AssessmentContext,
    events: {} as AssessmentEvent,
    input: {} as AssessmentMachineInput,
    emitted: {} as AssessmentEmitted,
  },
  actors: {
    loadAssessment: fromPromise<AssessmentRecord | null, LoadAssessmentInput>(notProvided('loadAssessment')),
    loadQuestions: fromPromise<AssessmentQuestion[], LoadQuestionsInput>(notProvided('loadQuestions')),
    persistAnswer: fromPromise<void, PersistAnswerInput>(notProvided('persistAnswer')),
    savePartial: fromPromise<void, SavePartialInput>(notProvided('savePartial')),
    computeScore: fromPromise<ComputeScoreOutput, ComputeScoreInput>(notProvided('computeScore')),
    complete: fromPromise<void, CompleteInput>(notProvided('complete')),
  },
  delays: { TIMER_TICK: TIMER_TICK_MS },
  guards: {
    hasAssessmentId: ({ context }) => !!context.assessmentId,
    isMissing: (_, params: { assessment: AssessmentRecord | null }) => params.assessment === null,
    isAlreadyCompleted: (_, params: { assessment: AssessmentRecord | null }) => !!params.assessment?.completed_at,
    lacksTemplateOrEvaluationType: (_, params: { assessment: AssessmentRecord | null }) =>
      params.assessment !== null && lacksTemplateOrEvaluationType(params.assessment),
    hasSelectedAssessment: ({ context }) => context.assessment !== null,
    isInvalidTemplateId: (_, params: { error: unknown }) => params.error instanceof InvalidTemplateIdError,
    isStoredCopyOfSelected: ({ context, event }) => {
      assertEvent(event, 'ASSESSMENT.STORED');
      return event.assessment.id === context.assessment?.id;
    },
    storedIsCompleted: ({ event }) => {
      assertEvent(event, 'ASSESSMENT.STORED');
      return !!event.assessment.completed_at;
    },
    hasQuestions: ({ context }) => context.questions.length > 0,
    isKnownQuestion: ({ context, event }) => {
      assertEvent(event, 'ANSWER.SET');
      return context.questions.some((q) => q.item_code === event.questionCode);
    },
    currentAnswered: ({ context }) => {
      const question = context.questions[context.questionIndex];
      return question !== undefined && isAnswered(context.answers[question.item_code]);
    },
    hasNextQuestion: ({ context }) => context.questionIndex < context.questions.length - 1,
    hasPreviousQuestion: ({ context }) => context.questionIndex > 0,
    allAnswered: ({ context }) => isComplete(context.answers, context.questions),
    hasAnyAnswer: ({ context }) => hasAnyAnswer(context.answers),
    notCompleted: ({ context }) => !context.assessment?.completed_at,
    hasPendingWrites: ({ context }) => context.pendingWrites.length > 0,
    timerShouldRun: ({ context }) => context.started && !context.assessment?.completed_at && deadline(context) !== null,
    timeIsUp: ({ context }) => {
      const end = deadline(context);
      return end !== null && context.now() >= end;
    },
    inDanger: ({ context }) => levelNow(context) === 'danger',
    inWarning: ({ context }) => levelNow(context) === 'warning',
  },
  actions: {
    notify: emit((_, params: ToastParams) => ({ type: 'toast', ...params }) as const),
    notifyCompletionFailure: emit(
      (_, params: { error: unknown; stage: CompletionStage }) =>
        ({
          type: 'toast',
          variant: 'error',
          message: completionErrorMessage(params.error, params.stage),
        }) as const,
    ),
    raiseExpired: raise({ type: 'TIMER.EXPIRED' }),
    rememberSavedRevision: assign({ savingRevision: ({ context }) => context.revision }),
    markSavedIfUnchanged: assign(({ context }) => {
      const unchanged = context.revision === context.savingRevision;
      return { unsavedChanges: context.unsavedChanges && !unchanged, writeFailed: context.writeFailed && !unchanged };
    }),
    // Once every answer is written to the device (and none failed), leaving loses nothing.
    markWrittenIfLast: assign({
      unsavedChanges: ({ context }) =>
        context.unsavedChanges && (context.pendingWrites.length > 0 || context.writeFailed),
    }),
    markWriteFailed: assign({ writeFailed: true }),
    recordInvalidTemplateId: assign({
      invalidTemplateId: (_, params: { error: unknown }) =>
        params.error instanceof InvalidTemplateIdError ? params.error.templateId : null,
    }),
    recordLoadFailure: assign({
      error: (_, params: { error: unknown; stage: 'assessment' | 'questions' }) =>
        params.error instanceof Error ? params.error.message : String(params.error),
      loadFailedAt: (_, params: { error: unknown; stage: 'assessment' | 'questions' }) => params.stage,
    }),
    selectAssessment: assign({
      assessment: (_, params: { assessment: AssessmentRecord | null }) =>
        params.assessment ? withAssessmentDefaults(params.assessment) : null,
    }),
    setQuestions: assign({ questions: (_, params: { questions: AssessmentQuestion[] }) => params.questions }),
    setScore: assign({ scoreResult: (_, params: { result: ComputeScoreOutput }) => params.result }),
    startSession: assign(({ context }) => ({
      answers: toAnswerMap(context.assessment?.answers),
      answerTimes: toAnswerMap(context.assessment?.answer_times),
      questionIndex: 0,
      started: true,
      unsavedChanges: false,
    })),
    recordAnswer: assign(({ context, event }) => {
      assertEvent(event, 'ANSWER.SET');
      const answeredAt = iso(context.now());
      const assessment = context.assessment!;
      // The first answer starts the clock (and marks the assessment 'started').
      const startedAt = assessment.started_at ?? answeredAt;
      return {
        assessment: { ...assessment, started_at: startedAt },
        answers: { ...context.answers, [event.questionCode]: event.value },
        answerTimes: { ...context.answerTimes, [event.questionCode]: answeredAt },
        unsavedChanges: true,
        revision: context.revision + 1,
        pendingWrites: [
          ...context.pendingWrites,
          { assessmentId: assessment.id, questionCode: event.questionCode, value: event.value, answeredAt, startedAt },
        ],
      };
    }),
    /** Saved answers sync from the stored row, per question: the later answer time wins, ties keep ours. */
    mergeStoredAnswers: assign(({ context, event }) => {
      assertEvent(event, 'ASSESSMENT.STORED');
      const current = context.assessment!;
      const storedTimes = toAnswerMap(event.assessment.answer_times);
      const answers = { ...context.answers };
      const answerTimes = { ...context.answerTimes };
      for (const [code, value] of Object.entries(toAnswerMap(event.assessment.answers))) {
        const mine = context.answerTimes[code];
        const theirs = storedTimes[code];
        if (mine !== undefined && (theirs === undefined || Date.parse(theirs) <= Date.parse(mine))) continue;
        answers[code] = value;
        if (theirs !== undefined) answerTimes[code] = theirs;
      }
      return {
        answers,
        answerTimes,
        assessment: { ...current, started_at: earliest(current.started_at, event.assessment.started_at) },
      };
    }),
    nextQuestion: assign({ questionIndex: ({ context }) => context.questionIndex + 1 }),
    previousQuestion: assign({ questionIndex: ({ context }) => context.questionIndex - 1 }),
    dropFirstWrite: assign({ pendingWrites: ({ context }) => context.pendingWrites.slice(1) }),
    readClock: assign({ clockNow: ({ context }) => context.now() }),
    submitByUser: assign({ completion: ({ context }) => ({ completedAt: iso(context.now()), auto: false }) }),
    // completed_at is the deadline itself, not the moment a (possibly late) tick noticed it.
    submitByTimer: assign({ completion: ({ context }) => ({ completedAt: iso(deadline(context)!), auto: true }) }),
    markCompleted: assign(({ context }) => ({
      assessment: { ...context.assessment!, completed_at: context.completion!.completedAt },
      unsavedChanges: false,
    })),
  },
});
