import { afterEach, describe, expect, it, vi } from 'vitest';

describe('loading the scoring code', () => {
  afterEach(() => {
    vi.doUnmock('./scoring');
    vi.resetModules();
  });

  it('is tried again after a failed load (offline before the service worker stored the chunk)', async () => {
    let reachable = false;
    vi.doMock('./scoring', async (importOriginal) => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { loadScoringCode } = await import('./scorer');
    await expect(loadScoringCode()).rejects.toThrow();
    reachable = true;
    await expect(loadScoringCode()).resolves.toHaveProperty('createScorer');
  });

  it('is loaded once however many screens ask for it', async () => {
    const { loadScoringCode } = await import('./scorer');
    expect(loadScoringCode()).toBe(loadScoringCode());
  });
});
