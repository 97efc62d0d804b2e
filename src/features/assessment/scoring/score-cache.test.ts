import { createScoreCache, SCORE_CACHE_MAX_ENTRIES, SCORE_CACHE_TTL_MS } from './score-cache';
import type { ScoreResult } from './types';

const result = (score: number, assessmentType = 'tpm'): ScoreResult => ({
  score,
  assessmentType,
  ruleId: 'r',
  ruleType: 'average',
  details: { warnings: [] },
});

describe('the score cache', () => {
  let time = 0;
  const now = () => time;
  beforeEach(() => {
    time = 1_000;
  });

  it('holds at most 100 entries for 5 minutes', () => {
    expect(SCORE_CACHE_MAX_ENTRIES).toBe(100);
    expect(SCORE_CACHE_TTL_MS).toBe(300_000);
  });

  it('keys entries by type, rule and answers (answer order does not matter)', () => {
    const cache = createScoreCache({ now });
    cache.set('tpm', 'r1', { a: '1', b: '2' }, result(40));
    expect(cache.get('tpm', 'r1', { b: '2', a: '1' })?.score).toBe(40);
    expect(cache.get('mbti', 'r1', { a: '1', b: '2' })).toBeUndefined();
    expect(cache.get('tpm', 'r2', { a: '1', b: '2' })).toBeUndefined();
    expect(cache.get('tpm', 'r1', { a: '1', b: '3' })).toBeUndefined();
  });

  it('forgets an entry after 5 minutes', () => {
    const cache = createScoreCache({ now });
    cache.set('tpm', 'r', { a: '1' }, result(10));
    time += SCORE_CACHE_TTL_MS - 1;
    expect(cache.get('tpm', 'r', { a: '1' })?.score).toBe(10);
    time += 1;
    expect(cache.get('tpm', 'r', { a: '1' })).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('evicts the oldest entry first when the 101st arrives', () => {
    const cache = createScoreCache({ now });
    for (let i = 0; i < 100; i++) cache.set('tpm', 'r', { q: String(i) }, result(i));
    expect(cache.size).toBe(100);
    cache.set('tpm', 'r', { q: '100' }, result(100));
    expect(cache.size).toBe(100);
    expect(cache.get('tpm', 'r', { q: '0' })).toBeUndefined();
    expect(cache.get('tpm', 'r', { q: '1' })?.score).toBe(1);
    expect(cache.get('tpm', 'r', { q: '100' })?.score).toBe(100);
    cache.set('tpm', 'r', { q: '101' }, result(101));
    expect(cache.get('tpm', 'r', { q: '1' })).toBeUndefined();
    expect(cache.get('tpm', 'r', { q: '2' })?.score).toBe(2);
  });

  it('clears the entries of the listed types only', () => {
    const cache = createScoreCache({ now });
    cache.set('tpm', 'r', { a: '1' }, result(1, 'tpm'));
    cache.set('mbti', 'r', { a: '1' }, result(2, 'mbti'));
    cache.set('leadership', 'r', { a: '1' }, result(3, 'leadership'));
    cache.clearForTypes(['tpm', 'mbti']);
    expect(cache.get('tpm', 'r', { a: '1' })).toBeUndefined();
    expect(cache.get('mbti', 'r', { a: '1' })).toBeUndefined();
    expect(cache.get('leadership', 'r', { a: '1' })?.score).toBe(3);
  });
});
