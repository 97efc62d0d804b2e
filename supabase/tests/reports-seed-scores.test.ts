/**
 * The completed assessments the seed gives team Alpha for the reports carry the score and
 * results that the scoring rules stored in the database give for their answers: scored here with the
 * app's own scorer, the template's questions for that evaluation type, and the seeded rules.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateScore } from '../../src/features/assessment/scoring/calculate-score';
import { createNodeCustomLogicRunner } from '../../src/features/assessment/scoring/custom-logic/node-runner';
import { createLocalRuleSource } from '../../src/features/assessment/scoring/rule-sources';
import type { ScoringQuestion, ScoringRule } from '../../src/features/assessment/scoring/types';
import { TEAM } from './support/demo-ids.ts';
import { openSeededDatabase } from './support/pglite-harness.ts';

interface Completed {
  id: string;
  template_id: string;
  evaluation_type: string;
  answers: Record<string, string>;
  score: string;
  results: Record<string, unknown>;
}

let db: PGlite;
let completed: Completed[];
let rules: ScoringRule[];
const runner = createNodeCustomLogicRunner({ timeoutMs: 10_000 });

beforeAll(async () => {
  db = await openSeededDatabase();
  rules = (await db.query<ScoringRule>('select * from public.scoring_rule_templates')).rows;
  completed = (
    await db.query<Completed>(
      `select id::text, template_id::text, coalesce(evaluation_type, 'self') as evaluation_type, answers, score::text, results
         from public.assessments where team_id = $1 and completed_at is not null order by id`,
      [TEAM.alpha],
    )
  ).rows;
}, 180_000);
afterAll(async () => {
  await db?.close();
});

const DETAIL_KEYS = [
  'dimension_scores',
  'dominant_profile',
  'type',
  'preferences',
  'alignment',
  'dominant_passion',
  'prevalent_work',
  'extra',
] as const;

describe('the seeded completed assessments of Alpha', { timeout: 60_000 }, () => {
  it('are several, of every seeded type, with self and manager evaluations', () => {
    expect(completed.length).toBeGreaterThanOrEqual(6);
    expect(new Set(completed.map((c) => c.evaluation_type))).toEqual(new Set(['self', 'manager']));
  });

  it('have the score and results the stored rules give for their answers', async () => {
    for (const row of completed) {
      const { rows: templates } = await db.query<{ assessment_type_id: string }>(
        'select assessment_type_id from public.assessment_templates where id = $1',
        [row.template_id],
      );
      const { rows: questions } = await db.query<ScoringQuestion>(
        `select id, item_code, response_type, options, metadata from public.assessment_questions
          where template_id = $1 and evaluation_type = $2 and language = 'it' order by order_index`,
        [row.template_id, row.evaluation_type],
      );
      const result = await calculateScore(
        { assessment: { assessment_type: null }, template: templates[0], questions, answers: row.answers },
        { rules: createLocalRuleSource(async () => rules), runner },
      );
      expect(Number(row.score), `score of ${row.id}`).toBe(result.score);
      for (const key of DETAIL_KEYS) {
        expect(row.results[key], `results.${key} of ${row.id}`).toEqual(result.details[key]);
      }
    }
  });
});
