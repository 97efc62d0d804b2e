import type { BackendClient } from '../../backend/backend-client';
import { createActor, toPromise } from 'xstate';
import { afterEach, describe, expect, it } from 'vitest';
import { getOfflineDb } from '../../offline/store';

import type { AssessmentData } from './loaders';
import { createAssessmentActors, resultsOf } from './machine-actors';
import { scoreCacheOf } from './scorer';

const OWNER = '20000000-0000-4000-8000-000000000005';
const ID = '54000000-0000-4000-8000-000000000002';
const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 9, 0, s)).toISOString();

const data = {} as AssessmentData;
const actors = createAssessmentActors({ client: {} as BackendClient, ownerId: OWNER, data });
const run = async <T>(logic: Parameters<typeof createActor>[0], input: T) =>
  toPromise(createActor(logic, { input }).start());

async function seedRow() {
  await getOfflineDb().assessments.put({
    ownerId: OWNER,
    id: ID,
    user_id: OWNER,
    team_id: null,
    completed_at: null,
    score: null,
    answers: {},
    answer_times: {},
    assessment_type: 'leadership',
    template_id: null,
    time_limit_minutes: 1,
    started_at: null,
    evaluation_type: 'self',
    assignment_id: null,
    target_user_id: null,
    created_at: at(0),
  });
}

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

describe('the machine’s writes go through the offline layer', () => {
  it('an answer is durable locally with its time and the timer start, and queued for the server', async () => {
    await seedRow();
    await run(actors.persistAnswer, {
      assessmentId: ID,
      questionCode: 'LEAD_01',
      value: '4',
      answeredAt: at(5),
      startedAt: at(5),
    });
    expect(await getOfflineDb().assessments.get([OWNER, ID])).toMatchObject({
      answers: { LEAD_01: '4' },
      answer_times: { LEAD_01: at(5) },
      started_at: at(5),
    });
    const [entry] = await getOfflineDb().outbox.toArray();
    expect(entry).toMatchObject({ kind: 'assessment/save-partial', target: ID, payload: { started_at: at(5) } });
  });

  it('the completion keeps the machine’s completedAt (the deadline) and the scoring details', async () => {
    await seedRow();
    const result = {
      score: 80,
      assessmentType: 'leadership',
      ruleId: 'r3',
      ruleType: 'average',
      details: { warnings: ['x'] },
    };
    await run(actors.complete, {
      assessmentId: ID,
      answers: { LEAD_01: '4' },
      answerTimes: { LEAD_01: at(5) },
      score: 80,
      result,
      completedAt: at(65),
      startedAt: at(5),
    });
    expect(await getOfflineDb().assessments.get([OWNER, ID])).toMatchObject({
      completed_at: at(65),
      score: 80,
      started_at: at(5),
    });
    const [entry] = await getOfflineDb().outbox.toArray();
    expect(entry).toMatchObject({
      kind: 'assessment/complete',
      payload: {
        completed_at: at(65),
        results: { rule_id: 'r3', rule_type: 'average', assessment_type: 'leadership' },
      },
    });
  });

  it('a second completion is refused, not silently queued', async () => {
    await seedRow();
    const input = {
      assessmentId: ID,
      answers: { LEAD_01: '4' },
      answerTimes: {},
      score: 80,
      result: { score: 80 },
      completedAt: at(65),
      startedAt: at(5),
    };
    await run(actors.complete, input);
    await expect(run(actors.complete, input)).rejects.toThrow(/completamento/);
  });

  it('resultsOf keeps the details without the warnings', () => {
    expect(resultsOf({ score: 1 })).toBeUndefined();
    expect(
      resultsOf({
        score: 50,
        details: { dominant_profile: 'Create', dimension_scores: { Create: 50 }, warnings: ['w'] },
        ruleId: 'r1',
        ruleType: 'dimension',
        assessmentType: 'tpm',
      } as never),
    ).toEqual({
      dominant_profile: 'Create',
      dimension_scores: { Create: 50 },
      rule_id: 'r1',
      rule_type: 'dimension',
      assessment_type: 'tpm',
    });
  });
});

describe('loading an assessment', () => {
  it('clears the cached scores of its type, whose rules were just refreshed, and of no other type', async () => {
    const client = {} as BackendClient;
    const loading = {
      loadAssessment: async () => ({ id: ID, assessment_type: 'leadership' }),
      templateTypeOf: () => 'leadership',
    } as unknown as AssessmentData;
    const cache = await scoreCacheOf(client, OWNER);
    const result = {
      score: 80,
      assessmentType: 'leadership',
      ruleId: 'r3',
      ruleType: 'average',
      details: { warnings: [] },
    } as never;
    cache.set('leadership', 'r3', { LEAD_01: '4' }, result);
    cache.set('tpm', 'r1', { TPM_01: 'a' }, result);

    await run(createAssessmentActors({ client, ownerId: OWNER, data: loading }).loadAssessment, { assessmentId: ID });

    expect(cache.get('leadership', 'r3', { LEAD_01: '4' })).toBeUndefined();
    expect(cache.get('tpm', 'r1', { TPM_01: 'a' })).toBeDefined();
  });
});
