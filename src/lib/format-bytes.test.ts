import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('uses decimal units, as browsers report storage quota, with locale digits', () => {
    expect(formatBytes(512, 'it')).toBe('512 B');
    expect(formatBytes(1536, 'it')).toBe('1,5 kB');
    expect(formatBytes(1536, 'en')).toBe('1.5 kB');
    expect(formatBytes(95_000_000, 'it')).toBe('95 MB');
    expect(formatBytes(2e9, 'en')).toBe('2 GB');
  });

  it('never shows a negative size', () => {
    expect(formatBytes(-5, 'it')).toBe('0 B');
  });
});
