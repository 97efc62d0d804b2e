import { describe, expect, it } from 'vitest';
import { parseBanDuration } from './ban-duration.ts';

describe('ban_duration', () => {
  it('reads Go durations, "none" and refuses anything else', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('1.5s')).toBe(1500);
    expect(parseBanDuration('none')).toBeNull();
    for (const bad of ['', '24', 'h', 'forever', '-1h', '1d', '1h ']) expect(parseBanDuration(bad)).toBeUndefined();
  });
});
