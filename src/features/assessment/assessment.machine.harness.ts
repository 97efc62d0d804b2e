// Test-only: drives the assessment machine with a SimulatedClock and recording fake actors.
import { SimulatedClock, createActor, fromPromise } from 'xstate';
import { assessmentMachine } from './assessment.machine';
import type {
  AssessmentEmitted,
  AssessmentQuestion,
  AssessmentRecord,
  CompleteInput,
  ComputeScoreInput,
  LoadQuestionsInput,
  PersistAnswerInput,
  SavePartialInput,
} from './assessment.types';

export const T0 = Date.parse('2026-03-02T09:00:00.000Z');
export const at = (offsetMs: number) => new Date(T0 + offsetMs).toISOString();

export function question(item_code: string): AssessmentQuestion {
  return { id: `q-${item_code}`, item_code, question_text: `Domanda ${item_code}`, response_type: 'likert_5' };
}

export const QUESTIONS = [question('Q1'), question('Q2'), question('Q3')];

export function record(overrides: Partial<AssessmentRecord> = {}): AssessmentRecord {
  return {
    id: 'a-1',
    answers: {},
    started_at: null,
    completed_at: null,
    time_limit_minutes: null,
    assessment_type: 'tpm',
    evaluation_type: 'self',
    assignment_id: 'as-1',
    template_id: '11111111-1111-4111-8111-111111111111',
    ...overrides,
  };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets pending promise-based actors settle (microtasks drain before the macrotask). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

export interface HarnessOptions {
  assessmentId?: string | null;
  assessment?: AssessmentRecord | null | (() => Promise<AssessmentRecord | null>);
  questions?: AssessmentQuestion[] | (() => Promise<AssessmentQuestion[]>);
  persistAnswer?: (input: PersistAnswerInput) => Promise<void>;
  savePartial?: (input: SavePartialInput) => Promise<void>;
  computeScore?: (input: ComputeScoreInput) => Promise<{ score: number }>;
  complete?: (input: CompleteInput) => Promise<void>;
  startAt?: number;
  clock?: SimulatedClock;
}

export async function startHarness(options: HarnessOptions = {}) {
  const clock = options.clock ?? new SimulatedClock();
  if (clock.now() < (options.startAt ?? T0)) clock.set(options.startAt ?? T0);
  const calls = {
    loadQuestions: [] as LoadQuestionsInput[],
    persistAnswer: [] as PersistAnswerInput[],
    savePartial: [] as SavePartialInput[],
    computeScore: [] as ComputeScoreInput[],
    complete: [] as CompleteInput[],
  };
  const assessment = options.assessment === undefined ? record() : options.assessment;
  const questions = options.questions ?? QUESTIONS;
  const machine = assessmentMachine.provide({
    actors: {
      loadAssessment: fromPromise(async () => (typeof assessment === 'function' ? assessment() : assessment)),
      loadQuestions: fromPromise(async ({ input }) => {
        calls.loadQuestions.push(input);
        return typeof questions === 'function' ? questions() : questions;
      }),
      persistAnswer: fromPromise(async ({ input }) => {
        calls.persistAnswer.push(input);
        await options.persistAnswer?.(input);
      }),
      savePartial: fromPromise(async ({ input }) => {
        calls.savePartial.push(input);
        await options.savePartial?.(input);
      }),
      computeScore: fromPromise(async ({ input }) => {
        calls.computeScore.push(input);
        return options.computeScore ? options.computeScore(input) : { score: 80 };
      }),
      complete: fromPromise(async ({ input }) => {
        calls.complete.push(input);
        await options.complete?.(input);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { assessmentId: options.assessmentId === undefined ? 'a-1' : options.assessmentId, now: () => clock.now() },
  });
  const emitted: AssessmentEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  await settle();

  const toasts = () => emitted.flatMap((e) => (e.type === 'toast' ? [`${e.variant}: ${e.message.message}`] : []));
  /** Advances the simulated clock one second at a time (as the real ticks would come). */
  const advanceSeconds = async (seconds: number) => {
    for (let i = 0; i < seconds; i++) {
      clock.increment(1000);
      await settle();
    }
  };
  return { actor, clock, calls, emitted, toasts, advanceSeconds };
}
