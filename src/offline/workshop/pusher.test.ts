// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkshopPushResult } from './push';

// Each push waits until the test lets it answer, so overlapping pushes would show.
const pushes = vi.hoisted(() => ({ open: 0, most: 0, total: 0, answer: null as null | (() => void) }));
vi.mock('./push', () => ({
  pushWorkshopOutbox: async (): Promise<WorkshopPushResult> => {
    pushes.total += 1;
    pushes.open += 1;
    pushes.most = Math.max(pushes.most, pushes.open);
    await new Promise<void>((resolve) => (pushes.answer = resolve));
    pushes.open -= 1;
    return { kind: 'pushed', sent: 0, ok: 0, failed: 0, retry: 0, remaining: 0 };
  },
}));

const { startWorkshopPusher } = await import('./pusher');
const CONFIG = { url: 'http://backend.test', anonKey: 'anon' };

beforeEach(() => {
  vi.useFakeTimers();
  Object.assign(pushes, { open: 0, most: 0, total: 0, answer: null });
});
afterEach(() => vi.useRealTimers());

const answer = async () => {
  pushes.answer?.();
  await vi.advanceTimersByTimeAsync(0);
};

describe('the tablet’s push loop', () => {
  it('is one loop for the shell and /workshop: one push at a time, each listener told', async () => {
    const shell: WorkshopPushResult[] = [];
    const screen: WorkshopPushResult[] = [];
    const stopShell = startWorkshopPusher(CONFIG, (r) => shell.push(r));
    const stopScreen = startWorkshopPusher(CONFIG, (r) => screen.push(r));
    expect(pushes.total).toBe(1);
    await answer();
    expect(shell).toHaveLength(1);
    expect(screen).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await answer();
    expect(pushes.most).toBe(1);
    expect(pushes.total).toBe(2);

    // The screen leaves: the shell's loop goes on; the last one leaving stops it.
    stopScreen();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(pushes.total).toBe(3);
    await answer();
    expect(screen).toHaveLength(2);
    expect(shell).toHaveLength(3);
    stopShell();
    await vi.advanceTimersByTimeAsync(120_000);
    window.dispatchEvent(new Event('online'));
    expect(pushes.total).toBe(3);
  });
});
