import { describe, expect, it, vi } from 'vitest';
import {
  buildDeviceHealthReport,
  createDeviceHealthReporter,
  DEVICE_HEALTH_HEARTBEAT_MS,
  installationId,
  type DeviceHealthReport,
} from './device-health';
import { initialSyncSnapshot, type SyncSnapshot } from '../sync-state/state';

const INSTALLATION = '3f1c2b7e-9a4d-4c1e-8b2a-5d6e7f809a1b';
const failed = (message: string, failedAt: string) => ({
  id: failedAt,
  kind: 'assessment/complete' as const,
  target: 'a',
  actedAt: failedAt,
  status: 422,
  message,
  failedAt,
});

describe('installationId', () => {
  it('is generated once and then kept', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const first = installationId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(installationId(storage)).toBe(first);
  });
});

describe('buildDeviceHealthReport', () => {
  it('counts waiting and failed changes and names the newest error', () => {
    const snapshot: SyncSnapshot = {
      ...initialSyncSnapshot,
      pending: 3,
      failed: [failed('old', '2026-11-20T08:00:00.000Z'), failed('new', '2026-11-20T09:00:00.000Z')],
      lastSyncedAt: '2026-11-20T07:00:00.000Z',
    };
    expect(
      buildDeviceHealthReport(snapshot, {
        userId: 'u',
        appVersion: '0.1.0',
        installationId: INSTALLATION,
        storageUsedBytes: 10,
      }),
    ).toEqual({
      installation_id: INSTALLATION,
      user_id: 'u',
      app_version: '0.1.0',
      pending_changes: 3,
      failed_changes: 2,
      last_successful_sync_at: '2026-11-20T07:00:00.000Z',
      last_error: 'assessment/complete: new',
      storage_used_bytes: 10,
    });
  });

  it("prefers the engine's reason while it cannot reach the backend", () => {
    const snapshot: SyncSnapshot = {
      ...initialSyncSnapshot,
      engine: { name: 'offline', failures: 2, retryAt: 'x', reason: 'Failed to fetch' },
    };
    expect(
      buildDeviceHealthReport(snapshot, {
        userId: 'u',
        appVersion: 'v',
        installationId: INSTALLATION,
        storageUsedBytes: null,
      }).last_error,
    ).toBe('Failed to fetch');
  });
});

describe('createDeviceHealthReporter', () => {
  function setup(send = vi.fn(async (_report: DeviceHealthReport) => undefined)) {
    let clock = 0;
    const reporter = createDeviceHealthReporter({
      userId: 'u',
      appVersion: '0.1.0',
      send,
      now: () => clock,
      installationId: () => INSTALLATION,
      storageUsed: async () => 2048.4,
    });
    return { reporter, send, advance: (ms: number) => (clock += ms) };
  }

  it('sends a changed snapshot, skips an identical one until the heartbeat', async () => {
    const { reporter, send, advance } = setup();
    expect(await reporter.report({ ...initialSyncSnapshot, pending: 1 })).toBe(true);
    expect(send.mock.calls[0]![0]).toMatchObject({ pending_changes: 1, storage_used_bytes: 2048 });
    expect(await reporter.report({ ...initialSyncSnapshot, pending: 1 })).toBe(false);
    expect(await reporter.report({ ...initialSyncSnapshot, pending: 0 })).toBe(true);
    advance(DEVICE_HEALTH_HEARTBEAT_MS);
    expect(await reporter.report({ ...initialSyncSnapshot, pending: 0 })).toBe(true);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('tries again after a failed send', async () => {
    const send = vi
      .fn(async (_report: DeviceHealthReport) => undefined)
      .mockRejectedValueOnce(new Error('Failed to fetch'));
    const { reporter } = setup(send);
    expect(await reporter.report(initialSyncSnapshot)).toBe(false);
    expect(await reporter.report(initialSyncSnapshot)).toBe(true);
  });
});

describe('startDeviceHealthReports', () => {
  it('reports when a flush ends, not while draining nor when the flush ended offline', async () => {
    const { createSyncStateStore } = await import('../sync-state/state');
    const { startDeviceHealthReports } = await import('./device-health');
    const state = createSyncStateStore();
    const upsert = vi.fn(async () => ({ error: null }));
    const client = { from: () => ({ upsert }) } as unknown as Parameters<typeof startDeviceHealthReports>[0]['client'];
    const stop = startDeviceHealthReports({ userId: 'u', appVersion: '0.1.0', client, state });
    state.update({ engine: { name: 'draining', failures: 0 }, pending: 2 });
    expect(upsert).not.toHaveBeenCalled();
    state.update({ engine: { name: 'offline', failures: 1, retryAt: 'x', reason: 'Failed to fetch' } });
    state.update({ engine: { name: 'draining', failures: 1 } });
    state.update({ engine: { name: 'idle' }, pending: 0 });
    await vi.waitFor(() => expect(upsert).toHaveBeenCalledTimes(1));
    expect(upsert.mock.calls[0]).toMatchObject([
      { user_id: 'u', pending_changes: 0, app_version: '0.1.0' },
      { onConflict: 'installation_id,user_id' },
    ]);
    stop();
  });
});
