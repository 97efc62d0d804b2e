/**
 * workshop-sync: a workshop tablet pushes what its participants did offline. It holds no user token,
 * only the anon key and its own non-extractable key pair; the body is signed with the private key
 * (header x-workshop-signature) and checked here against the public key registered for the device.
 * Then the service role, which only this function holds, hands the batch to
 * public.workshop_apply_batch, which checks the device's window, revocation, each participant's team
 * and each operation's kind, and applies the operations as their participants, exactly once.
 * Contract and answers: docs/workshop-tablets.md.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parseBatch, type Batch } from './batch.ts';
import { Refusal, corsHeaders, json, requiredEnv } from './http.ts';
import { MAX_BODY_BYTES } from './limits.ts';
import { verifySignature, type PublicJwk } from './signature.ts';

/** This function never opens Realtime; Node 20 (the embedded backend) has no WebSocket for supabase-js to find. */
class NoRealtime {
  constructor() {
    throw new Error('workshop-sync does not use Realtime');
  }
}
const transport = ((globalThis as { WebSocket?: unknown }).WebSocket ?? NoRealtime) as unknown as typeof WebSocket;

const serviceClient = (): SupabaseClient =>
  createClient(requiredEnv('SUPABASE_URL'), requiredEnv('SUPABASE_SERVICE_ROLE_KEY'), {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport },
  });

async function readBytes(req: Request): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.length > MAX_BODY_BYTES) throw tooLarge();
  return bytes;
}
const tooLarge = () => new Refusal(413, 'body_too_large', `At most ${MAX_BODY_BYTES} bytes per batch`);

async function publicKeyOf(svc: SupabaseClient, deviceId: string): Promise<PublicJwk> {
  const { data, error } = await svc.from('workshop_devices').select('public_key').eq('id', deviceId).maybeSingle();
  if (error) throw new Refusal(500, 'unexpected_failure', error.message);
  if (!data) throw new Refusal(401, 'unknown_device', 'This device is not registered');
  return (data as { public_key: PublicJwk }).public_key;
}

/**
 * Keeps the tablet's report of what it still holds (only for a push signed by its key and accepted).
 * The push itself is already applied: a failure here is logged and does not change its answer.
 */
async function recordUnsent(svc: SupabaseClient, batch: Batch, results: unknown): Promise<void> {
  const { error } = await svc.rpc('workshop_record_unsent', { p_batch: batch, p_results: results ?? [] });
  if (error) console.error('[workshop-sync] unsent report not kept:', error.message);
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders(req) });
  try {
    if (req.method !== 'POST') throw new Refusal(405, 'method_not_allowed', 'Use POST');
    const bytes = await readBytes(req);
    const batch = parseBatch(bytes);
    const svc = serviceClient();
    const jwk = await publicKeyOf(svc, batch.device_id);
    if (!(await verifySignature(jwk, req.headers.get('x-workshop-signature'), bytes)))
      throw new Refusal(401, 'bad_signature', 'The batch is not signed by this device');
    const { data, error } = await svc.rpc('workshop_apply_batch', { p_batch: batch });
    if (error) throw new Refusal(500, 'unexpected_failure', error.message);
    const answer = data as { status: number; body: { results?: unknown } };
    if (answer.status === 200 && batch.unsent !== undefined) await recordUnsent(svc, batch, answer.body.results);
    return json(req, answer.status, answer.body);
  } catch (error) {
    if (error instanceof Refusal) return json(req, error.status, { code: error.code, message: error.message });
    console.error('[workshop-sync]', error);
    return json(req, 500, { code: 'unexpected_failure', message: 'An error occurred' });
  }
}

// Deployed on Supabase (Deno), the same module also starts its own server.
if (typeof (globalThis as { Deno?: unknown }).Deno !== 'undefined') {
  (globalThis as unknown as { Deno: { serve: (h: (r: Request) => Promise<Response>) => void } }).Deno.serve(handler);
}
