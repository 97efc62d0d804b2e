import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import { authError } from './errors.ts';

interface HookAnswer {
  error?: { http_code?: number; message?: string };
}

/**
 * Supabase Auth's custom access-token hook, as GoTrue calls it before issuing any token (password
 * sign-in and refresh): when the database defines `public.custom_access_token_hook(jsonb)` and it
 * answers `{ error: { http_code, message } }`, no token is issued. The message's prefix before ':'
 * becomes the error code the app reads (e.g. `account_inactive`).
 */
export async function refuseIfHookSaysSo(
  db: Database | Transaction,
  userId: string,
  method: 'password' | 'token_refresh',
): Promise<void> {
  const { rows } = await db.query<{ answer: HookAnswer | null }>(
    `select case when to_regprocedure('public.custom_access_token_hook(jsonb)') is null then null
       else public.custom_access_token_hook(jsonb_build_object('user_id', $1::text, 'claims', '{}'::jsonb, 'authentication_method', $2::text))
     end as answer`,
    [userId, method],
  );
  const error = rows[0]?.answer?.error;
  if (!error) return;
  const message = error.message ?? 'Access token refused';
  const code = /^([a-z_]+):/.exec(message)?.[1] ?? 'unexpected_failure';
  throw authError(error.http_code ?? 403, code, message);
}
