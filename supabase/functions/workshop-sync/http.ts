/** JSON answers of the workshop-sync function, and the refusal it throws to produce one. */
import { corsHeadersFor, jsonWith } from '../_shared/http.ts';

export { Refusal, requiredEnv } from '../_shared/http.ts';

/** CORS for the origins listed in WORKSHOP_SYNC_ALLOWED_ORIGINS (comma-separated), on Supabase. */
export const corsHeaders = (req: Request) =>
  corsHeadersFor(req, 'WORKSHOP_SYNC_ALLOWED_ORIGINS', ['x-workshop-signature']);

export const json = (req: Request, status: number, body: unknown): Response => jsonWith(corsHeaders(req), status, body);
