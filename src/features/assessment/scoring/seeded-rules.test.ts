// Scores the seeded templates with the seeded rules, read from a PGlite database built from
// supabase/migrations and supabase/seed.sql exactly as the embedded backend builds it.
import { calculateScore } from './calculate-score';
import { createNodeCustomLogicRunner } from './custom-logic/node-runner';
import { createLocalRuleSource } from './rule-sources';
import type { Answers, ScoreResult, ScoringQuestion, ScoringRule } from './types';

interface Db {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  close(): Promise<void>;
}
// Imported by path at run time: server code is Node-only and outside the app's type program.
const openerPath = new URL('../../../../server/db/open.ts', import.meta.url).pathname;
const { openMigratedDatabase } = (await import(/* @vite-ignore */ openerPath)) as {
  openMigratedDatabase: () => Promise<Db>;
};

const TEMPLATES = {
  tpm: '50000000-0000-4000-8000-000000000001',
  mbti: '50000000-0000-4000-8000-000000000002',
  leadership: '50000000-0000-4000-8000-000000000003',
  twn: '50000000-0000-4000-8000-000000000004',
};

describe('the seeded scoring rules', { timeout: 120_000 }, () => {
  let db: Db;
  let rules: ScoringRule[];
  const runner = createNodeCustomLogicRunner({ timeoutMs: 10_000 });

  beforeAll(async () => {
    db = await openMigratedDatabase();
    rules = (await db.query<ScoringRule>('select * from public.scoring_rule_templates')).rows;
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  const score = async (type: keyof typeof TEMPLATES, answers: Answers): Promise<ScoreResult> => {
    const templateId = TEMPLATES[type];
    const { rows: templates } = await db.query<{ assessment_type_id: string }>(
      'select assessment_type_id from public.assessment_templates where id = $1',
      [templateId],
    );
    const { rows: questions } = await db.query<ScoringQuestion>(
      `select id, item_code, response_type, options, metadata from public.assessment_questions
        where template_id = $1 and evaluation_type = 'self' and language = 'it' order by order_index`,
      [templateId],
    );
    expect(Object.keys(answers).sort()).toEqual(questions.map((q) => q.item_code).sort());
    return calculateScore(
      { assessment: { assessment_type: null }, template: templates[0], questions, answers },
      { rules: createLocalRuleSource(async () => rules), runner },
    );
  };

  it('gives TPM dimension scores and a dominant profile', async () => {
    const result = await score('tpm', {
      TPM_01: 'a',
      TPM_02: '["a","c"]',
      TPM_03: '5',
      TPM_04: '2',
      TPM_05: '30',
      TPM_06: '["Create","Organize","Relate"]',
      TPM_07: '{"Genero molte idee":"5","Medio nei conflitti":"2","Rispetto le scadenze":"3"}',
      TPM_08: '2026-12-01T09:00',
    });
    expect(result.ruleType).toBe('dimension');
    expect(result.details.dominant_profile).toBe('Create');
    const dims = result.details.dimension_scores ?? {};
    expect(Object.keys(dims)).toEqual(['Create', 'Relate', 'Organize']);
    expect(dims.Create).toBe(100);
    expect(dims.Relate).toBeLessThan(dims.Organize ?? 0);
    expect(result.score).toBeGreaterThan(0);
    expect(result.details.warnings).toEqual([]);
  });

  it('gives an MBTI type and the preference per pole', async () => {
    const result = await score('mbti', { MBTI_EI: 'i', MBTI_SN: 'n', MBTI_TF: '5', MBTI_JP: 'Avere un piano' });
    expect(result.ruleType).toBe('mbti');
    expect(result.details.type).toBe('INTJ');
    expect(result.details.preferences).toMatchObject({ I: 100, N: 100, T: 100, J: 100 });
    expect(result.score).toBe(100);
  });

  it('averages the leadership answers with the system default rule', async () => {
    const result = await score('leadership', { LEAD_01: '4', LEAD_02: '5', LEAD_03: '3' });
    expect(result).toMatchObject({ ruleType: 'average', score: 80 });
  });

  it('runs the seeded custom logic in the sandbox', async () => {
    const result = await score('twn', { TWN_01: '4', TWN_02: '5' });
    expect(result.ruleType).toBe('custom');
    expect(result.score).toBe(90);
    expect(result.details.extra).toEqual({ answered: 2 });
  });
});
