/** Templates an admin authors: the latest version of each, one version with its questions, publish, archive. */
import type { BackendClient } from '../../../../backend/backend-client';
import { draftFromRows, type QuestionRow, type TemplateRow } from './draft-from-rows';
import type { TemplateDraft } from './draft-types';
import { toPublishPayload } from './publish-payload';

export interface TemplateSummary {
  id: string;
  name: string;
  assessmentTypeId: string;
  version: number;
  isActive: boolean;
  organizationId: string | null;
}

const TEMPLATE_COLUMNS =
  'id, organization_id, name, name_en, description, description_en, assessment_type_id, time_limit_minutes, estimated_minutes, version, is_active, previous_version_id';

/** The organisation's own templates (or the library's, with null), newest version of each family only. */
export async function listTemplates(client: BackendClient, organizationId: string | null): Promise<TemplateSummary[]> {
  const query = client.from('assessment_templates').select(TEMPLATE_COLUMNS).order('name');
  const { data, error } = await (organizationId === null
    ? query.is('organization_id', null)
    : query.eq('organization_id', organizationId));
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  const superseded = new Set(rows.map((r) => r.previous_version_id).filter(Boolean));
  return rows
    .filter((r) => !superseded.has(r.id))
    .map((r) => ({
      id: r.id,
      name: r.name,
      assessmentTypeId: r.assessment_type_id,
      version: r.version,
      isActive: r.is_active,
      organizationId: r.organization_id,
    }));
}

export async function loadTemplateDraft(client: BackendClient, templateId: string): Promise<TemplateDraft> {
  const [template, questions] = await Promise.all([
    client.from('assessment_templates').select(TEMPLATE_COLUMNS).eq('id', templateId).single(),
    client
      .from('assessment_questions')
      .select(
        'item_code, language, question_text, question_type, response_type, evaluation_type, options, is_required, help_text, metadata, order_index',
      )
      .eq('template_id', templateId),
  ]);
  if (template.error) throw new Error(template.error.message);
  if (questions.error) throw new Error(questions.error.message);
  return draftFromRows(template.data as TemplateRow, (questions.data ?? []) as QuestionRow[]);
}

/** Publishes the draft as a new version (or the first one); answers its id. */
export async function publishDraft(client: BackendClient, draft: TemplateDraft): Promise<string> {
  const { data, error } = await client.rpc('publish_template_version', {
    _draft: JSON.parse(JSON.stringify(toPublishPayload(draft))),
  });
  if (error) throw new Error(error.message);
  return data;
}

/** Archived templates are not offered for new assignments; assigned assessments keep them. */
export async function setTemplateActive(client: BackendClient, templateId: string, isActive: boolean): Promise<void> {
  const { error } = await client.from('assessment_templates').update({ is_active: isActive }).eq('id', templateId);
  if (error) throw new Error(error.message);
}

/** Copies a library template (with its questions and the library's rules of its type) into the organisation. */
export async function copyLibraryTemplate(
  client: BackendClient,
  templateId: string,
  organizationId: string,
): Promise<void> {
  const { error } = await client.rpc('copy_template_to_organization', {
    _template_id: templateId,
    _organization_id: organizationId,
  });
  if (error) throw new Error(error.message);
}
