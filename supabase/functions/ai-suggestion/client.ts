import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { readEnv } from './env.ts';
import { FunctionError } from './http.ts';

// The function never subscribes to Realtime, but supabase-js wants a WebSocket when it is created,
// which Node 20 (the embedded backend) does not have.
const noWebSocket = class {
  constructor() {
    throw new Error('ai-suggestion does not use Realtime');
  }
};

/** A client that acts as the caller (their token, so row-level security decides what they reach). */
export function callerClient(authorization: string): SupabaseClient {
  const url = readEnv('SUPABASE_URL');
  const anonKey = readEnv('SUPABASE_ANON_KEY');
  if (!url || !anonKey)
    throw new FunctionError(500, 'function_misconfigured', 'SUPABASE_URL e SUPABASE_ANON_KEY non sono impostati.');
  return createClient(url, anonKey, {
    global: { headers: { Authorization: authorization } },
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ((globalThis as { WebSocket?: unknown }).WebSocket ?? noWebSocket) as never },
  });
}

/**
 * A client with the service role, for the one write the caller may not make: storing the generated
 * suggestion (its content is the generator's, so no user may insert one).
 */
export function serviceClient(): SupabaseClient {
  const url = readEnv('SUPABASE_URL');
  const serviceKey = readEnv('SUPABASE_SERVICE_ROLE_KEY');
  if (!url || !serviceKey)
    throw new FunctionError(
      500,
      'function_misconfigured',
      'SUPABASE_URL e SUPABASE_SERVICE_ROLE_KEY non sono impostati.',
    );
  return createClient(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: ((globalThis as { WebSocket?: unknown }).WebSocket ?? noWebSocket) as never },
  });
}

/** The signed-in caller's id; a request with only the anon key (or a stale token) is a 401. */
export async function callerId(client: SupabaseClient, authorization: string): Promise<string> {
  const token = authorization.replace(/^Bearer\s+/i, '');
  const { data, error } = await client.auth.getUser(token);
  if (error || !data.user) throw new FunctionError(401, 'not_signed_in', 'Accedi per generare una suggestion.');
  return data.user.id;
}
