import { supabase } from '../../backend/client';
import type { AssessmentAuthoringTools } from '../../features/admin/content/assessments/authoring-tools';
import { QuestionWidget } from '../../features/assessment/components/widgets';
import { customLogicProblems } from '../../features/assessment/scoring/custom-logic/forbidden-patterns';
import { loadScoringCode } from '../../features/assessment/scorer';
import type { ScoringRule, ScoringRuleSource } from '../../features/assessment/scoring/types';

/** A source holding only the rule being edited, so the preview scores with it before it exists. */
const draftRuleSource = (rule: ScoringRule): ScoringRuleSource => ({
  getById: async () => rule,
  listForType: async () => [rule],
});

/**
 * What the template editor borrows from the assessment feature: the member's own widgets, the
 * scorer (loaded on first use, custom logic in its Web Worker sandbox) and its custom logic check.
 */
export const assessmentAuthoringTools: AssessmentAuthoringTools = {
  renderQuestion: ({ question, value, onChange, labelledBy }) => (
    <QuestionWidget question={question} value={value} onChange={onChange} labelledBy={labelledBy} />
  ),
  checkCustomLogic: customLogicProblems,
  async parseCustomLogic(logic) {
    const { createBrowserRunner } = await loadScoringCode();
    const outcome = await createBrowserRunner().run(logic, { answers: {}, questions: [] });
    // The scorer's own words for logic that does not parse (evaluators/custom.ts); a runtime error on
    // empty answers says nothing about the logic, so only parse errors are reported while typing.
    return !outcome.ok && outcome.kind === 'syntax'
      ? `Validation failed: custom_logic does not parse: ${outcome.message}`
      : null;
  },
  async scorePreview({ assessmentType, questions, answers, rule }) {
    const { calculateScore, createBrowserRunner, createSupabaseRuleSource } = await loadScoringCode();
    const rules = rule
      ? draftRuleSource({
          id: 'draft-rule',
          rule_type: rule.rule_type,
          calculation_formula: rule.calculation_formula,
          applicable_assessment_types: [assessmentType],
          is_system_default: true,
          is_active: true,
        })
      : createSupabaseRuleSource(supabase);
    const result = await calculateScore(
      {
        assessment: { assessment_type: assessmentType },
        template: { assessment_type_id: assessmentType },
        questions: questions.map((q) => ({ ...q, metadata: q.metadata })),
        answers,
      },
      { rules, runner: createBrowserRunner() },
    );
    return { score: result.score, ruleType: result.ruleType, details: { ...result.details } };
  },
};
