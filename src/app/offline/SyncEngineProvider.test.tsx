// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ user: null as { id: string } | null }));
const listeners = vi.hoisted(() => new Set<(event: string) => void>());
const published = vi.hoisted(() => ({ current: null as { ownerId: string; engine: unknown } | null }));
const engines = vi.hoisted(
  () =>
    [] as {
      ownerId: string | null;
      start: ReturnType<typeof vi.fn>;
      stop: ReturnType<typeof vi.fn>;
      resumeAfterAuth: ReturnType<typeof vi.fn>;
    }[],
);

vi.mock('../../features/auth/hooks', () => ({ useAuth: () => auth }));
vi.mock('../../backend/supabase-client', () => ({
  supabaseUrl: 'http://backend.test',
  supabaseAnonKey: 'anon',
  supabase: {
    auth: {
      onAuthStateChange: (listener: (event: string) => void) => {
        listeners.add(listener);
        return { data: { subscription: { unsubscribe: () => listeners.delete(listener) } } };
      },
    },
  },
}));
vi.mock('./worker-session-mirror', () => ({ mirrorSessionForWorker: () => () => undefined }));
vi.mock('../../offline/sync', () => ({
  syncState: { getSnapshot: () => ({ pending: 0 }) },
  setActiveSync: (next: { ownerId: string; engine: unknown } | null) => {
    published.current = next;
    return () => {
      if (published.current === next) published.current = null;
    };
  },
  createSupabaseTransport: () => async () => ({ ok: true }),
  startDeviceHealthReports: () => () => undefined,
  SyncEngine: class {
    start = vi.fn(async () => undefined);
    stop = vi.fn();
    resumeAfterAuth = vi.fn(async () => undefined);
    ownerId: string | null;
    constructor(options: { getOwnerId: () => string | null }) {
      this.ownerId = options.getOwnerId();
      engines.push(this);
    }
  },
}));

const { SyncEngineProvider } = await import('./SyncEngineProvider');
const tree = () => <SyncEngineProvider>{null}</SyncEngineProvider>;

beforeEach(() => {
  engines.length = 0;
  listeners.clear();
  auth.user = null;
  published.current = null;
});

describe('SyncEngineProvider', () => {
  it('runs no engine while signed out', () => {
    render(tree());
    expect(engines).toHaveLength(0);
    expect(published.current).toBeNull();
  });

  it('starts an engine for the signed-in user (in a task after the commit), publishes it, and stops and unpublishes it at sign-out', async () => {
    auth.user = { id: 'user-1' };
    const view = render(tree());
    const engine = engines.at(-1)!;
    expect(engine.ownerId).toBe('user-1');
    expect(engine.start).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(engine.start).toHaveBeenCalled());
    expect(published.current).toEqual({ engine, ownerId: 'user-1' });

    auth.user = null;
    view.rerender(tree());
    expect(engine.stop).toHaveBeenCalled();
    expect(published.current).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('signed out before its task ran, the engine never starts', async () => {
    auth.user = { id: 'user-1' };
    const view = render(tree());
    const engine = engines.at(-1)!;
    auth.user = null;
    view.rerender(tree());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(engine.start).not.toHaveBeenCalled();
    expect(published.current).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('resumes flushing after the session is refreshed or signed in again', async () => {
    auth.user = { id: 'user-1' };
    render(tree());
    const engine = engines.at(-1)!;
    await vi.waitFor(() => expect(engine.start).toHaveBeenCalled());
    act(() => listeners.forEach((listener) => listener('TOKEN_REFRESHED')));
    act(() => listeners.forEach((listener) => listener('SIGNED_IN')));
    act(() => listeners.forEach((listener) => listener('USER_UPDATED')));
    expect(engine.resumeAfterAuth).toHaveBeenCalledTimes(2);
  });
});
