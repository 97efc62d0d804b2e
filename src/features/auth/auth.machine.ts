import { authSetup } from './auth.setup';
import { adminCheckRegion, profileRegion, rolesRegion } from './signed-in-regions';

export * from './auth.types';

const stopImpersonationActions = ['stopImpersonation', 'announceImpersonationEnded', 'goToSuperAdmin'] as const;
const logoutActions = ['announceLogout', 'goToLoginAfterLogout', 'forgetUser', 'resetUserState'] as const;

/**
 * The auth machine (spec part 1 sections 4, 6, 8 and 9). Effects are actors: create it with
 * `authMachine.provide({ actors: createAuthActors(services) })`, see create-auth-actor.ts.
 */
export const authMachine = authSetup.createMachine({
  id: 'auth',
  context: ({ input }) => ({
    cache: input.cache,
    impersonationStore: input.impersonationStore,
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
      always: { guard: 'offlineWithCachedUser', target: 'signedIn', actions: 'assignCachedUser' },
      invoke: {
        src: 'restoreSession',
        onDone: [
          {
            guard: 'outputIsSession',
            target: 'signedIn',
            actions: { type: 'assignSession', params: ({ event }) => event.output },
          },
          { target: 'signedOut' },
        ],
        onError: [
          { guard: 'canStartOfflineAfterError', target: 'signedIn', actions: 'assignCachedUser' },
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
            input: ({ event }) =>
              event.type === 'AUTH.SIGN_IN'
                ? { email: event.email.trim(), password: event.password }
                : { email: '', password: '' },
            onDone: { target: '#auth.signedIn', actions: { type: 'assignSession', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: 'assignLoginError' },
          },
        },
      },
    },
    signedIn: {
      type: 'parallel',
      entry: ['rememberUser', 'restoreImpersonation'],
      on: {
        'AUTH.LOGOUT': [{ guard: 'isImpersonating', actions: stopImpersonationActions }, { target: 'signingOut' }],
        'AUTH.DENY': { target: 'denying', actions: 'assignDenial' },
        'AUTH.CHANGED': [
          // A refresh that failed because the network is down must never sign the user out.
          { guard: 'signedOutWhileOffline' },
          { guard: 'signedOutChange', target: 'signedOut', actions: ['forgetUser', 'resetUserState'] },
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
            actions: ['startImpersonation', 'announceImpersonation', 'goToImpersonatedOrganization'],
          },
          { actions: 'toastImpersonationFailed' },
        ],
        'IMPERSONATION.STOP': { guard: 'isImpersonating', actions: stopImpersonationActions },
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
                { target: 'online' },
              ],
            },
            online: { on: { 'NETWORK.OFFLINE': { target: 'offline', actions: 'setOffline' } } },
            offline: { on: { 'NETWORK.ONLINE': { target: 'reconnecting', actions: 'setOnline' } } },
            reconnecting: {
              invoke: {
                src: 'refreshSession',
                onDone: [
                  {
                    guard: 'outputIsSession',
                    target: 'online',
                    actions: [{ type: 'assignSession', params: ({ event }) => event.output }, 'raiseReload'],
                  },
                  { target: '#auth.signedOut', actions: ['forgetUser', 'resetUserState'] },
                ],
                onError: [
                  { guard: 'isNetworkError', target: 'offline' },
                  { target: '#auth.signedOut', actions: ['forgetUser', 'resetUserState'] },
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
        onDone: { target: 'signedOut', actions: ['forgetUser', 'resetUserState'] },
        onError: { target: 'signedOut', actions: ['forgetUser', 'resetUserState'] },
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
