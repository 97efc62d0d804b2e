/**
 * A sample of what a prompt template produces, for the admin who writes it: `{ preview: true,
 * promptTemplateId, activityId? }` answers `{ preview }`, the generated content, and stores nothing.
 * The template (and the activity, when named) are read with the caller's token, so row-level security
 * decides what they may preview; only an active org admin or super admin may ask, since a sample costs
 * a provider call that no quota counts. The sample's answers are invented from the activity's form
 * questions, or are none (an activity-level suggestion).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AnsweredQuestion, SuggestionContext } from './context.ts';
import { FunctionError } from './http.ts';
import { toOutputFormat } from './shapes.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SAMPLE_ANSWER = 'Risposta di esempio';
const MAX_BODY = 4_096;

export interface PreviewRequest {
  promptTemplateId: string;
  activityId: string | null;
}

/** The preview fields of a request body, or null when the body does not ask for a preview. */
export function readPreviewRequest(body: unknown): PreviewRequest | null {
  if (typeof body !== 'object' || body === null || (body as { preview?: unknown }).preview !== true) return null;
  const { promptTemplateId, activityId } = body as Record<string, unknown>;
  if (typeof promptTemplateId !== 'string' || !UUID.test(promptTemplateId)) {
    throw new FunctionError(400, 'bad_request', 'Richiesta non valida: promptTemplateId deve essere un UUID.');
  }
  if (activityId !== undefined && activityId !== null && (typeof activityId !== 'string' || !UUID.test(activityId))) {
    throw new FunctionError(400, 'bad_request', 'Richiesta non valida: activityId deve essere un UUID.');
  }
  return { promptTemplateId: promptTemplateId.toLowerCase(), activityId: (activityId as string | null) ?? null };
}

/** Whether the request asks for a preview; reads a copy of the body, so the other paths still read it. */
export async function readPreview(req: Request): Promise<PreviewRequest | null> {
  const text = await req.clone().text();
  if (text.length > MAX_BODY) return null;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  return readPreviewRequest(body);
}

async function requireAuthor(db: SupabaseClient, userId: string): Promise<void> {
  const { data, error } = await db
    .from('user_roles')
    .select('id')
    .eq('user_id', userId)
    .eq('is_active', true)
    .in('role_type', ['org_admin', 'super_admin'])
    .limit(1);
  if (error) throw new FunctionError(500, 'read_failed', 'Errore nella lettura dei ruoli.');
  if (!data?.length) {
    throw new FunctionError(403, 'preview_refused', 'Solo un amministratore genera un esempio di un prompt template.');
  }
}

interface SampleActivity {
  id: string;
  title: string;
  description: string | null;
  instructions: string | null;
  coaching_phases: { title: string; phase_number: number } | null;
}

async function readSampleActivity(db: SupabaseClient, activityId: string | null): Promise<SampleActivity | null> {
  if (!activityId) return null;
  const { data, error } = await db
    .from('coaching_activities')
    .select('id, title, description, instructions, coaching_phases(title, phase_number)')
    .eq('id', activityId)
    .maybeSingle();
  if (error) throw new FunctionError(500, 'read_failed', "Errore nella lettura dell'attività.");
  if (!data) throw new FunctionError(404, 'activity_not_found', 'Attività non trovata o non accessibile');
  return data as unknown as SampleActivity;
}

/** The questions of the activity's own form, in order, each with an invented answer. */
async function sampleAnswers(db: SupabaseClient, activityId: string | null): Promise<AnsweredQuestion[]> {
  if (!activityId) return [];
  const forms = await db.from('assignment_forms').select('id').eq('activity_id', activityId);
  const formIds = (forms.data ?? []).map((f) => f.id as string);
  if (forms.error || formIds.length === 0) return [];
  const { data } = await db.from('form_questions').select('question_text').in('form_id', formIds).order('order_index');
  return (data ?? []).map((q) => ({ question: q.question_text as string, answer: SAMPLE_ANSWER }));
}

/** What the sample is made from: the template, the activity when named, and invented answers. */
export async function loadPreviewContext(
  db: SupabaseClient,
  userId: string,
  request: PreviewRequest,
): Promise<SuggestionContext> {
  await requireAuthor(db, userId);
  const { data: template, error } = await db
    .from('ai_prompt_templates')
    .select('id, name, system_prompt, user_prompt_template, output_format, model')
    .eq('id', request.promptTemplateId)
    .maybeSingle();
  if (error) throw new FunctionError(500, 'read_failed', 'Errore nella lettura del prompt template.');
  if (!template) throw new FunctionError(404, 'prompt_not_found', 'Prompt template non trovato o non accessibile.');
  const activity = await readSampleActivity(db, request.activityId);
  const answers = await sampleAnswers(db, request.activityId);
  return {
    userId,
    firstName: null,
    organizationName: null,
    activity: {
      id: activity?.id ?? template.id,
      title: activity?.title ?? template.name,
      description: activity?.description ?? null,
      instructions: activity?.instructions ?? null,
      phaseTitle: activity?.coaching_phases?.title ?? null,
      phaseNumber: activity?.coaching_phases?.phase_number ?? null,
    },
    template: {
      id: template.id,
      name: template.name,
      systemPrompt: template.system_prompt,
      userPromptTemplate: template.user_prompt_template,
      outputFormat: toOutputFormat(template.output_format),
      model: template.model ?? null,
    },
    submissionId: null,
    sessionId: null,
    answers,
  };
}
