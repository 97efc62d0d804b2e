/** Calls the admin-users edge function through supabase-js and answers its status and JSON body. */
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { TestClient } from '../support/backend.ts';

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

export async function adminUsers<T = Record<string, unknown>>(
  client: TestClient,
  body: Record<string, unknown>,
): Promise<Answer<T>> {
  const { data, error, response } = await client.functions.invoke('admin-users', { body });
  if (!error) return { status: response?.status ?? 200, body: data as T };
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as T };
  }
  throw error;
}

let sequence = 0;
/** A fresh e-mail address per call, so tests do not depend on each other. */
export const freshEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++sequence}@acme.test`;

export const PASSWORD = 'Benvenuto-2026';
