import { and, not } from 'xstate';
import { assessmentMessages as m } from './assessment-messages';
import { assessmentSetup, emptySession, failure, iso, loaded, toast } from './assessment.setup';

/**
 * Taking one assessment: the session (load, auto-start, answer, navigate, submit),
 * the countdown by deadline, partial saves, and the ordered answer writes, as parallel regions.
 * Every effect is an actor the app provides (see assessment.setup.ts); time comes from input.now.
 */
export const assessmentMachine = assessmentSetup.createMachine({
  id: 'assessment',
  type: 'parallel',
  context: ({ input }) => ({
    ...emptySession,
    assessmentId: input.assessmentId ?? null,
    language: input.language ?? 'it',
    now: input.now ?? Date.now,
    pendingWrites: [],
    clockNow: (input.now ?? Date.now)(),
  }),
  states: {
    session: {
      initial: 'init',
      on: {
        'ASSESSMENT.SUBMIT': { guard: not('hasSelectedAssessment'), actions: toast('error', m.noAssessment) },
      },
      states: {
        init: {
          always: [{ guard: 'hasAssessmentId', target: 'loading' }, { target: 'idle' }],
        },
        idle: {},
        loading: {
          initial: 'assessment',
          states: {
            assessment: {
              invoke: {
                src: 'loadAssessment',
                input: ({ context }) => ({ assessmentId: context.assessmentId! }),
                onDone: [
                  { guard: { type: 'isMissing', params: loaded }, target: '#assessment.session.notFound' },
                  {
                    guard: { type: 'isAlreadyCompleted', params: loaded },
                    target: '#assessment.session.alreadyCompleted',
                  },
                  {
                    guard: { type: 'lacksTemplateOrEvaluationType', params: loaded },
                    target: '#assessment.session.invalid',
                    actions: { type: 'selectAssessment', params: loaded },
                  },
                  { target: 'questions', actions: { type: 'selectAssessment', params: loaded } },
                ],
                onError: {
                  target: '#assessment.session.loadError',
                  actions: {
                    type: 'recordLoadFailure',
                    params: ({ event }) => ({ error: event.error, stage: 'assessment' as const }),
                  },
                },
              },
            },
            questions: {
              invoke: {
                src: 'loadQuestions',
                input: ({ context }) => ({
                  templateId: context.assessment!.template_id!,
                  evaluationType: context.assessment!.evaluation_type!,
                  language: context.language,
                }),
                onDone: {
                  target: '#assessment.session.ready',
                  actions: { type: 'setQuestions', params: ({ event }) => ({ questions: event.output }) },
                },
                onError: [
                  {
                    guard: { type: 'isInvalidTemplateId', params: failure },
                    target: '#assessment.session.invalidTemplate',
                    actions: { type: 'recordInvalidTemplateId', params: failure },
                  },
                  {
                    target: '#assessment.session.loadError',
                    actions: {
                      type: 'recordLoadFailure',
                      params: ({ event }) => ({ error: event.error, stage: 'questions' as const }),
                    },
                  },
                ],
              },
            },
          },
        },
        /** notFound, alreadyCompleted and idle: the screen goes back to the list. */
        notFound: {},
        alreadyCompleted: {},
        /** No template id or no evaluation type: the screen shows the generic error. */
        invalid: {},
        /** The template id is not a UUID: the screen shows it, with no retry. */
        invalidTemplate: {},
        loadError: { on: { 'ASSESSMENT.RETRY': { target: 'loading' } } },
        /** Stays here only when the template has no questions: the screen shows the generic error. */
        ready: { always: { guard: 'hasQuestions', target: 'starting' } },
        starting: { entry: 'startSession', always: 'answering' },
        answering: {
          on: {
            'ANSWER.SET': { guard: 'isKnownQuestion', actions: 'recordAnswer' },
            'ASSESSMENT.STORED': [
              { guard: and(['isStoredCopyOfSelected', 'storedIsCompleted']), target: 'alreadyCompleted' },
              { guard: 'isStoredCopyOfSelected', actions: 'mergeStoredAnswers' },
            ],
            'NAV.NEXT': { guard: and(['currentAnswered', 'hasNextQuestion']), actions: 'nextQuestion' },
            'NAV.PREVIOUS': { guard: 'hasPreviousQuestion', actions: 'previousQuestion' },
            'ASSESSMENT.SUBMIT': [
              { guard: 'allAnswered', target: 'submitting', actions: 'submitByUser' },
              { actions: toast('error', m.answerAll) },
            ],
            'TIMER.EXPIRED': {
              guard: and(['timeIsUp', 'hasAnyAnswer']),
              target: 'submitting',
              actions: ['submitByTimer', toast('error', m.timeUp)],
            },
          },
        },
        submitting: {
          initial: 'scoring',
          states: {
            scoring: {
              invoke: {
                src: 'computeScore',
                input: ({ context }) => ({
                  assessment: context.assessment!,
                  questions: context.questions,
                  answers: context.answers,
                }),
                onDone: {
                  target: 'writing',
                  actions: { type: 'setScore', params: ({ event }) => ({ result: event.output }) },
                },
                onError: {
                  target: '#assessment.session.answering',
                  actions: {
                    type: 'notifyCompletionFailure',
                    params: ({ event }) => ({ error: event.error, stage: 'scoring' as const }),
                  },
                },
              },
            },
            writing: {
              invoke: {
                src: 'complete',
                input: ({ context }) => ({
                  assessmentId: context.assessment!.id,
                  answers: context.answers,
                  answerTimes: context.answerTimes,
                  score: context.scoreResult!.score,
                  result: context.scoreResult!,
                  completedAt: context.completion!.completedAt,
                  startedAt: context.assessment!.started_at,
                }),
                onDone: { target: '#assessment.session.completed' },
                onError: {
                  target: '#assessment.session.answering',
                  actions: {
                    type: 'notifyCompletionFailure',
                    params: ({ event }) => ({ error: event.error, stage: 'writing' as const }),
                  },
                },
              },
            },
          },
        },
        completed: {
          entry: ['markCompleted', toast('success', m.completed)],
        },
      },
    },
    timer: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'timerShouldRun', target: 'running' } },
        running: {
          entry: 'readClock',
          always: { guard: not('timerShouldRun'), target: 'idle' },
          after: { TIMER_TICK: { target: 'running', reenter: true } },
          initial: 'measuring',
          states: {
            measuring: {
              always: [
                { guard: 'timeIsUp', target: '#assessment.timer.expired' },
                { guard: 'inDanger', target: 'danger' },
                { guard: 'inWarning', target: 'warning' },
                { target: 'normal' },
              ],
            },
            normal: {},
            warning: {},
            danger: {},
          },
        },
        expired: {
          entry: ['readClock', 'raiseExpired'],
          always: { guard: not('timerShouldRun'), target: 'idle' },
        },
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'ASSESSMENT.SAVE': {
              guard: and(['hasSelectedAssessment', 'hasAnyAnswer', 'notCompleted']),
              target: 'saving',
              actions: 'rememberSavedRevision',
            },
          },
        },
        saving: {
          invoke: {
            src: 'savePartial',
            input: ({ context }) => ({
              assessmentId: context.assessment!.id,
              answers: context.answers,
              answerTimes: context.answerTimes,
              startedAt: context.assessment!.started_at,
              savedAt: iso(context.now()),
            }),
            onDone: {
              target: 'idle',
              actions: ['markSavedIfUnchanged', toast('success', m.progressSaved)],
            },
            onError: { target: 'idle', actions: toast('error', m.progressSaveFailed) },
          },
        },
      },
    },
    /** Answer writes go through the offline layer one at a time, in the order the user made them. */
    writer: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasPendingWrites', target: 'writing' } },
        writing: {
          invoke: {
            src: 'persistAnswer',
            input: ({ context }) => context.pendingWrites[0]!,
            onDone: { target: 'idle', actions: ['dropFirstWrite', 'markWrittenIfLast'] },
            onError: {
              target: 'idle',
              actions: ['dropFirstWrite', 'markWriteFailed', toast('error', m.progressSaveFailed)],
            },
          },
        },
      },
    },
  },
});
