/**
 * Personality-work alignment over HTTP: it comes from the alignment rule stored in the
 * database, and the admin's recalculation (the app's scorer, then record_recalculated_score)
 * computes it again from the stored answers, so a changed rule changes the team report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, TEAM, assessmentId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { recordRecalculatedScore } from '../../src/features/admin/assessments/assignments-api.ts';
import { fetchQuestions } from '../../src/features/assessment/api.ts';
import { resultsOf } from '../../src/features/assessment/machine-actors.ts';
import { calculateScore } from '../../src/features/assessment/scoring/calculate-score.ts';
import { createNodeCustomLogicRunner } from '../../src/features/assessment/scoring/custom-logic/node-runner.ts';
import { createSupabaseRuleSource } from '../../src/features/assessment/scoring/rule-sources.ts';
import { loadTeamAssessmentRows } from '../../src/features/reports/api.ts';
import { buildTeamReport } from '../../src/features/reports/model/team-report.ts';
import type { Json } from '../../src/backend/database.types.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let admin: TestClient;
let superAdmin: TestClient;
let leader: TestClient;
const ALIGNMENT_RULE = seedId('52000000', 5);
const MARIO_COMBINED = assessmentId(17);
const runner = createNodeCustomLogicRunner({ timeoutMs: 10_000 });

beforeAll(async () => {
  backend = await startTestBackend();
  admin = await backend.signIn(ACCOUNTS.admin.email);
  superAdmin = await backend.signIn(ACCOUNTS.super.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
});
afterAll(async () => {
  await backend?.close();
});

/** What the admin's "Ricalcola" does for one assessment (src/app/screens/admin-rescore.ts), with this client. */
async function recalculate(client: TestClient, id: string) {
  const { data, error } = await client
    .from('assessments')
    .select('id, answers, template_id, assessment_type')
    .eq('id', id)
    .single();
  if (error) throw new Error(error.message);
  const questions = await fetchQuestions(client, {
    templateId: data.template_id!,
    evaluationType: 'self',
    language: 'it',
  });
  const result = await calculateScore(
    {
      assessment: { id: data.id, assessment_type: data.assessment_type },
      questions: questions.map((q) => ({ ...q, metadata: (q.metadata ?? null) as Record<string, unknown> | null })),
      answers: data.answers as Record<string, unknown>,
    },
    { rules: createSupabaseRuleSource(client), runner },
  );
  await recordRecalculatedScore(client, id, result.score, resultsOf(result) ?? null);
  return result;
}

const marioInReport = async () => {
  const report = buildTeamReport(await loadTeamAssessmentRows(leader, TEAM.alpha));
  return { mario: report.members.find((m) => m.id === ACCOUNTS.member.userId)!, alignment: report.alignment };
};

describe('alignment from the stored rule, recalculated', () => {
  it('recalculating with the seeded rule gives the seeded figures again', async () => {
    const result = await recalculate(admin, MARIO_COMBINED);
    expect(result).toMatchObject({
      score: 48,
      ruleId: ALIGNMENT_RULE,
      details: { alignment: 48, dominant_passion: 'Create', prevalent_work: 'Organize' },
    });
    const { mario } = await marioInReport();
    expect(mario.profile).toMatchObject({ alignment: 48, dominantPassion: 'Create', prevalentWork: 'Organize' });
  });

  it('a changed rule changes the alignment once the assessment is recalculated', async () => {
    // Only the ranking counts for the work now: Organize 1, Relate 2/3, Create 1/3 -> shares .5, .3333, .1667;
    // passion shares Create .5714, Relate .3333, Organize .0952 -> overlap .1667 + .3333 + .0952 = .5952 -> 60 (medium).
    const { data: rule } = await superAdmin
      .from('scoring_rule_templates')
      .select('calculation_formula')
      .eq('id', ALIGNMENT_RULE)
      .single();
    const formula = rule!.calculation_formula as { [key: string]: Json | undefined };
    const changed = await superAdmin
      .from('scoring_rule_templates')
      .update({ calculation_formula: { ...formula, work_items: ['ALN_W1'] } })
      .eq('id', ALIGNMENT_RULE);
    expect(changed.error).toBeNull();

    expect((await marioInReport()).mario.profile.alignment).toBe(48);
    const result = await recalculate(admin, MARIO_COMBINED);
    expect(result.details.alignment).toBe(60);
    const { mario, alignment } = await marioInReport();
    expect(mario.profile.alignment).toBe(60);
    expect(mario.alignmentBand).toBe('medium');
    // Laura 85 and Mario 60: nobody low, average 72.5: no warning.
    expect(alignment).toMatchObject({ measured: 2, average: 72.5, lowShare: 0, warnings: [] });

    await superAdmin.from('scoring_rule_templates').update({ calculation_formula: formula }).eq('id', ALIGNMENT_RULE);
  });

  it('the rule kind cannot be stored without its questions', async () => {
    const { error } = await superAdmin.from('scoring_rule_templates').insert({
      name: 'Senza domande',
      rule_type: 'alignment',
      calculation_formula: { passion_items: ['ALN_P1'] },
      applicable_assessment_types: ['combined'],
    });
    expect(error?.code).toBe('23514');
  });
});
