/**
 * The admin-users edge function (supabase/functions/admin-users): people are created, changed and
 * removed there with the service role, never from the browser. Admin writes are online-only.
 */
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { BackendClient } from '../../backend/backend-client';

/** A refusal of the function ({ error, code, fields? }) or an unreachable server (code 'offline'). */
export class AdminCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AdminCallError';
  }
}

export const isOffline = (error: unknown) =>
  (error instanceof AdminCallError && error.code === 'offline') ||
  (error instanceof Error && /Failed to fetch|NetworkError|unreachable/i.test(error.message));

export interface PersonFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  position?: string;
  department?: string;
  division?: string;
  status?: string;
  phone?: string;
  hireDate?: string;
  age?: string;
  gender?: string;
  jobDescription?: string;
  teamId?: string;
  teamRole?: string;
  roles?: string[];
  password?: string;
  mustSetPassword?: boolean;
}

export interface BatchRowResult {
  row: number;
  ok: boolean;
  userId?: string;
  /** Why the server refused the row ('email_exists' when the address has an account already). */
  code?: string;
  error?: string;
  fields?: Record<string, string>;
}

async function call<T>(client: BackendClient, body: Record<string, unknown>): Promise<T> {
  const { data, error } = await client.functions.invoke('admin-users', { body });
  if (!error) return data as T;
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string;
      code?: string;
      fields?: Record<string, string>;
    };
    throw new AdminCallError(
      answer.error ?? 'An error occurred',
      answer.code ?? 'unexpected_failure',
      response.status,
      answer.fields,
    );
  }
  if (error instanceof FunctionsFetchError) throw new AdminCallError(String(error.message), 'offline', 0);
  throw error;
}

export const createMember = (client: BackendClient, organizationId: string, person: PersonFields) =>
  call<{ userId: string }>(client, { action: 'create', organizationId, ...person });

export const createMembersBatch = (
  client: BackendClient,
  organizationId: string,
  rows: Record<string, string>[],
  options: { defaultPassword?: string; mustSetPassword?: boolean },
) =>
  call<{ results: BatchRowResult[]; created: number; failed: number }>(client, {
    action: 'create-batch',
    organizationId,
    rows,
    ...options,
  });

export const updateMember = (client: BackendClient, userId: string, person: PersonFields) =>
  call<{ userId: string }>(client, { action: 'update', userId, ...person });

export const deleteMember = (client: BackendClient, userId: string) =>
  call<{ userId: string }>(client, { action: 'delete', userId });

export interface NewOrganization {
  name: string;
  logoUrl?: string;
  status: string;
  admin: { email: string; password: string; firstName: string; lastName: string };
}

export const createOrganization = (client: BackendClient, organization: NewOrganization) =>
  call<{ organizationId: string; userId: string }>(client, { action: 'create-organization', ...organization });

export const createSuperAdmin = (
  client: BackendClient,
  person: { email: string; password: string; firstName: string; lastName: string },
) => call<{ userId: string }>(client, { action: 'create-super-admin', ...person });

export const removeSuperAdmin = (client: BackendClient, userId: string) =>
  call<{ userId: string }>(client, { action: 'remove-super-admin', userId });
