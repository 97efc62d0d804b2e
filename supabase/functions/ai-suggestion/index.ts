/**
 * ai-suggestion. POST
 * `{ submissionId | 'activity-level', promptTemplateId, activityId, sessionId? }` answers
 * `{ suggestion }`: the new ai_suggestions row (status new) stored for the caller.
 * `{ scope: 'team', sessionId }` asks for the session's team suggestion (the team coaching screen's
 * assistant): no activity, made from the team's progress and submissions, for its members and coach only. Everything is read
 * with the caller's own token, so row-level security decides what they may use; the suggestion is
 * stored with the service role, since its content is the generator's and no user may insert one.
 * `{ preview: true, promptTemplateId, activityId? }` (an admin trying a prompt) answers `{ preview }`
 * and stores nothing (preview.ts). The content comes from the OpenAI-compatible provider of provider.ts when AI_API_BASE_URL is set,
 * otherwise from the deterministic offline generator. Errors answer `{ error, code }` and store nothing.
 */
import { callerClient, callerId, serviceClient } from './client.ts';
import { loadContext, type SuggestionContext } from './context.ts';
import { isDeno } from './env.ts';
import { corsHeaders, errorResponse, FunctionError, json } from './http.ts';
import { generateOffline } from './offline-generator.ts';
import { buildMessages } from './prompt.ts';
import { loadPreviewContext, readPreview } from './preview.ts';
import { callProvider, providerConfig } from './provider.ts';
import { readAnyRequest } from './request.ts';
import { loadTeamContext, type TeamContext } from './team-context.ts';
import { buildTeamMessages, generateTeamOffline } from './team-generator.ts';
import type { SupabaseClient } from '@supabase/supabase-js';

async function generate(context: SuggestionContext): Promise<Record<string, unknown>> {
  const config = providerConfig(context.template.model);
  return config
    ? callProvider(config, buildMessages(context), context.template.outputFormat)
    : generateOffline(context);
}

async function generateForTeam(context: TeamContext): Promise<Record<string, unknown>> {
  const config = providerConfig(null);
  return config ? callProvider(config, buildTeamMessages(context), 'team_next_steps') : generateTeamOffline(context);
}

interface StoredFor {
  activityId: string | null;
  userId: string;
  sessionId: string | null;
  submissionId: string | null;
  promptTemplateId: string | null;
}

const activityRow = (context: SuggestionContext): StoredFor => ({
  activityId: context.activity.id,
  userId: context.userId,
  sessionId: context.sessionId,
  submissionId: context.submissionId,
  promptTemplateId: context.template.id,
});
const teamRow = (context: TeamContext): StoredFor => ({
  activityId: null,
  userId: context.userId,
  sessionId: context.sessionId,
  submissionId: null,
  promptTemplateId: null,
});

/** The one insert, with the service role; the database's per-user limits (PT413) still apply to it. */
async function store(db: SupabaseClient, row: StoredFor, content: Record<string, unknown>): Promise<unknown> {
  const { data, error } = await db
    .from('ai_suggestions')
    .insert({
      activity_id: row.activityId,
      user_id: row.userId,
      session_id: row.sessionId,
      submission_id: row.submissionId,
      prompt_template_id: row.promptTemplateId,
      generated_content: content,
      status: 'new',
      generated_at: new Date().toISOString(),
    })
    .select()
    .single();
  if (error?.code === 'PT413') {
    const code = error.message.startsWith('row_too_large') ? 'row_too_large' : 'storage_quota';
    throw new FunctionError(413, code, 'Hai raggiunto il limite di suggestions che puoi conservare.');
  }
  if (error || !data) throw new FunctionError(500, 'store_failed', 'Errore nel salvataggio della suggestion.');
  return data;
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return new Response('ok', { headers: corsHeaders() });
  try {
    if (req.method !== 'POST') throw new FunctionError(405, 'method_not_allowed', 'Usa POST.');
    const authorization = req.headers.get('Authorization');
    if (!authorization) throw new FunctionError(401, 'not_signed_in', 'Accedi per generare una suggestion.');
    const preview = await readPreview(req);
    if (preview) {
      const db = callerClient(authorization);
      return json(200, {
        preview: await generate(await loadPreviewContext(db, await callerId(db, authorization), preview)),
      });
    }
    const request = await readAnyRequest(req);
    const db = callerClient(authorization);
    const userId = await callerId(db, authorization);
    if (request.scope === 'team') {
      const team = await loadTeamContext(db, userId, request.sessionId);
      const content = await generateForTeam(team);
      return json(200, { suggestion: await store(serviceClient(), teamRow(team), content) });
    }
    const context = await loadContext(db, userId, request);
    const content = await generate(context);
    return json(200, { suggestion: await store(serviceClient(), activityRow(context), content) });
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
