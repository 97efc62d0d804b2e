import { describe, expect, it, vi } from 'vitest';
import type { QuestionRow } from './api';
import { QUESTION_CACHE_TTL_MS, createQuestionLoader } from './question-loader';

const TEMPLATE = '50000000-0000-4000-8000-000000000001';
const query = { templateId: TEMPLATE, evaluationType: 'self', language: 'en' };
const row = (item_code: string, language: string) => ({ item_code, language }) as unknown as QuestionRow;

function setup(fetch: (q: typeof query) => Promise<QuestionRow[]>) {
  let now = 0;
  const spy = vi.fn(fetch);
  const loader = createQuestionLoader({ fetch: spy, now: () => now, sleep: async () => undefined });
  return { loader, spy, advance: (ms: number) => (now += ms) };
}

describe('question loader', () => {
  it('retries a failing read up to 3 times, then gives up', async () => {
    const { loader, spy } = setup(async () => {
      throw new Error('network');
    });
    await expect(loader.load(query)).rejects.toThrow('network');
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('succeeds on a retry', async () => {
    let calls = 0;
    const { loader } = setup(async () => {
      calls += 1;
      if (calls < 3) throw new Error('flaky');
      return [row('Q1', 'en')];
    });
    await expect(loader.load(query)).resolves.toEqual([row('Q1', 'en')]);
  });

  it('falls back to Italian when the language has no questions', async () => {
    const { loader, spy } = setup(async (q) => (q.language === 'it' ? [row('Q1', 'it')] : []));
    await expect(loader.load(query)).resolves.toEqual([row('Q1', 'it')]);
    expect(spy.mock.calls.map(([q]) => q.language)).toEqual(['en', 'it']);
  });

  it('serves from memory for 5 minutes, then reads again', async () => {
    const { loader, spy, advance } = setup(async () => [row('Q1', 'en')]);
    await loader.load(query);
    advance(QUESTION_CACHE_TTL_MS - 1);
    await loader.load(query);
    expect(spy).toHaveBeenCalledTimes(1);
    advance(1);
    await loader.load(query);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('validates the template id (36-character UUID) and never retries that', async () => {
    const { loader, spy } = setup(async () => []);
    await expect(loader.load({ ...query, templateId: '123' })).rejects.toThrow(
      'Invalid template ID format: 123. Expected UUID format.',
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
