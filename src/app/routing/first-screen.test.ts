import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS, whenFirstScreenReady } from './first-screen';

describe('whenFirstScreenReady', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it("resolves as soon as the screen's code is here, without waiting out the limit", async () => {
    let arrive: () => void = () => undefined;
    const isDone = settled(whenFirstScreenReady(new Promise<void>((resolve) => (arrive = resolve))));
    await vi.advanceTimersByTimeAsync(40);
    expect(isDone()).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });

  it('resolves after the limit when the code does not come (a slow first download): the fallback shows then', async () => {
    const isDone = settled(whenFirstScreenReady(new Promise<void>(() => undefined)));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(isDone()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone()).toBe(true);
  });

  it('resolves at once when the download failed: the screen shows its error', async () => {
    const isDone = settled(whenFirstScreenReady(Promise.reject(new Error('offline'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(isDone()).toBe(true);
  });
});
