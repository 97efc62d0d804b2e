/**
 * The assessment feature's loaders over HTTP against the embedded backend, as member@acme.test:
 * the assessment calls (assessments with team names, questions by template, type and
 * language in order, UUID validation) and what they leave on the device for offline use.
 */
import type { BackendClient } from '../../src/backend/backend-client.ts';
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNTS, TEAM, TEMPLATE, assessmentId, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { fetchAssessmentType, fetchQuestions, fetchUserAssessments } from '../../src/features/assessment/api.ts';
import { createAssessmentData } from '../../src/features/assessment/loaders.ts';
import { readQuestions, readScoringRules } from '../../src/features/assessment/local-store.ts';
import { createQuestionLoader, InvalidTemplateIdError } from '../../src/features/assessment/question-loader.ts';
import { getOfflineDb, readyOfflineSince } from '../../src/offline/store/index.ts';

let backend: TestBackend;
let member: TestClient;
const MEMBER_ID = ACCOUNTS.member.userId;
const TPM_CODES = ['TPM_01', 'TPM_02', 'TPM_03', 'TPM_04', 'TPM_05', 'TPM_06', 'TPM_07', 'TPM_08'];

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
});
afterAll(async () => {
  await backend?.close();
});

const client = () => member as unknown as BackendClient;

describe('GET assessments by user_id with team and target names', () => {
  it('returns the member’s assessments newest first with the team name', async () => {
    const rows = await fetchUserAssessments(client(), MEMBER_ID);
    // created 11-01, 10-10 (the seed's alignment assessment, completed), 10-01, 09-01
    expect(rows.map((r) => r.id)).toEqual([assessmentId(1), assessmentId(17), assessmentId(2), assessmentId(3)]);
    expect(rows.every((r) => r.team_id === TEAM.alpha && r.team_name === 'Alpha')).toBe(true);
    expect(rows[2]).toMatchObject({ time_limit_minutes: 1, template_id: TEMPLATE.leadership, answers: {} });
    expect(rows[3]).toMatchObject({ completed_at: expect.any(String), answers: { MBTI_EI: 'e' } });
  });

  it('names the evaluated person of a manager evaluation', async () => {
    const manager = await backend.signIn(ACCOUNTS.manager.email);
    const rows = await fetchUserAssessments(manager as unknown as BackendClient, ACCOUNTS.manager.userId);
    expect(rows.find((r) => r.id === assessmentId(4))).toMatchObject({
      evaluation_type: 'manager',
      target_user_name: 'Mario Russo',
      team_name: 'Alpha',
    });
  });

  it('reads the template’s assessment_type_id and rule by assessment id', async () => {
    expect(await fetchAssessmentType(client(), assessmentId(1))).toEqual({
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      assessment_type_id: 'tpm',
      scoring_rule_id: null,
    });
  });
});

describe('GET assessment_questions', () => {
  it('by template, evaluation type and language, ordered by order_index', async () => {
    const it = await fetchQuestions(client(), { templateId: TEMPLATE.tpm, evaluationType: 'self', language: 'it' });
    expect(it.map((q) => q.item_code)).toEqual(TPM_CODES);
    expect(it[0]?.question_text).toBe('Quando inizia un nuovo progetto, cosa fai per primo?');
    const en = await fetchQuestions(client(), { templateId: TEMPLATE.tpm, evaluationType: 'self', language: 'en' });
    expect(en[0]?.question_text).toBe('When a new project starts, what do you do first?');
    const manager = await fetchQuestions(client(), {
      templateId: TEMPLATE.leadership,
      evaluationType: 'manager',
      language: 'it',
    });
    expect(manager.map((q) => q.item_code)).toEqual(['LEAD_M01', 'LEAD_M02']);
  });

  it('rejects a template id that is not a 36-character UUID, without calling the backend', async () => {
    const fetch = vi.fn(() => fetchQuestions(client(), { templateId: 'x', evaluationType: 'self', language: 'it' }));
    const loader = createQuestionLoader({ fetch });
    await expect(loader.load({ templateId: 'not-a-uuid', evaluationType: 'self', language: 'it' })).rejects.toThrow(
      'Invalid template ID format: not-a-uuid. Expected UUID format.',
    );
    await expect(
      loader.load({ templateId: `${TEMPLATE.tpm}0`, evaluationType: 'self', language: 'it' }),
    ).rejects.toBeInstanceOf(InvalidTemplateIdError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the loaders store what offline use needs', () => {
  it('refreshing the list stores assessments, questions and rules and marks open ones ready offline', async () => {
    const data = createAssessmentData({ client: client(), ownerId: MEMBER_ID, isOnline: () => true });
    await data.refreshList({ prepareOfflineIn: 'it' });
    const db = getOfflineDb();
    const stored = await db.assessments.where('ownerId').equals(MEMBER_ID).toArray();
    expect(stored.map((a) => a.id).sort()).toEqual(
      [assessmentId(1), assessmentId(2), assessmentId(3), assessmentId(17)].sort(),
    );
    expect(stored.find((a) => a.id === assessmentId(1))).toMatchObject({ team_name: 'Alpha' });
    const questions = await readQuestions(MEMBER_ID, {
      templateId: TEMPLATE.tpm,
      evaluationType: 'self',
      language: 'it',
    });
    expect(questions.map((q) => q.item_code)).toEqual(TPM_CODES);
    expect((await readScoringRules(MEMBER_ID)).map((r) => r.id)).toContain(seedId('52000000', 1));
    expect(await readyOfflineSince(db, MEMBER_ID, 'assessment', assessmentId(1))).toEqual(expect.any(String));
    expect(await readyOfflineSince(db, MEMBER_ID, 'assessment', assessmentId(3))).toBeNull(); // completed
    expect(await readyOfflineSince(db, MEMBER_ID, 'assessment', assessmentId(17))).toBeNull(); // completed
  });

  it('offline, questions come from the device as stored (widgets normalise options), in order', async () => {
    const offline = createAssessmentData({ client: client(), ownerId: MEMBER_ID, isOnline: () => false });
    const questions = await offline.loadQuestions({ templateId: TEMPLATE.tpm, evaluationType: 'self', language: 'it' });
    expect(questions.map((q) => q.item_code)).toEqual(TPM_CODES);
    expect(questions[3]?.options).toEqual(['Per niente', 'Poco', 'Abbastanza', 'Molto', 'Completamente']);
    expect(await offline.loadAssessment(assessmentId(2))).toMatchObject({ id: assessmentId(2), time_limit_minutes: 1 });
  });
});
