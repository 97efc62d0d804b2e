import type { Answers, ScoreResult } from './types';

export const SCORE_CACHE_MAX_ENTRIES = 100;
export const SCORE_CACHE_TTL_MS = 5 * 60 * 1000;

interface Entry {
  type: string;
  storedAt: number;
  result: ScoreResult;
}

export interface ScoreCache {
  get(type: string, ruleId: string, answers: Answers): ScoreResult | undefined;
  set(type: string, ruleId: string, answers: Answers, result: ScoreResult): void;
  clearForTypes(types: readonly string[]): void;
  readonly size: number;
}

/** Answers in key order, so the same answers give the same cache key. */
const answersKey = (answers: Answers) =>
  JSON.stringify(
    Object.keys(answers)
      .sort()
      .map((code) => [code, answers[code]]),
  );

/** At most 100 results for 5 minutes, keyed by type, rule and answers; the oldest stored is evicted first. */
export function createScoreCache({
  now = () => Date.now(),
  maxEntries = SCORE_CACHE_MAX_ENTRIES,
  ttlMs = SCORE_CACHE_TTL_MS,
}: { now?: () => number; maxEntries?: number; ttlMs?: number } = {}): ScoreCache {
  const entries = new Map<string, Entry>();
  const keyOf = (type: string, ruleId: string, answers: Answers) => JSON.stringify([type, ruleId, answersKey(answers)]);
  return {
    get(type, ruleId, answers) {
      const key = keyOf(type, ruleId, answers);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.result;
    },
    set(type, ruleId, answers, result) {
      const key = keyOf(type, ruleId, answers);
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, { type, storedAt: now(), result });
    },
    clearForTypes(types) {
      for (const [key, entry] of entries) if (types.includes(entry.type)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
