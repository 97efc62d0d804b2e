/**
 * admin-users: brings people into the product. The caller's token says who they are; a
 * super admin may act anywhere, an org admin only on exactly their organisation, and there only on
 * people all of whose roles lie inside it (never a super admin or a coach, whose roles are the
 * platform's); the writes use the service role, which the browser never holds. POST a JSON body with `action`:
 *
 *   create               { organizationId, email, password, mustSetPassword?, firstName, lastName, position?, department?,
 *                          division?, status? (active|inactive|pending), phone?, hireDate? (YYYY-MM-DD), age?, gender? (male|female),
 *                          jobDescription?, teamId? (or team: id or name), teamRole? (member|coordinator|leader),
 *                          roles? (org_admin|manager|team_leader|team_member; default team_member) }      -> 201 { userId }
 *   create-batch         { organizationId, rows: [same fields, `role` may be one string], defaultPassword?, mustSetPassword? }
 *                                                   -> 200 { results: [{ row (from 1), ok, userId?, error?, fields? }], created, failed }
 *   update               { userId, any profile field above, status?, password? (empty keeps it), mustSetPassword? } -> 200 { userId }
 *   delete               { userId }                                                                 -> 200 { userId }
 *   create-organization  { name, logoUrl?, status?, admin: { email, password, firstName, lastName, ... } } (super admin)
 *                                                   -> 201 { organizationId, userId }; the admin must set a password at first sign-in
 *   create-super-admin   { email, password (8+), firstName?, lastName? } (super admin)          -> 201 { userId }
 *   remove-super-admin   { userId } (super admin; never the last one)                               -> 200 { userId }
 *
 * Refusals: { error, code, fields? } with 401 (no or invalid token), 403 (role, organisation, or a person with a platform role),
 * 400 (bad body; per-field messages), 404 (unknown person, to a super admin; an org admin gets the 403
 * of a person outside their reach, so the answer does not tell which ids exist), 409 (e-mail taken, last super admin).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { callerId, serviceClient } from './clients.ts';
import { Refusal, badRequest, corsHeaders, json, refusalBody } from './http.ts';
import { create, createBatch, remove, update } from './members.ts';
import { createOrganization, createSuperAdmin, removeSuperAdmin } from './platform.ts';
import type { Body } from './person-input.ts';

type Action = (svc: SupabaseClient, caller: string, body: Body) => Promise<{ status: number; body: unknown }>;

const ACTIONS: Record<string, Action> = {
  create,
  'create-batch': createBatch,
  update,
  delete: remove,
  'create-organization': createOrganization,
  'create-super-admin': createSuperAdmin,
  'remove-super-admin': removeSuperAdmin,
};

async function readBody(req: Request): Promise<Body> {
  try {
    const body: unknown = await req.json();
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Body;
  } catch {
    // reported below
  }
  throw badRequest({ body: 'A JSON object is required' });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders(req) });
  try {
    if (req.method !== 'POST') throw new Refusal(405, 'method_not_allowed', 'Use POST');
    const caller = await callerId(req);
    const body = await readBody(req);
    const action = typeof body.action === 'string' ? ACTIONS[body.action] : undefined;
    if (!action) throw badRequest({ action: `One of: ${Object.keys(ACTIONS).join(', ')}` }, 'Unknown action');
    const result = await action(serviceClient(), caller, body);
    return json(req, result.status, result.body);
  } catch (error) {
    if (error instanceof Refusal) return json(req, error.status, refusalBody(error));
    console.error('[admin-users]', error);
    return json(req, 500, { error: 'An error occurred', code: 'unexpected_failure' });
  }
}

// Deployed on Supabase (Deno), the same module also starts its own server.
if (typeof (globalThis as { Deno?: unknown }).Deno !== 'undefined') {
  (globalThis as unknown as { Deno: { serve: (h: (r: Request) => Promise<Response>) => void } }).Deno.serve(handler);
}
