// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WorkshopPushResult } from './push';

// The pusher as the shell would load it: records who started it, and what stopping did.
const pusher = vi.hoisted(() => ({
  loaded: 0,
  starts: [] as { config: unknown; onResult: (result: WorkshopPushResult) => void }[],
  stops: 0,
}));
vi.mock('./pusher', () => {
  pusher.loaded += 1;
  return {
    startWorkshopPusher: (config: unknown, onResult: (result: WorkshopPushResult) => void) => {
      pusher.starts.push({ config, onResult });
      return () => void (pusher.stops += 1);
    },
  };
});

const { useWorkshopPushOnAnyRoute, shouldPushOnThisRoute } = await import('./hooks');
const { PREPARED_TABLET_KEY, clearPreparedTablet, isPreparedTablet, markPreparedTablet } = await import('./marker');

const CONFIG = { url: 'http://backend.test', anonKey: 'anon' };
const DEVICE = '00000000-0000-4000-8000-0000000000d4';

function Shell() {
  useWorkshopPushOnAnyRoute(CONFIG);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
  pusher.loaded = 0;
  pusher.starts = [];
  pusher.stops = 0;
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

const idle = () => act(async () => void (await vi.advanceTimersByTimeAsync(1000)));

describe('the start decision', () => {
  it('starts only on a prepared tablet, and only once the first screen is painted', () => {
    expect(shouldPushOnThisRoute(true)).toBe(false);
    markPreparedTablet(DEVICE);
    expect(localStorage.getItem(PREPARED_TABLET_KEY)).toBe(DEVICE);
    expect(shouldPushOnThisRoute(false)).toBe(false);
    expect(shouldPushOnThisRoute(true)).toBe(true);
    clearPreparedTablet();
    expect(isPreparedTablet()).toBe(false);
    expect(shouldPushOnThisRoute(true)).toBe(false);
  });

  it('fails closed where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => undefined,
    };
    expect(() => markPreparedTablet(DEVICE, refusing)).not.toThrow();
    expect(isPreparedTablet(refusing)).toBe(false);
  });
});

describe('the shell on any route', () => {
  it('never loads the pusher on a browser that is not a tablet', async () => {
    render(<Shell />);
    await idle();
    expect(pusher.loaded + pusher.starts.length).toBe(0);
  });

  it('starts the pusher on a prepared tablet and stops it when the page goes', async () => {
    markPreparedTablet(DEVICE);
    const { unmount } = render(<Shell />);
    expect(pusher.starts).toHaveLength(0); // not in the first render's task: after it, when idle
    await idle();
    expect(pusher.starts.map((s) => s.config)).toEqual([CONFIG]);
    unmount();
    expect(pusher.stops).toBe(1);
  });

  it('starts after a preparation once the shell renders again, without a reload', async () => {
    const { rerender } = render(<Shell />);
    await idle();
    expect(pusher.starts).toHaveLength(0);
    markPreparedTablet(DEVICE);
    rerender(<Shell />);
    await idle();
    expect(pusher.starts).toHaveLength(1);
  });

  it('stops on a tablet that is no longer prepared (device gone or refused by the server)', async () => {
    markPreparedTablet(DEVICE);
    render(<Shell />);
    await idle();
    act(() => pusher.starts[0]!.onResult({ kind: 'pushed', sent: 1, ok: 1, failed: 0, retry: 0, remaining: 0 }));
    expect(pusher.stops).toBe(0);
    act(() => pusher.starts[0]!.onResult({ kind: 'refused', status: 'revoked', message: 'device_revoked' }));
    expect(pusher.stops).toBe(1);
  });
});
