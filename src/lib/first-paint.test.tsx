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
    const { firstScreenPainted, holdUntilFirstScreenPainted, markFirstScreenPainted, useFirstScreenPainted } =
      await load();
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

  it('held by a screen rendering from the device, waits for its release and the paint after it', async () => {
    const { firstScreenPainted, holdFirstScreen, holdUntilFirstScreenPainted, markFirstScreenPainted } = await load();
    holdUntilFirstScreenPainted();
    const release = holdFirstScreen();
    markFirstScreenPainted();
    expect(await settled(firstScreenPainted())).toBe(false);

    release();
    expect(await settled(firstScreenPainted())).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));
    expect(await settled(firstScreenPainted())).toBe(true);
  });

  it('held by a screen, still lets everything through after the longest wait', async () => {
    vi.useFakeTimers();
    const { firstScreenPainted, holdFirstScreen, holdUntilFirstScreenPainted, markFirstScreenPainted } = await load();
    holdUntilFirstScreenPainted(3000);
    holdFirstScreen();
    markFirstScreenPainted();
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(firstScreenPainted())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(firstScreenPainted())).toBe(true);
  });

  it('holds nothing once the first screen is shown', async () => {
    const { firstScreenPainted, holdFirstScreen, holdUntilFirstScreenPainted, markFirstScreenPainted } = await load();
    holdUntilFirstScreenPainted();
    markFirstScreenPainted();
    holdFirstScreen();
    expect(await settled(firstScreenPainted())).toBe(true);
  });
});
