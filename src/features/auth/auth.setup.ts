import { assign, emit, raise, setup } from 'xstate';
import { createAuthActors, unprovidedServices } from './auth-actors';
import * as text from './auth-messages';
import type { AuthChange, AuthProfile, AuthSession, TermsAcceptance } from './auth-domain';
import {
  ADMIN_CHECK_DELAY_MS,
  ADMIN_CHECK_FALLBACK_MS,
  ADMIN_CHECK_FORCED_FINISH_MS,
  AUTH_INIT_TIMEOUT_MS,
  type AuthContext,
  type AuthEmitted,
  type AuthEvent,
  type AuthMachineInput,
} from './auth.types';
import { loginErrorMessage, missingCredentialsMessage } from './login-errors';
import { isNetworkError } from './network-error';
import { profileErrorMessage } from './profile-errors';
import { deriveRoles, EMPTY_ROLE_SOURCES, NON_ADMIN, type AdminCheckResult, type RoleSources } from './roles';

const changeOf = (event: AuthEvent): AuthChange | null => (event.type === 'AUTH.CHANGED' ? event.change : null);
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const cachedFor = (context: AuthContext) => (context.user ? context.cache.read(context.user.id) : null);
const networkFailure = ({ event }: { event: unknown }) => isNetworkError(errorOf(event));

export function rolesOf(context: AuthContext) {
  return deriveRoles({
    sources: context.roleSources ?? EMPTY_ROLE_SOURCES,
    admin: context.admin ?? NON_ADMIN,
    profile: context.profile,
    impersonation: context.impersonation,
  });
}

const signedOutState = {
  session: null,
  user: null,
  offlineSession: false,
  profile: null,
  profileError: null,
  roleSources: null,
  admin: null,
  adminCheckFailed: false,
  impersonation: null,
} as const;

