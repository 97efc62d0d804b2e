/**
 * Reads an assessment template, its questions in every language and the rule it scores with into a
 * content pack. The rule is the one the version names, otherwise the rule of its type the scorer would
 * pick (the template's own scope first, then the system default). No id leaves the installation.
 */
import type { BackendClient } from '../../../../backend/backend-client';
import { must } from './read-rows';
import { PACK_FORMAT, PACK_VERSION } from './pack-schema';
import type { TemplatePack } from './pack-types';

async function ruleOf(
  client: BackendClient,
  template: { scoring_rule_id: string | null; assessment_type_id: string; organization_id: string | null },
): Promise<TemplatePack['scoring_rule']> {
  const fields = 'name, description, rule_type, calculation_formula, organization_id, is_system_default';
  const query = client.from('scoring_rule_templates').select(fields).eq('is_active', true);
  const rules = must(
    await (template.scoring_rule_id
      ? query.eq('id', template.scoring_rule_id)
      : query.contains('applicable_assessment_types', [template.assessment_type_id])),
  );
  const rank = (r: (typeof rules)[number]) =>
    (r.organization_id === template.organization_id ? 2 : 0) + (r.is_system_default ? 1 : 0);
  const rule = [...rules].sort((a, b) => rank(b) - rank(a))[0];
  if (!rule) return null;
  return {
    name: rule.name,
    description: rule.description,
    rule_type: rule.rule_type,
    calculation_formula: rule.calculation_formula as Record<string, unknown>,
  };
}

export async function exportTemplatePack(
  client: BackendClient,
  templateId: string,
  now = new Date(),
): Promise<TemplatePack> {
  const template = must(
    await client
      .from('assessment_templates')
      .select(
        'name, name_en, description, description_en, assessment_type_id, time_limit_minutes, estimated_minutes, scoring_rule_id, organization_id',
      )
      .eq('id', templateId)
      .single(),
  );
  const questions = must(
    await client
      .from('assessment_questions')
      .select(
        'item_code, language, question_text, question_type, response_type, evaluation_type, options, is_required, help_text, metadata, order_index',
      )
      .eq('template_id', templateId)
      .order('order_index')
      .order('language')
      .order('evaluation_type')
      .order('item_code'),
  );
  return {
    format: PACK_FORMAT,
    version: PACK_VERSION,
    exportedAt: now.toISOString(),
    kind: 'assessment-template',
    template: {
      name: template.name,
      name_en: template.name_en,
      description: template.description,
      description_en: template.description_en,
      assessment_type: template.assessment_type_id,
      time_limit_minutes: template.time_limit_minutes,
      estimated_minutes: template.estimated_minutes,
    },
    questions: questions.map((q) => ({
      ...q,
      language: q.language as 'it' | 'en',
      metadata: (q.metadata ?? {}) as Record<string, unknown>,
    })),
    scoring_rule: await ruleOf(client, template),
  };
}
