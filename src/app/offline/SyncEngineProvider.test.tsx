// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({ user: null as { id: string } | null }));
const listeners = vi.hoisted(() => new Set<(event: string) => void>());
const engines = vi.hoisted(() => [] as { ownerId: string | null; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn>; resumeAfterAuth: ReturnType<typeof vi.fn> }[]);

vi.mock('../../features/auth/hooks', () => ({ useAuth: () => auth }));
vi.mock('../../backend/client', () => ({
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
vi.mock('../../offline', () => ({
  syncState: { getSnapshot: () => ({ pending: 0 }) },
  setActiveSync: () => () => undefined,
  createSupabaseTransport: () => async () => ({ ok: true }),
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
const { useSyncEngine } = await import('./sync-engine-context');

const seenRef = { current: undefined as unknown };
function Probe() {
  const engine = useSyncEngine();
  useEffect(() => {
    seenRef.current = engine;
  });
  return null;
}

const tree = () => (
  <SyncEngineProvider>
    <Probe />
  </SyncEngineProvider>
);

beforeEach(() => {
  engines.length = 0;
  listeners.clear();
  auth.user = null;
});

describe('SyncEngineProvider', () => {
  it('runs no engine while signed out', () => {
    render(tree());
    expect(engines).toHaveLength(0);
    expect(seenRef.current).toBeNull();
  });

  it('starts an engine for the signed-in user, exposes it, and stops it at sign-out', () => {
    auth.user = { id: 'user-1' };
    const view = render(tree());
    const engine = engines.at(-1)!;
    expect(engine.ownerId).toBe('user-1');
    expect(engine.start).toHaveBeenCalled();
    expect(seenRef.current).toBe(engine);

    auth.user = null;
    view.rerender(tree());
    expect(engine.stop).toHaveBeenCalled();
    expect(seenRef.current).toBeNull();
    expect(listeners.size).toBe(0);
  });

  it('resumes flushing after the session is refreshed or signed in again', () => {
    auth.user = { id: 'user-1' };
    render(tree());
    const engine = engines.at(-1)!;
    act(() => listeners.forEach((listener) => listener('TOKEN_REFRESHED')));
    act(() => listeners.forEach((listener) => listener('SIGNED_IN')));
    act(() => listeners.forEach((listener) => listener('USER_UPDATED')));
    expect(engine.resumeAfterAuth).toHaveBeenCalledTimes(2);
  });
});