export const authSetup = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthMachineInput,
    emitted: {} as AuthEmitted,
  },
  actors: createAuthActors(unprovidedServices),
  delays: {
    INIT_TIMEOUT: AUTH_INIT_TIMEOUT_MS,
    ADMIN_CHECK_DELAY: ADMIN_CHECK_DELAY_MS,
    ADMIN_CHECK_FALLBACK: ADMIN_CHECK_FALLBACK_MS,
    // Measured from the start of the check, like the fallback.
    ADMIN_CHECK_FORCED_FINISH: ADMIN_CHECK_FORCED_FINISH_MS,
  },
  guards: {
    outputIsSession: ({ event }) => (event as { output?: unknown }).output != null,
    isNetworkError: networkFailure,
    canStartOffline: ({ context }) => context.cache.readLastUser() != null,
    offlineWithCachedUser: ({ context }) => !context.online && context.cache.readLastUser() != null,
    canStartOfflineAfterError: ({ context, event }) =>
      networkFailure({ event }) && context.cache.readLastUser() != null,
    hasCachedProfile: ({ context, event }) => networkFailure({ event }) && cachedFor(context)?.profile != null,
    missingCredentials: ({ event }) => event.type === 'AUTH.SIGN_IN' && (!event.email.trim() || !event.password),
    signedInChange: ({ event }) => {
      const change = changeOf(event);
      return change?.kind === 'SIGNED_IN' && change.session != null;
    },
    otherUserSignedIn: ({ context, event }) => {
      const change = changeOf(event);
      return change?.kind === 'SIGNED_IN' && change.session != null && change.session.user.id !== context.user?.id;
    },
    sessionUpdate: ({ event }) => changeOf(event)?.session != null,
    signedOutWhileOffline: ({ context, event }) => changeOf(event)?.kind === 'SIGNED_OUT' && !context.online,
    signedOutChange: ({ event }) => changeOf(event)?.kind === 'SIGNED_OUT',
    isImpersonating: ({ context }) => context.impersonation != null,
    canImpersonate: ({ context }) => context.impersonation == null && rolesOf(context).isSuperAdmin,
    isOffline: ({ context }) => !context.online,
    startedOffline: ({ context }) => context.offlineSession,
  },
  actions: {
    setOnline: assign({ online: true }),
    setOffline: assign({ online: false }),
    assignSession: assign((_, session: AuthSession | null) =>
      session ? { session, user: session.user, offlineSession: false, loginError: null } : {},
    ),
    assignCachedUser: assign(({ context }) => ({ session: null, user: context.cache.readLastUser(), offlineSession: true })),
    assignMissingCredentials: assign({ loginError: missingCredentialsMessage }),
    clearLoginError: assign({ loginError: null }),
    assignLoginError: assign(({ event }) => ({ loginError: loginErrorMessage(errorOf(event)) })),
    assignDenial: assign(({ event }) => (event.type === 'AUTH.DENY' ? { loginError: event.message } : {})),
    rememberUser: ({ context }) => {
      if (context.user) context.cache.writeLastUser(context.user);
    },
    restoreImpersonation: assign(({ context }) => {
      const record = context.impersonationStore.read();
      if (record && record.originalAdminId === context.user?.id) return { impersonation: record };
      if (record) context.impersonationStore.clear(); // left behind by another account
      return { impersonation: null };
    }),
    resetUserState: assign(signedOutState),
    forgetUser: ({ context }) => {
      if (context.user) context.cache.clear(context.user.id);
      context.impersonationStore.clear();
    },
    assignProfile: assign(({ context }, profile: AuthProfile) => {
      if (context.user) context.cache.write(context.user.id, { profile });
      return { profile, profileError: null };
    }),
    useCachedProfile: assign(({ context }) => ({ profile: cachedFor(context)?.profile ?? null, offlineSession: true })),
    assignProfileError: assign(({ event }) => ({ profile: null, profileError: profileErrorMessage(errorOf(event)) })),
    assignRoleSources: assign(({ context }, roleSources: RoleSources) => {
      if (context.user) context.cache.write(context.user.id, { roleSources });
      return { roleSources };
    }),
    roleSourcesFallback: assign(({ context, event }) => ({
      roleSources: (networkFailure({ event }) && cachedFor(context)?.roleSources) || EMPTY_ROLE_SOURCES,
    })),
    assignAdmin: assign(({ context }, admin: AdminCheckResult) => {
      if (context.user) context.cache.write(context.user.id, { admin });
      return { admin, adminCheckFailed: false };
    }),
    adminFallbackAfterError: assign(({ context, event }) => {
      const cached = networkFailure({ event }) ? cachedFor(context)?.admin : null;
      return { admin: cached ?? NON_ADMIN, adminCheckFailed: !networkFailure({ event }) };
    }),
    assignNonAdmin: assign({ admin: NON_ADMIN }),
    startImpersonation: assign(({ context, event }) => {
      if (event.type !== 'IMPERSONATION.START' || !context.user) return {};
      const impersonation = {
        organizationId: event.organizationId,
        organizationName: event.organizationName,
        originalAdminId: context.user.id,
      };
      context.impersonationStore.write(impersonation);
      return { impersonation };
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
    stopImpersonation: assign(({ context }) => {
      context.impersonationStore.clear();
      return { impersonation: null };
    }),
    announceImpersonationEnded: emit({ type: 'toast', variant: 'success', message: text.impersonationEndedMessage }),
    goToSuperAdmin: emit({ type: 'navigate', to: '/super-admin' }),
    toastImpersonationFailed: emit(({ context }) => ({
      type: 'toast' as const,
      variant: 'error' as const,
      message: context.user ? text.impersonationFailedMessage : text.notAuthenticatedMessage,
    })),
    termsAccepted: assign(({ context }, patch: TermsAcceptance) => {
      if (!context.profile) return {};
      const profile = { ...context.profile, ...patch };
      if (context.user) context.cache.write(context.user.id, { profile });
      return { profile };
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
