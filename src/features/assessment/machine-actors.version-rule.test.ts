import type { BackendClient } from '../../backend/backend-client';
import { createActor, toPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { AssessmentData } from './loaders';
import { createAssessmentActors } from './machine-actors';
import type { ScoreInput } from './scoring/types';

const scored: ScoreInput[] = [];
vi.mock('./scorer', () => ({
  scoreAssessment: async (_client: unknown, _owner: string, input: ScoreInput) => {
    scored.push(input);
    return {
      score: 42,
      assessmentType: 'twn',
      ruleId: input.ruleId ?? null,
      ruleType: 'custom',
      details: { warnings: [] },
    };
  },
  forgetCachedScores: () => {},
}));

const run = async <T>(logic: Parameters<typeof createActor>[0], input: T) =>
  toPromise(createActor(logic, { input } as never).start());

describe('scoring an assessment of a template version with its own rule', () => {
  it('asks the scorer for the rule the version names, not the rule of its type', async () => {
    const data = {
      templateTypeOf: () => 'twn',
      templateRuleOf: (id: string) => (id === 'a1' ? 'version-rule' : null),
    } as unknown as AssessmentData;
    const actors = createAssessmentActors({ client: {} as BackendClient, ownerId: 'u1', data });
    await run(actors.computeScore, { assessment: { id: 'a1' }, questions: [], answers: { Q01: '4' } });
    await run(actors.computeScore, { assessment: { id: 'a2' }, questions: [], answers: { Q01: '4' } });
    expect(scored.map((input) => input.ruleId)).toEqual(['version-rule', null]);
  });
});
