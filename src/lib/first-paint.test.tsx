// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's one first screen: a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import('./first-paint');
};

afterEach(() => {
  vi.useRealTimers();
});

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('first paint', () => {
  it('counts as painted where nothing holds it (tests, other entries)', async () => {
    const { firstScreenPainted, useFirstScreenPainted } = await load();
    expect(await settled(firstScreenPainted())).toBe(true);
    function Probe() {
      return <p>{useFirstScreenPainted() ? 'painted' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('painted')).toBeTruthy();
  });

  it('held, waits until marked painted, then lets the waiting work and parts through', async () => {
    const { firstScreenPainted, holdUntilFirstScreenPainted, markFirstScreenPainted, useFirstScreenPainted } = await load();
    holdUntilFirstScreenPainted();
    function Probe() {
      return <p>{useFirstScreenPainted() ? 'painted' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await settled(firstScreenPainted())).toBe(false);

    await act(async () => markFirstScreenPainted());
    expect(await settled(firstScreenPainted())).toBe(true);
    expect(screen.getByText('painted')).toBeTruthy();
  });

  it('held, lets everything through after the longest wait even when no paint is reported', async () => {
    vi.useFakeTimers();
    const { firstScreenPainted, holdUntilFirstScreenPainted } = await load();
    holdUntilFirstScreenPainted(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(firstScreenPainted())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(firstScreenPainted())).toBe(true);
  });
});
