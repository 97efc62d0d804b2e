import type { SupabaseClient } from '@supabase/supabase-js';
import { FunctionError } from './http.ts';
import type { SuggestionRequest } from './request.ts';
import { toOutputFormat, type ActivityOutputFormat } from './shapes.ts';

export const NOT_CONFIGURED = 'AI suggestions non configurate per questa attività.';

export interface AnsweredQuestion {
  question: string;
  answer: string;
}

/** Everything a suggestion is made from, read with the caller's own rights. */
export interface SuggestionContext {
  userId: string;
  firstName: string | null;
  organizationName: string | null;
  activity: {
    id: string;
    title: string;
    description: string | null;
    instructions: string | null;
    phaseTitle: string | null;
    phaseNumber: number | null;
  };
  template: {
    id: string;
    name: string;
    systemPrompt: string;
    userPromptTemplate: string;
    outputFormat: ActivityOutputFormat;
    model: string | null;
  };
  submissionId: string | null;
  sessionId: string | null;
  answers: AnsweredQuestion[];
}

interface ActivityRow {
  id: string;
  title: string;
  description: string | null;
  instructions: string | null;
  ai_prompt_template_id: string | null;
  template_id: string | null;
  source_form_activity_id: string | null;
  source_form_template_id: string | null;
  coaching_phases: { title: string; phase_number: number; program_id: string } | null;
}

function failed(what: string): FunctionError {
  return new FunctionError(500, 'read_failed', `Errore nella lettura di ${what}.`);
}

async function readActivity(db: SupabaseClient, id: string): Promise<ActivityRow> {
  const { data, error } = await db
    .from('coaching_activities')
    .select(
      'id, title, description, instructions, ai_prompt_template_id, template_id, source_form_activity_id, source_form_template_id, coaching_phases(title, phase_number, program_id)',
    )
    .eq('id', id)
    .eq('is_active', true)
    .maybeSingle();
  if (error) throw failed('attività');
  if (!data) throw new FunctionError(404, 'activity_not_found', 'Attività non trovata o non accessibile');
  return data as unknown as ActivityRow;
}

async function readTemplate(
  db: SupabaseClient,
  activity: ActivityRow,
  requested: string,
): Promise<SuggestionContext['template']> {
  if (!activity.ai_prompt_template_id) throw new FunctionError(400, 'ai_not_configured', NOT_CONFIGURED);
  if (activity.ai_prompt_template_id !== requested) {
    throw new FunctionError(400, 'prompt_template_mismatch', "Il prompt template indicato non è quello dell'attività.");
  }
  const { data, error } = await db
    .from('ai_prompt_templates')
    .select('id, name, system_prompt, user_prompt_template, output_format, model, is_active')
    .eq('id', requested)
    .maybeSingle();
  if (error) throw failed('prompt template');
  if (!data || !data.is_active) throw new FunctionError(400, 'ai_not_configured', NOT_CONFIGURED);
  return {
    id: data.id,
    name: data.name,
    systemPrompt: data.system_prompt,
    userPromptTemplate: data.user_prompt_template,
    outputFormat: toOutputFormat(data.output_format),
    model: data.model ?? null,
  };
}

/** The forms the activity's form lookup can land on. */
async function activityFormIds(db: SupabaseClient, activity: ActivityRow): Promise<Set<string>> {
  const ids = new Set<string>(
    [activity.source_form_activity_id, activity.source_form_template_id].filter((id): id is string => !!id),
  );
  const own = await db.from('assignment_forms').select('id').eq('activity_id', activity.id);
  if (own.error) throw failed('form');
  for (const row of own.data ?? []) ids.add(row.id as string);
  if (activity.template_id) {
    const template = await db
      .from('coaching_activity_templates')
      .select('source_form_template_id')
      .eq('id', activity.template_id)
      .maybeSingle();
    if (template.error) throw failed('form');
    if (template.data?.source_form_template_id) ids.add(template.data.source_form_template_id as string);
  }
  return ids;
}

function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (value === null || value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value).trim();
}

/** The caller's own submission for the activity's form, its answers labelled by question text in form order. */
async function readAnswers(
  db: SupabaseClient,
  activity: ActivityRow,
  submissionId: string,
  userId: string,
): Promise<AnsweredQuestion[]> {
  const { data, error } = await db
    .from('assignment_submissions')
    .select('id, form_id, user_id, answers')
    .eq('id', submissionId)
    .maybeSingle();
  if (error) throw failed('submission');
  if (!data) throw new FunctionError(404, 'submission_not_found', 'Submission non trovata o non accessibile.');
  if (data.user_id !== userId)
    throw new FunctionError(403, 'submission_not_own', 'Una suggestion si genera solo dalle proprie risposte.');
  if (!(await activityFormIds(db, activity)).has(data.form_id as string)) {
    throw new FunctionError(400, 'submission_form_mismatch', 'La submission non è del form di questa attività.');
  }
  const questions = await db
    .from('form_questions')
    .select('id, question_text')
    .eq('form_id', data.form_id)
    .order('order_index');
  if (questions.error) throw failed('domande del form');
  const answers = (data.answers ?? {}) as Record<string, unknown>;
  const known = new Set<string>();
  const labelled: AnsweredQuestion[] = [];
  for (const q of questions.data ?? []) {
    known.add(q.id as string);
    const answer = answerText(answers[q.id as string]);
    if (answer) labelled.push({ question: q.question_text as string, answer });
  }
  for (const [key, value] of Object.entries(answers)) {
    const answer = answerText(value);
    if (!known.has(key) && answer) labelled.push({ question: key, answer });
  }
  return labelled;
}

/** The named session if the caller sees it and it runs the activity's program, else the newest such session they see. */
async function findSession(
  db: SupabaseClient,
  programId: string | undefined,
  requested: string | null,
): Promise<string | null> {
  if (!programId) return null;
  let query = db.from('coaching_sessions').select('id').eq('program_id', programId);
  query = requested ? query.eq('id', requested) : query.order('created_at', { ascending: false }).limit(1);
  const { data, error } = await query;
  if (error) throw failed('sessione');
  const id = (data?.[0]?.id as string | undefined) ?? null;
  if (requested && !id) throw new FunctionError(404, 'session_not_found', 'Sessione non trovata o non accessibile.');
  return id;
}

async function readPerson(
  db: SupabaseClient,
  userId: string,
): Promise<{ firstName: string | null; organizationName: string | null }> {
  const { data } = await db
    .from('profiles')
    .select('first_name, organizations(name)')
    .eq('user_id', userId)
    .maybeSingle();
  const organization = data?.organizations as { name?: string } | null | undefined;
  return { firstName: (data?.first_name as string | null) ?? null, organizationName: organization?.name ?? null };
}

export async function loadContext(
  db: SupabaseClient,
  userId: string,
  request: SuggestionRequest,
): Promise<SuggestionContext> {
  const activity = await readActivity(db, request.activityId);
  const template = await readTemplate(db, activity, request.promptTemplateId);
  const answers = request.submissionId ? await readAnswers(db, activity, request.submissionId, userId) : [];
  const sessionId = await findSession(db, activity.coaching_phases?.program_id, request.sessionId);
  const person = await readPerson(db, userId);
  return {
    userId,
    ...person,
    activity: {
      id: activity.id,
      title: activity.title,
      description: activity.description,
      instructions: activity.instructions,
      phaseTitle: activity.coaching_phases?.title ?? null,
      phaseNumber: activity.coaching_phases?.phase_number ?? null,
    },
    template,
    submissionId: request.submissionId,
    sessionId,
    answers,
  };
}
