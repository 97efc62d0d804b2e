// The activity progress machine: not_started -> in_progress -> completed, never back.
// Video progress above 10 % starts the activity, 100 % completes it; a form submission, an accepted
// AI suggestion or the manual button complete it. Every change is saved through the injected
// `saveProgress` actor (the app's is a commit() of 'progress/upsert') with the time the user acted.
import { assign, emit, fromPromise, raise, setup, type ActorRefFrom } from 'xstate';
import type { ProgressStatus } from '../../offline/coaching';
import { VIDEO_COMPLETE_AT, VIDEO_STARTED_ABOVE, VIDEO_TICK_MS, videoPercentAfter } from './progress-rules';

export interface SaveProgressInput {
  status: ProgressStatus;
  /** ISO time of the user's action. */
  actedAt: string;
}

export interface ActivityProgressInput {
  initialStatus: ProgressStatus;
  /** The clock the deadlines are computed from (ms); tests pass SimulatedClock's. */
  now?: () => number;
}

export interface ActivityProgressContext {
  status: ProgressStatus;
  videoPercent: number;
  playStartedAt: number;
  percentAtPlayStart: number;
  actedAt: string;
  now: () => number;
}

export type ActivityProgressEvent =
  | { type: 'VIDEO.PLAY' }
  | { type: 'VIDEO.PAUSE' }
  | { type: 'VIDEO.MARK_COMPLETED' }
  | { type: 'FORM.SUBMITTED' }
  | { type: 'SUGGESTION.ACCEPTED' }
  /** a newer status read from the device (another tab, a sync): adopted without saving. */
  | { type: 'PROGRESS.STORED'; status: ProgressStatus }
  | { type: 'PROGRESS.RETRY' }
  | { type: 'VIDEO.PROGRESSED' };

export type ActivityProgressEmitted =
  | { type: 'progress.saved'; status: ProgressStatus }
  | { type: 'progress.save-failed'; status: ProgressStatus; error: unknown };

const isoNow = (context: ActivityProgressContext) => new Date(context.now()).toISOString();

const progressSetup = setup({
  types: {
    context: {} as ActivityProgressContext,
    events: {} as ActivityProgressEvent,
    input: {} as ActivityProgressInput,
    emitted: {} as ActivityProgressEmitted,
  },
  actors: {
    saveProgress: fromPromise<void, SaveProgressInput>(() =>
      Promise.reject(new Error('activity progress: provide saveProgress')),
    ),
  },
  guards: {
    storedCompleted: ({ context }) => context.status === 'completed',
    storedInProgress: ({ context }) => context.status === 'in_progress',
    videoAtEnd: ({ context }) => context.videoPercent >= VIDEO_COMPLETE_AT,
    videoStarted: ({ context }) => context.videoPercent > VIDEO_STARTED_ABOVE,
    eventCompleted: ({ event }) => event.type === 'PROGRESS.STORED' && event.status === 'completed',
    eventInProgress: ({ event }) => event.type === 'PROGRESS.STORED' && event.status === 'in_progress',
  },
  actions: {
    actNow: assign({ actedAt: ({ context }) => isoNow(context) }),
    becomes: assign((_, status: ProgressStatus) => ({ status })),
    startPlaying: assign({
      playStartedAt: ({ context }) => context.now(),
      percentAtPlayStart: ({ context }) => context.videoPercent,
    }),
    measure: assign({
      videoPercent: ({ context }) =>
        videoPercentAfter(context.percentAtPlayStart, context.now() - context.playStartedAt),
    }),
    fillVideo: assign({ videoPercent: VIDEO_COMPLETE_AT }),
    progressed: raise({ type: 'VIDEO.PROGRESSED' }),
    saved: emit(({ context }) => ({ type: 'progress.saved', status: context.status }) as const),
    saveFailed: emit(
      ({ context, event }) =>
        ({
          type: 'progress.save-failed',
          status: context.status,
          error: (event as { error?: unknown }).error,
        }) as const,
    ),
  },
});

