import type { ApiRole } from '../config.ts';

/** How long one piece of database work may run before it is cancelled, in milliseconds. */
export interface DatabaseTimeouts {
  /** Per API role, as Supabase sets `statement_timeout` per role: anon 3 s, authenticated 8 s; service_role inherits the authenticator's 8 s. */
  roles: Record<ApiRole, number>;
  /** The server's own work (sign-in, sessions, realtime, the schema cache). */
  internal: number;
  /** The superuser handle tests and tools use (`backend.db`): Supabase's global limit of 2 minutes. */
  superuser: number;
  /** Longest wait for the database's turn (PostgREST's db-pool-acquisition-timeout, 10 s). */
  queue: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  roles: { anon: 3_000, authenticated: 8_000, service_role: 8_000 },
  internal: 8_000,
  superuser: 120_000,
  queue: 10_000,
};

/** Some of the timeouts, some roles only. */
export type TimeoutOverrides = Partial<Omit<DatabaseTimeouts, 'roles'>> & { roles?: Partial<Record<ApiRole, number>> };

export function databaseTimeouts(given: TimeoutOverrides = {}): DatabaseTimeouts {
  return { ...DEFAULT_TIMEOUTS, ...given, roles: { ...DEFAULT_TIMEOUTS.roles, ...given.roles } };
}
