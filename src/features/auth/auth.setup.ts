import { assertEvent, assign, emit, raise, setup } from 'xstate';
import { unprovidedAuthActors } from './auth-actors';
import * as text from './auth-messages';
import type { AuthProfile, AuthSession, AuthUser, TermsAcceptance } from './auth-domain';
import { noStorageEffects } from './auth-storage-effects';
import {
  ADMIN_CHECK_DELAY_MS,
  ADMIN_CHECK_FALLBACK_MS,
  ADMIN_CHECK_FORCED_FINISH_MS,
  AUTH_INIT_TIMEOUT_MS,
  ROLES_RETRY_DELAY_MS,
  ROLES_STALE_MS,
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthMachineInput,
} from './auth.types';
import { cachedFor, rolesOf, signedOutState, withCached } from './auth-context';
import { loginErrorMessage, missingCredentialsMessage } from './login-errors';
import { isNetworkError } from './network-error';
import { isProfileServerUnavailable, profileErrorMessage } from './profile-errors';
import { EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult, type RoleSources } from './roles';

/** What an actor's onError transition hands to a guard or an action (`params: ({ event }) => ({ error: event.error })`). */
interface Failure {
  error: unknown;
}

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthMachineInput,
    emitted: {} as AuthEmitted,
  },
  actors: unprovidedAuthActors,
  delays: {
    INIT_TIMEOUT: AUTH_INIT_TIMEOUT_MS,
    ADMIN_CHECK_DELAY: ADMIN_CHECK_DELAY_MS,
    ADMIN_CHECK_FALLBACK: ADMIN_CHECK_FALLBACK_MS,
    // Measured from the start of the check, like the fallback.
    ADMIN_CHECK_FORCED_FINISH: ADMIN_CHECK_FORCED_FINISH_MS,
    ROLES_STALE: ROLES_STALE_MS,
    ROLES_RETRY: ROLES_RETRY_DELAY_MS,
  },
  guards: {
    isSession: (_, output: AuthSession | null) => output != null,
    isNetworkError: (_, { error }: Failure) => isNetworkError(error),
    canStartOffline: ({ context }) => context.stored.lastUser != null,
    storedSessionOfCachedUser: ({ context }) => {
      const { lastUser, sessionUserId, byUser } = context.stored;
      return lastUser != null && sessionUserId === lastUser.id && byUser[lastUser.id]?.profile != null;
    },
    // Signed in from the device while the stored session is restored in the background (see assignRestoringUser).
    restoringSession: ({ context }) => context.session == null && !context.offlineSession,
    offlineWithCachedUser: ({ context }) => !context.online && context.stored.lastUser != null,
    canStartOfflineAfterError: ({ context }, { error }: Failure) =>
      isNetworkError(error) && context.stored.lastUser != null,
    hasCachedProfile: ({ context }, { error }: Failure) =>
      (isNetworkError(error) || isProfileServerUnavailable(error)) && cachedFor(context)?.profile != null,
    hasCachedProfileForUser: ({ context }) => cachedFor(context)?.profile != null,
    hasCachedRoleSources: ({ context }) => cachedFor(context)?.roleSources != null,
    hasCachedAdmin: ({ context }) => cachedFor(context)?.admin != null,
    missingCredentials: ({ event }) => {
      assertEvent(event, 'AUTH.SIGN_IN');
      return !event.email.trim() || !event.password;
    },
    signedInChange: ({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.change.kind === 'SIGNED_IN' && event.change.session != null;
    },
    otherUserSignedIn: ({ context, event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      const { change } = event;
      return change.kind === 'SIGNED_IN' && change.session != null && change.session.user.id !== context.user?.id;
    },
    sessionUpdate: ({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.change.session != null;
    },
    signedOutWhileOffline: ({ context, event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.change.kind === 'SIGNED_OUT' && !context.online;
    },
    signedOutChange: ({ event }) => {
      assertEvent(event, 'AUTH.CHANGED');
      return event.change.kind === 'SIGNED_OUT';
    },
    isImpersonating: ({ context }) => context.impersonation != null,
    canImpersonate: ({ context }) => context.impersonation == null && rolesOf(context).isSuperAdmin,
    isOffline: ({ context }) => !context.online,
    startedOffline: ({ context }) => context.offlineSession,
  },
  actions: {
    // Writes to the device: named effects, provided by createAuthActor (see auth-storage-effects.ts).
    ...noStorageEffects,
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    assignSession: assign((_, session: AuthSession | null) =>
      session ? { session, user: session.user, offlineSession: false, loginError: null } : {},
    ),
    assignCachedUser: assign(({ context }) => ({ session: null, user: context.stored.lastUser, offlineSession: true })),
    assignRestoringUser: assign(({ context }) => ({
      session: null,
      user: context.stored.lastUser,
      offlineSession: false,
    })),
    markOfflineSession: assign({ offlineSession: true }),
    assignMissingCredentials: assign({ loginError: missingCredentialsMessage }),
    clearLoginError: assign({ loginError: null }),
    assignLoginError: assign((_, { error }: Failure) => ({ loginError: loginErrorMessage(error) })),
    assignDenial: assign(({ event }) => {
      assertEvent(event, 'AUTH.DENY');
      return { loginError: event.message };
    }),
    rememberUser: assign(({ context }) => ({ stored: { ...context.stored, lastUser: context.user } })),
    restoreImpersonation: assign(({ context }) => {
      const record = context.stored.impersonation;
      return { impersonation: record && record.originalAdminId === context.user?.id ? record : null };
    }),
    // A record left behind by another account is dropped.
    discardForeignImpersonation: assign(({ context }) => {
      const record = context.stored.impersonation;
      if (!record || record.originalAdminId === context.user?.id) return {};
      return { stored: { ...context.stored, impersonation: null } };
    }),
    resetUserState: assign(signedOutState),
    dropStoredUser: assign(({ context }) => {
      const { stored, user } = context;
      if (!user) return { stored: { ...stored, impersonation: null } };
      const { [user.id]: _forgotten, ...byUser } = stored.byUser;
      const lastUser = stored.lastUser?.id === user.id ? null : stored.lastUser;
      return { stored: { lastUser, byUser, impersonation: null } };
    }),
    assignProfile: assign(({ context }, profile: AuthProfile) => ({
      profile,
      profileError: null,
      stored: withCached(context, { profile }),
    })),
    // The device's view while the backend is asked in the background: not an offline session (nothing failed yet).
    assignCachedProfile: assign(({ context }) => ({
      profile: cachedFor(context)?.profile ?? null,
      profileError: null,
    })),
    assignCachedRoleSources: assign(({ context }) => ({ roleSources: cachedFor(context)?.roleSources ?? null })),
    assignCachedAdmin: assign(({ context }) => ({ admin: cachedFor(context)?.admin ?? null, adminCheckFailed: false })),
    useCachedProfile: assign(({ context }) => ({ profile: cachedFor(context)?.profile ?? null, offlineSession: true })),
    assignProfileError: assign((_, { error }: Failure) => ({
      profile: null,
      profileError: profileErrorMessage(error),
    })),
    assignRoleSources: assign(({ context }, roleSources: RoleSources) => ({
      roleSources,
      stored: withCached(context, { roleSources }),
    })),
    // A read that failed twice tells nothing about the roles: the last known ones stay (the device's copy,
    // or those of this session), never an empty list that would empty a leader's screens.
    roleSourcesFallback: assign(({ context }) => ({
      roleSources: cachedFor(context)?.roleSources ?? context.roleSources ?? EMPTY_ROLE_SOURCES,
    })),
    assignAdmin: assign(({ context }, admin: AdminCheckResult) => ({
      admin,
      adminCheckFailed: false,
      stored: withCached(context, { admin }),
    })),
    adminFallbackAfterError: assign(({ context }, { error }: Failure) => {
      const offline = isNetworkError(error);
      return { admin: (offline ? cachedFor(context)?.admin : null) ?? NON_ADMIN, adminCheckFailed: !offline };
    }),
    assignNonAdmin: assign({ admin: NON_ADMIN }),
    startImpersonation: assign(({ context, event }) => {
      assertEvent(event, 'IMPERSONATION.START');
      const user = context.user as AuthUser;
      const impersonation = {
        organizationId: event.organizationId,
        organizationName: event.organizationName,
        originalAdminId: user.id,
      };
      return { impersonation, stored: { ...context.stored, impersonation } };
    }),
    announceImpersonation: emit(({ context }) => ({
      type: 'toast' as const,
      variant: 'success' as const,
      message: text.impersonationStartedMessage(context.impersonation?.organizationName ?? ''),
    })),
    goToImpersonatedOrganization: emit(({ context }) => ({
      type: 'navigate' as const,
      to: `/org-admin/${context.impersonation?.organizationId ?? ''}`,
    })),
    stopImpersonation: assign(({ context }) => ({
      impersonation: null,
      stored: { ...context.stored, impersonation: null },
    })),
    announceImpersonationEnded: emit({ type: 'toast', variant: 'success', message: text.impersonationEndedMessage }),
    goToSuperAdmin: emit({ type: 'navigate', to: '/super-admin' }),
    toastUserNotIdentified: emit({ type: 'toast', variant: 'error', message: text.userNotIdentifiedMessage }),
    toastImpersonationFailed: emit(({ context }) => ({
      type: 'toast' as const,
      variant: 'error' as const,
      message: context.user ? text.impersonationFailedMessage : text.notAuthenticatedMessage,
    })),
    termsAccepted: assign(({ context }, patch: TermsAcceptance) => {
      if (!context.profile) return {};
      const profile = { ...context.profile, ...patch };
      return { profile, stored: withCached(context, { profile }) };
    }),
    passwordSet: assign(({ context }) => {
      if (!context.profile) return {};
      const profile = { ...context.profile, must_set_password: false };
      return { profile, stored: withCached(context, { profile }) };
    }),
    announceTermsAccepted: emit({ type: 'toast', variant: 'success', message: text.termsAcceptedMessage }),
    goToUserDashboard: emit({ type: 'navigate', to: '/user' }),
    toastTermsFailed: emit({ type: 'toast', variant: 'error', message: text.termsFailedMessage }),
    announceLogout: emit({ type: 'toast', variant: 'success', message: text.logoutCompletedMessage }),
    // Runs before the user data is cleared, so the roles are still known.
    goToLoginAfterLogout: emit(({ context }) => {
      const roles = rolesOf(context);
      return { type: 'navigate' as const, to: roles.isSuperAdmin || roles.isOrgAdmin ? '/admin-login' : '/login' };
    }),
    raiseReload: raise({ type: 'AUTH.RELOAD' }),
  },
});
