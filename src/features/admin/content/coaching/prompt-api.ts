/** AI prompt templates: the organisation's and the library's, written by their admins; a sample through ai-suggestion. */
import type { BackendClient } from '../../../../backend/backend-client';
import { fail } from '../../../../backend/fail';
import { OUTPUT_FORMATS, type OutputFormat, type PromptDraft } from './prompt-validation';

export interface PromptRow {
  id: string;
  name: string;
  description: string | null;
  system_prompt: string;
  user_prompt_template: string;
  output_format: string;
  model: string | null;
  organization_id: string | null;
  is_active: boolean;
}

/** The organisation's prompts and the library's; with no organisation (a super admin's library), the library's. */
export async function loadPrompts(client: BackendClient, organizationId: string | null): Promise<PromptRow[]> {
  const query = client
    .from('ai_prompt_templates')
    .select(
      'id, name, description, system_prompt, user_prompt_template, output_format, model, organization_id, is_active',
    );
  const { data, error } = await (
    organizationId
      ? query.or(`organization_id.eq.${organizationId},organization_id.is.null`)
      : query.is('organization_id', null)
  ).order('name');
  if (error) fail(error);
  return data ?? [];
}

export const promptDraft = (row: PromptRow | null): PromptDraft => ({
  name: row?.name ?? '',
  description: row?.description ?? '',
  systemPrompt: row?.system_prompt ?? '',
  userPromptTemplate: row?.user_prompt_template ?? '',
  outputFormat: (OUTPUT_FORMATS as readonly string[]).includes(row?.output_format ?? '')
    ? (row!.output_format as OutputFormat)
    : 'free_text',
  model: row?.model ?? '',
  isActive: row?.is_active ?? true,
});

export async function savePrompt(
  client: BackendClient,
  organizationId: string | null,
  promptId: string | null,
  draft: PromptDraft,
): Promise<string> {
  const fields = {
    name: draft.name.trim(),
    description: draft.description.trim() || null,
    system_prompt: draft.systemPrompt,
    user_prompt_template: draft.userPromptTemplate,
    output_format: draft.outputFormat,
    model: draft.model.trim() || null,
    is_active: draft.isActive,
  };
  if (promptId) {
    const { error } = await client.from('ai_prompt_templates').update(fields).eq('id', promptId);
    if (error) fail(error);
    return promptId;
  }
  const { data, error } = await client
    .from('ai_prompt_templates')
    .insert({ ...fields, organization_id: organizationId })
    .select('id')
    .single();
  if (error) fail(error);
  return data.id;
}

/** A sample of what the stored template produces; the function stores nothing for it. */
export async function previewPrompt(client: BackendClient, promptTemplateId: string): Promise<Record<string, unknown>> {
  const { data, error } = await client.functions.invoke('ai-suggestion', {
    body: { preview: true, promptTemplateId },
  });
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return ((data as { preview?: Record<string, unknown> } | null)?.preview ?? {}) as Record<string, unknown>;
}
