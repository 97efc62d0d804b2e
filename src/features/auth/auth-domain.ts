/**
 * The shapes the auth machine works with. Field names follow the backend schema;
 * the supabase-js implementation in api.ts maps rows onto them.
 */
export interface AuthUser {
  id: string;
  email: string | null;
}

export interface AuthSession {
  user: AuthUser;
  accessToken: string;
  /** Seconds since the epoch, as supabase-js reports it. */
  expiresAt: number | null;
}

export interface AuthProfile {
  id: string;
  user_id: string;
  email: string | null;
  organization_id: string | null;
  manager_level: string | null;
  first_name: string | null;
  last_name: string | null;
  team_role: string | null;
  terms_accepted_at: string | null;
  privacy_accepted_at: string | null;
  terms_version: string | null;
  privacy_version: string | null;
  /** Set when an administrator chose a temporary password; cleared by the database once the person sets their own. */
  must_set_password?: boolean;
}

export type TermsAcceptance = Pick<
  AuthProfile,
  'terms_accepted_at' | 'privacy_accepted_at' | 'terms_version' | 'privacy_version'
>;

/** The supabase-js auth events the machine reacts to. */
export type AuthChangeKind =
  'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED' | 'INITIAL_SESSION' | 'OTHER';

export interface AuthChange {
  kind: AuthChangeKind;
  session: AuthSession | null;
}
