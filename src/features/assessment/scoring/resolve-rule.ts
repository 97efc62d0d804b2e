import { scoringErrors } from './scoring-error';
import type { ScoreInput, ScoringRule, ScoringRuleSource } from './types';

/** The assessment type: the template's assessment_type_id, else the record's assessment_type. */
export function assessmentTypeOf({ assessment, template }: Pick<ScoreInput, 'assessment' | 'template'>): string {
  const type = template?.assessment_type_id?.trim() || assessment.assessment_type?.trim();
  if (!type) throw scoringErrors.typeUnknown();
  return type;
}

/** The rule by id when one is given and found, else the first rule for the type (system default first). */
export async function findRule(source: ScoringRuleSource, type: string, ruleId?: string | null): Promise<ScoringRule> {
  if (ruleId) {
    const byId = await source.getById(ruleId);
    if (byId) return byId;
  }
  const [rule] = await source.listForType(type);
  if (!rule) throw scoringErrors.noRule(type);
  return rule;
}