/** in_progress and completed both save the status they reached, then wait; a failed save can be retried. */
const savesOnEntry = {
  initial: 'saving' as const,
  states: {
    idle: {},
    saving: {
      invoke: {
        src: 'saveProgress' as const,
        input: ({ context }: { context: ActivityProgressContext }) => ({
          status: context.status,
          actedAt: context.actedAt,
        }),
        onDone: { target: 'idle', actions: 'saved' as const },
        onError: { target: 'failed', actions: 'saveFailed' as const },
      },
    },
    failed: { on: { 'PROGRESS.RETRY': 'saving' } },
  },
};

export const activityProgressMachine = progressSetup.createMachine({
  id: 'activityProgress',
  type: 'parallel',
  context: ({ input }) => {
    const now = input.now ?? (() => Date.now());
    return {
      status: input.initialStatus,
      videoPercent: input.initialStatus === 'completed' ? VIDEO_COMPLETE_AT : 0,
      playStartedAt: 0,
      percentAtPlayStart: 0,
      actedAt: new Date(now()).toISOString(),
      now,
    };
  },
  states: {
    progress: {
      initial: 'restoring',
      states: {
        restoring: {
          always: [
            { guard: 'storedCompleted', target: 'completed.idle' },
            { guard: 'storedInProgress', target: 'in_progress.idle' },
            { target: 'not_started' },
          ],
        },
        not_started: {
          on: {
            'VIDEO.PROGRESSED': [
              {
                guard: 'videoAtEnd',
                target: 'completed',
                actions: ['actNow', { type: 'becomes', params: 'completed' }],
              },
              {
                guard: 'videoStarted',
                target: 'in_progress',
                actions: ['actNow', { type: 'becomes', params: 'in_progress' }],
              },
            ],
            'VIDEO.MARK_COMPLETED': {
              target: 'completed',
              actions: ['actNow', { type: 'becomes', params: 'completed' }, 'fillVideo'],
            },
            'FORM.SUBMITTED': { target: 'completed', actions: ['actNow', { type: 'becomes', params: 'completed' }] },
            'SUGGESTION.ACCEPTED': {
              target: 'completed',
              actions: ['actNow', { type: 'becomes', params: 'completed' }],
            },
            'PROGRESS.STORED': [
              {
                guard: 'eventCompleted',
                target: 'completed.idle',
                actions: [{ type: 'becomes', params: 'completed' }],
              },
              {
                guard: 'eventInProgress',
                target: 'in_progress.idle',
                actions: [{ type: 'becomes', params: 'in_progress' }],
              },
            ],
          },
        },
        in_progress: {
          ...savesOnEntry,
          on: {
            'VIDEO.PROGRESSED': {
              guard: 'videoAtEnd',
              target: 'completed',
              actions: ['actNow', { type: 'becomes', params: 'completed' }],
            },
            'VIDEO.MARK_COMPLETED': {
              target: 'completed',
              actions: ['actNow', { type: 'becomes', params: 'completed' }, 'fillVideo'],
            },
            'FORM.SUBMITTED': { target: 'completed', actions: ['actNow', { type: 'becomes', params: 'completed' }] },
            'SUGGESTION.ACCEPTED': {
              target: 'completed',
              actions: ['actNow', { type: 'becomes', params: 'completed' }],
            },
            'PROGRESS.STORED': {
              guard: 'eventCompleted',
              target: 'completed.idle',
              actions: [{ type: 'becomes', params: 'completed' }],
            },
          },
        },
        // Final in effect: nothing moves a completed activity, a video completion included.
        completed: {
          ...savesOnEntry,
        },
      },
    },
    video: {
      initial: 'paused',
      states: {
        paused: { on: { 'VIDEO.PLAY': 'playing' } },
        playing: {
          entry: 'startPlaying',
          initial: 'counting',
          states: {
            counting: {
              after: { [VIDEO_TICK_MS]: { target: 'counting', reenter: true, actions: ['measure', 'progressed'] } },
            },
          },
          always: { guard: 'videoAtEnd', target: 'paused' },
          on: { 'VIDEO.PAUSE': { target: 'paused', actions: ['measure', 'progressed'] } },
        },
      },
    },
  },
});

export type ActivityProgressActor = ActorRefFrom<typeof activityProgressMachine>;
