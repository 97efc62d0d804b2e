import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, backoffDelay } from './backoff';

describe('backoffDelay', () => {
  it('doubles from 2 s and stops at 5 min with neutral jitter', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => backoffDelay(attempt, () => 0.5));
    expect(delays).toEqual([2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 300000, 300000, 300000, 300000]);
  });

  it('jitters by ±20 % and never passes 5 min', () => {
    expect(backoffDelay(0, () => 0)).toBe(1600);
    expect(backoffDelay(0, () => 1)).toBe(2400);
    expect(backoffDelay(3, () => 0.25)).toBe(14400);
    expect(backoffDelay(7, () => 1)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(20, () => 0)).toBe(240000);
  });
});
