/**
 * What the functions that answer CORS for a list of origins share: their refusal, their environment
 * and their JSON answers. Supabase deploys a folder starting with "_" with the functions importing it,
 * never as a function of its own (the embedded backend's runner refuses such a name too).
 */

/** A failure a function answers with a status, a stable code and a message a person can read. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

function env(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(n: string): string | undefined } } }).Deno;
  return deno
    ? deno.env.get(name)
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
}

export function requiredEnv(name: 'SUPABASE_URL' | 'SUPABASE_ANON_KEY' | 'SUPABASE_SERVICE_ROLE_KEY'): string {
  const value = env(name);
  if (!value) throw new Refusal(500, 'misconfigured', `${name} is not set`);
  return value;
}

/**
 * On Supabase a function answers CORS itself, for the origins listed (comma-separated) in the variable
 * it names. The embedded backend adds its own CORS headers; leave the variable unset there.
 */
export function corsHeadersFor(
  req: Request,
  allowedOriginsVariable: string,
  extraHeaders: readonly string[] = [],
): Record<string, string> {
  const origin = req.headers.get('origin');
  const allowed = (env(allowedOriginsVariable) ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (!origin || !allowed.includes(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    Vary: 'Origin',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': ['authorization', 'x-client-info', 'apikey', 'content-type', ...extraHeaders].join(
      ', ',
    ),
  };
}

export function jsonWith(headers: Record<string, string>, status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}
