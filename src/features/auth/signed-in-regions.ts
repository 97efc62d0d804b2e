import { authSetup } from './auth.setup';
import { termsAcceptancePatch } from './terms';

/** Profile: loading, the spec's error messages, ready (terms acceptance and background refresh). */
export const profileRegion = authSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadProfile',
        input: ({ context }) => ({ userId: context.user!.id }),
        onDone: { target: 'ready', actions: [{ type: 'assignProfile', params: ({ event }) => event.output }, 'saveCachedAuth'] },
        onError: [
          { guard: { type: 'hasCachedProfile', params: ({ event }) => ({ error: event.error }) }, target: 'ready', actions: 'useCachedProfile' },
          { target: 'error', actions: { type: 'assignProfileError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    error: { on: { 'PROFILE.RETRY': 'loading', 'AUTH.RELOAD': 'loading' } },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'TERMS.ACCEPT': 'acceptingTerms', 'AUTH.RELOAD': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: { target: 'idle', actions: [{ type: 'assignProfile', params: ({ event }) => event.output }, 'saveCachedAuth'] },
            onError: 'idle',
          },
        },
        acceptingTerms: {
          invoke: {
            src: 'acceptTerms',
            input: ({ context }) => ({ profileId: context.profile!.id, patch: termsAcceptancePatch(context.now()) }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'termsAccepted', params: ({ event }) => event.output },
                'saveCachedAuth',
                'announceTermsAccepted',
                'goToUserDashboard',
              ],
            },
            onError: { target: 'idle', actions: 'toastTermsFailed' },
          },
        },
      },
    },
  },
});

/** Role lookups (a failure gives no roles, or the cached ones when the network is down). */
export const rolesRegion = authSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRoleSources',
        input: ({ context }) => ({ userId: context.user!.id }),
        onDone: { target: 'loaded', actions: [{ type: 'assignRoleSources', params: ({ event }) => event.output }, 'saveCachedAuth'] },
        onError: { target: 'loaded', actions: { type: 'roleSourcesFallback', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: { on: { 'AUTH.RELOAD': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'loadRoleSources',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: { target: 'idle', actions: [{ type: 'assignRoleSources', params: ({ event }) => event.output }, 'saveCachedAuth'] },
            onError: 'idle',
          },
        },
      },
    },
  },
});

/** The admin check: starts 100 ms after the user changes, non-admin after 3 s, forced finish at 5 s. */
export const adminCheckRegion = authSetup.createStateConfig({
  initial: 'scheduled',
  states: {
    scheduled: { after: { ADMIN_CHECK_DELAY: 'checking' } },
    checking: {
      invoke: {
        src: 'checkAdmin',
        input: ({ context }) => ({ userId: context.user!.id }),
        onDone: { target: 'done', actions: [{ type: 'assignAdmin', params: ({ event }) => event.output }, 'saveCachedAuth'] },
        onError: { target: 'done', actions: { type: 'adminFallbackAfterError', params: ({ event }) => ({ error: event.error }) } },
      },
      after: { ADMIN_CHECK_FORCED_FINISH: 'done' },
      initial: 'waiting',
      states: {
        waiting: { after: { ADMIN_CHECK_FALLBACK: 'fallback' } },
        // Non-admin is published; a late answer before the forced finish still counts.
        fallback: { entry: 'assignNonAdmin' },
      },
    },
    done: {
      initial: 'idle',
      states: {
        idle: { on: { 'AUTH.RELOAD': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'checkAdmin',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: { target: 'idle', actions: [{ type: 'assignAdmin', params: ({ event }) => event.output }, 'saveCachedAuth'] },
            onError: 'idle',
          },
        },
      },
    },
  },
});
