import type { BackendClient } from '../../backend/backend-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getOfflineDb } from '../../offline/store';
import type { LocalAssessment } from '../../offline/assessments';
import type { QuestionRow } from './api';
import { createAssessmentData } from './loaders';
import { storeQuestions } from './local-store';

const OWNER = '20000000-0000-4000-8000-000000000005';
const ID = '54000000-0000-4000-8000-000000000002';
const TEMPLATE = '50000000-0000-4000-8000-000000000001';

/** A backend that takes every request and never answers (a dead uplink the browser still calls online). */
const hangingClient = (): { client: BackendClient; requests: string[] } => {
  const requests: string[] = [];
  const chain: unknown = new Proxy(() => undefined, {
    get: (_, prop) => (prop === 'then' ? () => undefined : chain),
    apply: () => chain,
  });
  const client = new Proxy(
    {},
    {
      get:
        (_, prop) =>
        (...args: unknown[]) => (requests.push(`${String(prop)} ${String(args[0])}`), chain),
    },
  );
  return { client: client as BackendClient, requests };
};

afterEach(async () => {
  await Promise.all(getOfflineDb().tables.map((table) => table.clear()));
});

describe('assessment loading is local first', () => {
  it('with the assessment and its questions on the device, both load while the reachable-looking backend never answers', async () => {
    await getOfflineDb().assessments.put({
      ownerId: OWNER,
      id: ID,
      user_id: OWNER,
      team_id: null,
      completed_at: null,
      score: null,
      answers: {},
      answer_times: {},
      assessment_type: 'tpm',
      template_id: TEMPLATE,
      time_limit_minutes: null,
      started_at: null,
      evaluation_type: 'self',
      assignment_id: null,
      target_user_id: null,
      created_at: '2026-01-01T09:00:00.000Z',
    });
    const question = {
      id: 'q1',
      template_id: TEMPLATE,
      evaluation_type: 'self',
      language: 'it',
      order_index: 1,
      item_code: 'Q1',
      question_text: 'Prima domanda',
      question_type: 'scale',
      options: null,
    } as unknown as QuestionRow;
    await storeQuestions(OWNER, [question]);
    const { client, requests } = hangingClient();
    const data = createAssessmentData({ client, ownerId: OWNER, isOnline: () => true });

    expect((await data.loadAssessment(ID))?.id).toBe(ID);
    const rows = await data.loadQuestions({ templateId: TEMPLATE, evaluationType: 'self', language: 'it' });
    expect(rows.map((row) => row.item_code)).toEqual(['Q1']);
    // The refresh still went out, in the background.
    expect(requests.some((request) => request.startsWith('from assessment_questions'))).toBe(true);
  });
});

describe('device reads started with the screen', () => {
  const row = (answers: LocalAssessment['answers']): LocalAssessment => ({
    ownerId: OWNER,
    id: ID,
    user_id: OWNER,
    team_id: null,
    completed_at: null,
    score: null,
    answers,
    answer_times: {},
    assessment_type: 'tpm',
    template_id: TEMPLATE,
    time_limit_minutes: null,
    started_at: null,
    evaluation_type: 'self',
    assignment_id: null,
    target_user_id: null,
    created_at: '2026-01-01T09:00:00.000Z',
  });
  const question = {
    id: 'q1',
    template_id: TEMPLATE,
    evaluation_type: 'self',
    language: 'it',
    order_index: 1,
    item_code: 'Q1',
    question_text: 'Prima domanda',
    question_type: 'scale',
    options: null,
  } as unknown as QuestionRow;

  it('the load actors get the assessment and questions the first render began reading, with no request', async () => {
    await getOfflineDb().assessments.put(row({}));
    await storeQuestions(OWNER, [question]);
    const { client, requests } = hangingClient();
    const data = createAssessmentData({ client, ownerId: OWNER, isOnline: () => false });
    data.prefetch(ID, 'it');
    // Removed after the reads began: what the actors get is what the first render started reading.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await getOfflineDb().questions.clear();
    expect((await data.loadAssessment(ID))?.id).toBe(ID);
    expect(
      (await data.loadQuestions({ templateId: TEMPLATE, evaluationType: 'self', language: 'it' })).map(
        (q) => q.item_code,
      ),
    ).toEqual(['Q1']);
    expect(requests).toEqual([]);
  });

  it('reads again when the early read is older than a moment or was already taken', async () => {
    await getOfflineDb().assessments.put(row({}));
    const data = createAssessmentData({ client: hangingClient().client, ownerId: OWNER, isOnline: () => false });
    data.prefetch(ID, 'it');
    await data.loadAssessment(ID);
    await getOfflineDb().assessments.put(row({ Q1: '3' }));
    expect((await data.loadAssessment(ID))?.answers).toEqual({ Q1: '3' });

    const now = performance.now();
    data.prefetch(ID, 'it');
    await new Promise((resolve) => setTimeout(resolve, 50));
    await getOfflineDb().assessments.put(row({ Q1: '4' }));
    const later = vi.spyOn(performance, 'now').mockReturnValue(now + 2_500);
    try {
      expect((await data.loadAssessment(ID))?.answers).toEqual({ Q1: '4' });
    } finally {
      later.mockRestore();
    }
  });

  it('tells the screen whether the device can show a question without the network', async () => {
    // Each step a moment later than the last, so no step takes the one before's early read.
    let now = performance.now();
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 2_500));
    try {
      const data = createAssessmentData({ client: hangingClient().client, ownerId: OWNER, isOnline: () => false });
      expect(await data.prefetch(ID, 'it')).toBe(false);
      await getOfflineDb().assessments.put(row({}));
      expect(await data.prefetch(ID, 'it')).toBe(false);
      await storeQuestions(OWNER, [question]);
      expect(await data.prefetch(ID, 'it')).toBe(true);
      expect(await data.prefetch(ID, 'en')).toBe(true);
    } finally {
      clock.mockRestore();
    }
  });
});
