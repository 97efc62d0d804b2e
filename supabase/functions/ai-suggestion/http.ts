import { isDeno } from './env.ts';

/** What the function answers on failure: a status, a stable code and a message a person can read. */
export class FunctionError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

// On Supabase the function answers CORS itself; the embedded backend's router already does (and
// restricts the origins), so under Node nothing is added.
export function corsHeaders(): Record<string, string> {
  return isDeno()
    ? {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      }
    : {};
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...corsHeaders() },
  });
}

export function errorResponse(error: FunctionError): Response {
  return json(error.status, { error: error.message, code: error.code });
}
