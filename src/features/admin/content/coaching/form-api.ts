/** The assignment form of an activity: read with its questions, saved whole through one rpc. */
import type { BackendClient } from '../../../../backend/backend-client';
import type { Json } from '../../../../backend/database.types';
import { fail } from '../../../../backend/fail';
import {
  questionsPayload,
  QUESTION_TYPES,
  type FormDraft,
  type QuestionDraft,
  type QuestionType,
} from './form-validation';

const toType = (value: string): QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value) ? (value as QuestionType) : 'text_short';

const optionTexts = (options: Json | null): string[] =>
  Array.isArray(options)
    ? options.flatMap((o) =>
        typeof o === 'string'
          ? [o]
          : o && typeof o === 'object' && !Array.isArray(o)
            ? [String(o.value ?? o.label ?? '')]
            : [],
      )
    : [];

/** The activity's own form as a draft, or an empty draft when it has none yet. */
export async function loadActivityForm(client: BackendClient, activityId: string): Promise<FormDraft> {
  const { data, error } = await client
    .from('assignment_forms')
    .select(
      'id, title, description, form_questions(id, question_text, question_type, options, placeholder, help_text, is_required, order_index)',
    )
    .eq('activity_id', activityId)
    .order('created_at')
    .limit(1);
  if (error) fail(error);
  const form = data?.[0];
  if (!form) return { id: null, title: '', description: '', questions: [] };
  const questions: QuestionDraft[] = [...(form.form_questions ?? [])]
    .sort((a, b) => a.order_index - b.order_index)
    .map((q) => ({
      id: q.id,
      key: q.id,
      text: q.question_text,
      type: toType(q.question_type),
      options: optionTexts(q.options),
      placeholder: q.placeholder ?? '',
      helpText: q.help_text ?? '',
      isRequired: q.is_required,
    }));
  return { id: form.id, title: form.title, description: form.description ?? '', questions };
}

export async function saveActivityForm(
  client: BackendClient,
  activityId: string,
  organizationId: string | null,
  draft: FormDraft,
): Promise<string> {
  const { data, error } = await client.rpc('save_assignment_form', {
    _form: {
      id: draft.id,
      title: draft.title.trim(),
      description: draft.description.trim(),
      activity_id: activityId,
      organization_id: organizationId,
    },
    _questions: questionsPayload(draft) as Json,
  });
  if (error) fail(error);
  return data as string;
}
