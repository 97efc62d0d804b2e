import { assertEvent } from 'xstate';
import { authSetup } from './auth.setup';
import { adminCheckRegion, profileRegion, rolesRegion } from './signed-in-regions';

export * from './auth.types';

const stopImpersonationActions = [
  'stopImpersonation',
  'saveStoredImpersonation',
  'announceImpersonationEnded',
  'goToSuperAdmin',
] as const;
/** Forgets the user on the device: their cached data and any impersonation record. */
const forgetUser = ['clearCachedUser', 'dropStoredUser', 'saveStoredImpersonation'] as const;
const signOutLocally = [...forgetUser, 'resetUserState'] as const;
const logoutActions = ['announceLogout', 'goToLoginAfterLogout', ...signOutLocally] as const;

/**
 * The auth machine. Its assigns only change its context; the backend
 * calls are actors and the writes to the device are named actions, both supplied with `.provide` (see
 * create-auth-actor.ts). The device's data is read once, into `context.stored`, from the input.
 */
const buildAuthMachine = () =>
  authSetup.createMachine({
    id: 'auth',
    context: ({ input }) => ({
      stored: input.stored,
      now: input.now ?? (() => new Date()),
      online: input.online,
      session: null,
      user: null,
      offlineSession: false,
      profile: null,
      profileError: null,
      roleSources: null,
      admin: null,
      adminCheckFailed: false,
      impersonation: null,
      loginError: null,
    }),
    invoke: [
      { src: 'authListener', id: 'authListener' },
      { src: 'networkWatcher', id: 'networkWatcher' },
    ],
    on: {
      'NETWORK.ONLINE': { actions: 'setOnline' },
      'NETWORK.OFFLINE': { actions: 'setOffline' },
    },
    initial: 'initialising',
    states: {
      initialising: {
        // With no network, supabase-js may retry an expired token's refresh for ~30 s: open from the cache at once.
        always: [
          { guard: 'offlineWithCachedUser', target: 'signedIn', actions: 'assignCachedUser' },
          // The device holds this user's session and profile: render now, restore the session in the background
          // (an expired token's refresh may wait for a timeout, or be retried for ~30 s, on a dead uplink).
          { guard: 'storedSessionOfCachedUser', target: 'signedIn', actions: 'assignRestoringUser' },
        ],
        invoke: {
          src: 'restoreSession',
          onDone: [
            {
              guard: { type: 'isSession', params: ({ event }) => event.output },
              target: 'signedIn',
              actions: { type: 'assignSession', params: ({ event }) => event.output },
            },
            { target: 'signedOut' },
          ],
          onError: [
            {
              guard: { type: 'canStartOfflineAfterError', params: ({ event }) => ({ error: event.error }) },
              target: 'signedIn',
              actions: 'assignCachedUser',
            },
            { target: 'signedOut' },
          ],
        },
        after: {
          INIT_TIMEOUT: [
            { guard: 'canStartOffline', target: 'signedIn', actions: 'assignCachedUser' },
            { target: 'signedOut' },
          ],
        },
      },
      signedOut: {
        initial: 'idle',
        on: {
          'IMPERSONATION.START': { actions: 'toastImpersonationFailed' },
          'AUTH.CHANGED': {
            guard: 'signedInChange',
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => event.change.session },
          },
        },
        states: {
          idle: {
            on: {
              'AUTH.SIGN_IN': [
                { guard: 'missingCredentials', actions: 'assignMissingCredentials' },
                { target: 'signingIn', actions: 'clearLoginError' },
              ],
            },
          },
          signingIn: {
            invoke: {
              src: 'signIn',
              input: ({ event }) => {
                assertEvent(event, 'AUTH.SIGN_IN');
                return { email: event.email.trim(), password: event.password };
              },
              onDone: {
                target: '#auth.signedIn',
                actions: { type: 'assignSession', params: ({ event }) => event.output },
              },
              onError: {
                target: 'idle',
                actions: { type: 'assignLoginError', params: ({ event }) => ({ error: event.error }) },
              },
            },
          },
        },
      },
      signedIn: {
        type: 'parallel',
        entry: [
          'rememberUser',
          'saveLastUser',
          'restoreImpersonation',
          'discardForeignImpersonation',
          'saveStoredImpersonation',
        ],
        on: {
          'AUTH.LOGOUT': [{ guard: 'isImpersonating', actions: stopImpersonationActions }, { target: 'signingOut' }],
          'AUTH.DENY': { target: 'denying', actions: 'assignDenial' },
          'AUTH.CHANGED': [
            // A refresh that failed because the network is down must never sign the user out.
            { guard: 'signedOutWhileOffline' },
            { guard: 'signedOutChange', target: 'signedOut', actions: signOutLocally },
            {
              guard: 'otherUserSignedIn',
              target: 'signedIn',
              reenter: true,
              actions: ['resetUserState', { type: 'assignSession', params: ({ event }) => event.change.session }],
            },
            { guard: 'sessionUpdate', actions: { type: 'assignSession', params: ({ event }) => event.change.session } },
          ],
          'IMPERSONATION.START': [
            {
              guard: 'canImpersonate',
              actions: [
                'startImpersonation',
                'saveStoredImpersonation',
                'announceImpersonation',
                'goToImpersonatedOrganization',
              ],
            },
            { actions: 'toastImpersonationFailed' },
          ],
          'IMPERSONATION.STOP': { guard: 'isImpersonating', actions: stopImpersonationActions },
          'PASSWORD.SET': { actions: ['passwordSet', 'saveCachedAuth'] },
        },
        states: {
          profile: profileRegion,
          roles: rolesRegion,
          adminCheck: adminCheckRegion,
          connection: {
            initial: 'deciding',
            states: {
              deciding: {
                always: [
                  { guard: 'isOffline', target: 'offline' },
                  { guard: 'startedOffline', target: 'reconnecting' },
                  { guard: 'restoringSession', target: 'restoring' },
                  { target: 'online' },
                ],
              },
              restoring: {
                invoke: {
                  src: 'restoreSession',
                  onDone: [
                    {
                      guard: { type: 'isSession', params: ({ event }) => event.output },
                      target: 'online',
                      actions: { type: 'assignSession', params: ({ event }) => event.output },
                    },
                    { target: '#auth.signedOut', actions: signOutLocally },
                  ],
                  onError: [
                    {
                      guard: { type: 'isNetworkError', params: ({ event }) => ({ error: event.error }) },
                      target: 'offline',
                      actions: 'markOfflineSession',
                    },
                    { target: '#auth.signedOut', actions: signOutLocally },
                  ],
                },
                on: { 'NETWORK.OFFLINE': { target: 'offline', actions: ['setOffline', 'markOfflineSession'] } },
              },
              online: { on: { 'NETWORK.OFFLINE': { target: 'offline', actions: 'setOffline' } } },
              offline: { on: { 'NETWORK.ONLINE': { target: 'reconnecting', actions: 'setOnline' } } },
              reconnecting: {
                invoke: {
                  src: 'refreshSession',
                  onDone: [
                    {
                      guard: { type: 'isSession', params: ({ event }) => event.output },
                      target: 'online',
                      actions: [{ type: 'assignSession', params: ({ event }) => event.output }, 'raiseReload'],
                    },
                    { target: '#auth.signedOut', actions: signOutLocally },
                  ],
                  onError: [
                    {
                      guard: { type: 'isNetworkError', params: ({ event }) => ({ error: event.error }) },
                      target: 'offline',
                    },
                    { target: '#auth.signedOut', actions: signOutLocally },
                  ],
                },
                on: { 'NETWORK.OFFLINE': { target: 'offline', actions: 'setOffline' } },
              },
            },
          },
        },
      },
      denying: {
        invoke: {
          src: 'signOut',
          onDone: { target: 'signedOut', actions: signOutLocally },
          onError: { target: 'signedOut', actions: signOutLocally },
        },
      },
      signingOut: {
        invoke: {
          src: 'signOut',
          onDone: { target: 'signedOut', actions: logoutActions },
          // Local cleanup happens whatever the server said.
          onError: { target: 'signedOut', actions: logoutActions },
        },
      },
    },
  });

export type AuthMachine = ReturnType<typeof buildAuthMachine>;

let built: AuthMachine | null = null;

/** The machine, built once, on first use. */
export function getAuthMachine(): AuthMachine {
  built ??= buildAuthMachine();
  return built;
}
