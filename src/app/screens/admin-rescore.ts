import { supabase } from '../../backend/client';
import type { Json } from '../../backend/database.types';
import { fetchQuestions } from '../../features/assessment/api';
import { resultsOf } from '../../features/assessment/machine-actors';
import { loadScoringCode } from '../../features/assessment/scorer';

/**
 * The admin's "recalculate": a completed assessment scored again with the scoring rules
 * stored now, by the same scorer the assessment screens use (no cache: the rules may have changed).
 */
export async function rescoreAssessment(assessmentId: string): Promise<{ score: number; results: Json | null }> {
  const { data, error } = await supabase
    .from('assessments')
    .select(
      'id, answers, template_id, evaluation_type, assessment_type, assessment_templates(assessment_type_id, scoring_rule_id)',
    )
    .eq('id', assessmentId)
    .single();
  if (error) throw new Error(error.message);
  const templateId = data.template_id ?? '';
  const evaluationType = data.evaluation_type ?? 'self';
  const { calculateScore, createBrowserRunner, createSupabaseRuleSource } = await loadScoringCode();
  let questions = await fetchQuestions(supabase, { templateId, evaluationType, language: 'it' });
  if (questions.length === 0)
    questions = await fetchQuestions(supabase, { templateId, evaluationType, language: 'en' });
  const result = await calculateScore(
    {
      assessment: { id: data.id, assessment_type: data.assessment_type },
      template: data.assessment_templates ? { assessment_type_id: data.assessment_templates.assessment_type_id } : null,
      questions: questions.map((q) => ({ ...q, metadata: (q.metadata ?? null) as Record<string, unknown> | null })),
      answers: (data.answers ?? {}) as Record<string, unknown>,
      ruleId: data.assessment_templates?.scoring_rule_id ?? null,
    },
    { rules: createSupabaseRuleSource(supabase), runner: createBrowserRunner() },
  );
  return { score: result.score, results: resultsOf(result) ?? null };
}
