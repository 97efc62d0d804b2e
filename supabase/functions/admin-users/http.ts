/** JSON answers of the admin-users function, and the failure it throws to produce one. */
import { Refusal, corsHeadersFor, jsonWith } from '../_shared/http.ts';

export { Refusal, requiredEnv } from '../_shared/http.ts';

export const badRequest = (fields: Record<string, string>, message = 'Invalid request') =>
  new Refusal(400, 'invalid_body', message, fields);

/** CORS for the origins listed in ADMIN_USERS_ALLOWED_ORIGINS (comma-separated), on Supabase. */
export const corsHeaders = (req: Request) => corsHeadersFor(req, 'ADMIN_USERS_ALLOWED_ORIGINS');

export const json = (req: Request, status: number, body: unknown): Response => jsonWith(corsHeaders(req), status, body);

export function refusalBody(refusal: Refusal): Record<string, unknown> {
  return { error: refusal.message, code: refusal.code, ...(refusal.fields ? { fields: refusal.fields } : {}) };
}
