import { describe, expect, it, vi } from 'vitest';
import { readStorageReport, requestPersistentStorage } from './quota';

describe('storage helpers', () => {
  it('flags low space under 10 % free', async () => {
    const estimate = vi.fn(async () => ({ usage: 91, quota: 100 }));
    await expect(readStorageReport({ estimate, persisted: async () => true })).resolves.toEqual({
      usage: 91,
      quota: 100,
      freeRatio: 0.09,
      low: true,
      persisted: true,
    });
    estimate.mockResolvedValueOnce({ usage: 90, quota: 100 });
    await expect(readStorageReport({ estimate })).resolves.toMatchObject({
      low: false,
      freeRatio: 0.1,
      persisted: false,
    });
  });

  it('returns null where the browser has no estimate', async () => {
    await expect(readStorageReport({})).resolves.toBeNull();
    await expect(readStorageReport(undefined)).resolves.toBeNull();
  });

  it('asks for persistence once, and never throws', async () => {
    const persist = vi.fn(async () => true);
    await expect(requestPersistentStorage({ persist, persisted: async () => false })).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    await expect(requestPersistentStorage({ persist, persisted: async () => true })).resolves.toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
    await expect(
      requestPersistentStorage({
        persist: async () => {
          throw new Error('denied');
        },
      }),
    ).resolves.toBe(false);
  });
});
