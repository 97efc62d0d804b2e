/**
 * ai-suggestion. POST
 * `{ submissionId | 'activity-level', promptTemplateId, activityId, sessionId? }` answers
 * `{ suggestion }`: the new ai_suggestions row (status new) stored for the caller. Everything is read
 * with the caller's own token, so row-level security decides what they may use; the suggestion is
 * stored with the service role, since its content is the generator's and no user may insert one. The
 * content comes from the OpenAI-compatible provider of provider.ts when AI_API_BASE_URL is set,
 * otherwise from the deterministic offline generator. Errors answer `{ error, code }` and store nothing.
 */
import { callerClient, callerId, serviceClient } from './client.ts';
import { loadContext, type SuggestionContext } from './context.ts';
import { isDeno } from './env.ts';
import { corsHeaders, errorResponse, FunctionError, json } from './http.ts';
import { generateOffline } from './offline-generator.ts';
import { buildMessages } from './prompt.ts';
import { callProvider, providerConfig } from './provider.ts';
import { readSuggestionRequest } from './request.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

async function generate(context: SuggestionContext): Promise<Record<string, unknown>> {
  const config = providerConfig(context.template.model);
  return config
    ? callProvider(config, buildMessages(context), context.template.outputFormat)
    : generateOffline(context);
}

async function store(
  db: SupabaseClient,
  context: SuggestionContext,
  content: Record<string, unknown>,
): Promise<unknown> {
  const { data, error } = await db
    .from('ai_suggestions')
    .insert({
      activity_id: context.activity.id,
      user_id: context.userId,
      session_id: context.sessionId,
      submission_id: context.submissionId,
      prompt_template_id: context.template.id,
      generated_content: content,
      status: 'new',
      generated_at: new Date().toISOString(),
    })
    .select()
    .single();
  if (error || !data) throw new FunctionError(500, 'store_failed', 'Errore nel salvataggio della suggestion.');
  return data;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders() });
  try {
    if (req.method !== 'POST') throw new FunctionError(405, 'method_not_allowed', 'Usa POST.');
    const authorization = req.headers.get('Authorization');
    if (!authorization) throw new FunctionError(401, 'not_signed_in', 'Accedi per generare una suggestion.');
    const request = await readSuggestionRequest(req);
    const db = callerClient(authorization);
    const userId = await callerId(db, authorization);
    const context = await loadContext(db, userId, request);
    const content = await generate(context);
    return json(200, { suggestion: await store(serviceClient(), context, content) });
  } catch (error) {
    if (error instanceof FunctionError) return errorResponse(error);
    console.error('[ai-suggestion] unexpected error', error);
    return errorResponse(new FunctionError(500, 'internal_error', 'Errore nella generazione della suggestion.'));
  }
}

// On Supabase (Deno) the module serves itself; the embedded backend imports the default export.
if (isDeno()) {
  (globalThis as unknown as { Deno: { serve: (h: (r: Request) => Promise<Response>) => void } }).Deno.serve(handler);
}
