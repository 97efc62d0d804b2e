import { authSetup } from './auth.setup';
import { termsAcceptancePatch } from './terms';

/**
 * Local first: a region whose data the device holds starts from it and refreshes it in the background
 * (`revalidating`), so a hanging backend never keeps the screen behind the spinner. With nothing cached it loads first.
 */

// Each region's first load and its background revalidation are the same read, ending in `target`: the first
// load ends by leaving `loading` (or `checking`), the revalidation by going idle beside the data it refreshed.

/** The profile read: saved on success; an unreachable or unavailable server keeps the device's profile when there is one, else the spec's error. */
const loadingProfile = (target: string) =>
  authSetup.createStateConfig({
    invoke: {
      src: 'loadProfile',
      input: ({ context }) => ({ userId: context.user!.id }),
      onDone: { target, actions: [{ type: 'assignProfile', params: ({ event }) => event.output }, 'saveCachedAuth'] },
      onError: [
        {
          guard: { type: 'hasCachedProfile', params: ({ event }) => ({ error: event.error }) },
          target,
          actions: 'useCachedProfile',
        },
        {
          target: '#auth.signedIn.profile.error',
          actions: { type: 'assignProfileError', params: ({ event }) => ({ error: event.error }) },
        },
      ],
    },
  });

/**
 * The role lookups, read once more after a short wait when the server fails them (at once the last known
 * roles when the network is down); saved on success. A second failure keeps the last known roles.
 * `target` is absolute: the read has states of its own.
 */
/** The role read of both tries: saved on success, ending in `target`. */
const readRoles = (target: string) =>
  authSetup.createStateConfig({
    invoke: {
      src: 'loadRoleSources',
      input: ({ context }) => ({ userId: context.user!.id }),
      onDone: {
        target,
        actions: [{ type: 'assignRoleSources', params: ({ event }) => event.output }, 'saveCachedAuth'],
      },
    },
  }).invoke;

const loadingRoles = (target: string) =>
  authSetup.createStateConfig({
    initial: 'reading',
    states: {
      reading: {
        invoke: {
          ...readRoles(target),
          // Offline, a second try in two seconds tells nothing new: the last known roles hold at once.
          onError: [
            {
              guard: { type: 'isNetworkError', params: ({ event }) => ({ error: event.error }) },
              target,
              actions: 'roleSourcesFallback',
            },
            { target: 'waitingToRetry' },
          ],
        },
      },
      waitingToRetry: { after: { ROLES_RETRY: 'retrying' } },
      retrying: {
        invoke: {
          ...readRoles(target),
          onError: { target, actions: 'roleSourcesFallback' },
        },
      },
    },
  });

/** The admin check: saved on success; a failure falls back (the cached answer when the network is down). */
const checkingAdmin = (target: string) =>
  authSetup.createStateConfig({
    invoke: {
      src: 'checkAdmin',
      input: ({ context }) => ({ userId: context.user!.id }),
      onDone: { target, actions: [{ type: 'assignAdmin', params: ({ event }) => event.output }, 'saveCachedAuth'] },
      onError: {
        target,
        actions: { type: 'adminFallbackAfterError', params: ({ event }) => ({ error: event.error }) },
      },
    },
  });

/** Profile: loading, the spec's error messages, ready (terms acceptance and background refresh). */
export const profileRegion = authSetup.createStateConfig({
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasCachedProfileForUser', target: 'ready.revalidating', actions: 'assignCachedProfile' },
        { target: 'loading' },
      ],
    },
    loading: { ...loadingProfile('ready'), on: { 'TERMS.ACCEPT': { actions: 'toastUserNotIdentified' } } },
    // No profile known: nothing can record the terms' acceptance for it.
    error: {
      on: {
        'PROFILE.RETRY': 'loading',
        'AUTH.RELOAD': 'loading',
        'TERMS.ACCEPT': { actions: 'toastUserNotIdentified' },
      },
    },
    ready: {
      initial: 'idle',
      states: {
        idle: { on: { 'TERMS.ACCEPT': 'acceptingTerms', 'AUTH.RELOAD': 'refreshing' } },
        // As a first load: the network being down keeps the device's profile, a refusal shows its error.
        revalidating: {
          ...loadingProfile('idle'),
          on: { 'TERMS.ACCEPT': 'acceptingTerms', 'AUTH.RELOAD': 'refreshing' },
        },
        refreshing: {
          invoke: {
            src: 'loadProfile',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'assignProfile', params: ({ event }) => event.output }, 'saveCachedAuth'],
            },
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

/**
 * Role lookups: read at sign-in (from the device's copy first when there is one), again when they are
 * older than five minutes while the user stays signed in, and on AUTH.RELOAD. A failed read is tried once
 * more; then the last known roles stay.
 */
export const rolesRegion = authSetup.createStateConfig({
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasCachedRoleSources', target: 'loaded.revalidating', actions: 'assignCachedRoleSources' },
        { target: 'loading' },
      ],
    },
    loading: loadingRoles('#auth.signedIn.roles.loaded'),
    loaded: {
      initial: 'idle',
      states: {
        idle: { after: { ROLES_STALE: 'refreshing' }, on: { 'AUTH.RELOAD': 'refreshing' } },
        revalidating: { ...loadingRoles('#auth.signedIn.roles.loaded.idle'), on: { 'AUTH.RELOAD': 'refreshing' } },
        refreshing: loadingRoles('#auth.signedIn.roles.loaded.idle'),
      },
    },
  },
});

/**
 * The admin check: starts 100 ms after the user changes, non-admin after 3 s, forced finish at 5 s. With the
 * user's last answer on the device, that answer holds at once and the check runs 100 ms later in the background.
 */
export const adminCheckRegion = authSetup.createStateConfig({
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'hasCachedAdmin', target: 'done.revalidationScheduled', actions: 'assignCachedAdmin' },
        { target: 'scheduled' },
      ],
    },
    scheduled: { after: { ADMIN_CHECK_DELAY: 'checking' } },
    checking: {
      ...checkingAdmin('done'),
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
        revalidationScheduled: { after: { ADMIN_CHECK_DELAY: 'revalidating' }, on: { 'AUTH.RELOAD': 'refreshing' } },
        revalidating: { ...checkingAdmin('idle'), on: { 'AUTH.RELOAD': 'refreshing' } },
        refreshing: {
          invoke: {
            src: 'checkAdmin',
            input: ({ context }) => ({ userId: context.user!.id }),
            onDone: {
              target: 'idle',
              actions: [{ type: 'assignAdmin', params: ({ event }) => event.output }, 'saveCachedAuth'],
            },
            onError: 'idle',
          },
        },
      },
    },
  },
});
