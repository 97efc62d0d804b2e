import { describe, expect, it } from 'vitest';
import { SlidingWindowCounter } from './rate-limit.ts';

describe('sliding window counter', () => {
  it('limits a key after `limit` events within the window, and frees it as they leave the window', () => {
    let now = 0;
    const counter = new SlidingWindowCounter(3, 1000, () => now);
    for (let i = 0; i < 3; i++) {
      expect(counter.limited('a')).toBe(false);
      counter.record('a');
      now += 100;
    }
    expect(counter.limited('a')).toBe(true);
    expect(counter.limited('b')).toBe(false);
    now = 1001; // the first event (t=0) left the window
    expect(counter.limited('a')).toBe(false);
    counter.record('a');
    expect(counter.limited('a')).toBe(true);
  });
});
