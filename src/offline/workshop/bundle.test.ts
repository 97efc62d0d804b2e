import { describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import { readAssessment, readQuestions } from '../assessments/reads';
import { assessmentRow, at, freshDb, op } from '../testing/fixtures';
import { cacheBundle, type WorkshopBundle } from './bundle';

const ANNA = '00000000-0000-4000-8000-0000000000a1';
const BRUNO = '00000000-0000-4000-8000-0000000000b2';
const TEMPLATE = '22222222-2222-4222-8222-222222222222';

function assessmentOf(user: string, id: string) {
  const { ownerId: _o, ...row } = assessmentRow({ id, user_id: user, template_id: TEMPLATE });
  return {
    ...row,
    template: { id: TEMPLATE, name: 'TPM', assessment_type: 'tpm' },
    questions: [{ id: `q-${id}`, template_id: TEMPLATE, evaluation_type: 'self', language: 'it', item_code: 'Q1' }],
    scoring_rule_id: null,
  };
}

const bundle = {
  device: {},
  team: { id: 'team-1', name: 'Alpha' },
  participants: [
    { user_id: ANNA, full_name: 'Anna Rossi' },
    { user_id: BRUNO, full_name: 'Bruno Bianchi' },
  ],
  session: null,
  phases: [],
  activities: [],
  forms: [],
  assessments: [assessmentOf(ANNA, 'a-anna'), assessmentOf(BRUNO, 'a-bruno')],
  progress: [],
} as unknown as WorkshopBundle;

describe('the bundle in the participants’ caches', () => {
  it('puts each participant’s own assessments under their own user id only', async () => {
    const db = freshDb();
    const readiness = await cacheBundle(bundle, db, at(0));
    expect(readiness.map((r) => [r.fullName, r.assessments])).toEqual([
      ['Anna Rossi', 1],
      ['Bruno Bianchi', 1],
    ]);
    expect(await readAssessment(ANNA, 'a-anna', db)).toMatchObject({ user_id: ANNA });
    expect(await readAssessment(ANNA, 'a-bruno', db)).toBeNull();
    expect(await readAssessment(BRUNO, 'a-bruno', db)).toMatchObject({ user_id: BRUNO });
    expect(
      await readQuestions(ANNA, { templateId: TEMPLATE, evaluationType: 'self', language: 'it' }, db),
    ).toHaveLength(1);
  });

  it('keeps a participant’s unsent answers when the tablet is prepared again', async () => {
    const db = freshDb();
    await cacheBundle(bundle, db, at(0));
    await commit(op('assessment/save-partial', 'a-anna', { answers: { Q1: '5' } }, at(5), ANNA), db);
    await cacheBundle(bundle, db, at(9));
    expect((await readAssessment(ANNA, 'a-anna', db))?.answers).toEqual({ Q1: '5' });
  });
});
