/**
 * Dispositivi "since when": the member's app reports when its oldest unsent change was
 * queued (the reporter of src/offline/sync/device-health.ts, over HTTP), and the org admin's screen reads
 * that time (src/features/admin/devices/device-health-api.ts), not the last successful sync.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG } from '../../supabase/tests/support/demo-ids.ts';
import { createDeviceHealthReporter, supabaseDeviceHealthSender } from '../../src/offline/sync/device-health.ts';
import { initialSyncSnapshot, type SyncSnapshot } from '../../src/offline/sync-state/state.ts';
import { loadDeviceHealth } from '../../src/features/admin/devices/device-health-api.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let member: TestClient;
let admin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn(ACCOUNTS.member.email);
  admin = await backend.signIn(ACCOUNTS.admin.email);
});
afterAll(async () => {
  await backend?.close();
});

const LAST_SYNC = '2026-11-20T09:00:00.000Z';
const QUEUED = '2026-11-21T16:45:00.000Z';

function memberReporter(installation: string, oldestPendingAt: string | null) {
  return createDeviceHealthReporter({
    userId: ACCOUNTS.member.userId,
    appVersion: '0.1.0',
    send: supabaseDeviceHealthSender(member),
    installationId: () => installation,
    storageUsed: async () => 4096,
    oldestPendingAt: async () => oldestPendingAt,
  });
}

const snapshot = (patch: Partial<SyncSnapshot>): SyncSnapshot => ({
  ...initialSyncSnapshot,
  lastSyncedAt: LAST_SYNC,
  ...patch,
});
const adminRow = async (installation: string) =>
  (await loadDeviceHealth(admin, ORG.acme)).find((row) => row.installationId === installation);
const same = (a: string | null | undefined, b: string) => a != null && Date.parse(a) === Date.parse(b);

describe('pending_since on the Dispositivi screen', () => {
  it("the admin sees when the device's oldest waiting change was queued", async () => {
    const installation = randomUUID();
    expect(await memberReporter(installation, QUEUED).report(snapshot({ pending: 2 }))).toBe(true);
    const row = await adminRow(installation);
    expect(row?.pendingChanges).toBe(2);
    expect(same(row?.pendingSince, QUEUED)).toBe(true);
    expect(same(row?.lastSuccessfulSyncAt, LAST_SYNC)).toBe(true);
  });

  it('a failed change older than the waiting ones sets the time', async () => {
    const installation = randomUUID();
    const failedAt = '2026-11-19T08:00:00.000Z';
    const failed = {
      id: 'f',
      kind: 'assessment/complete' as const,
      target: 'a',
      actedAt: failedAt,
      status: 422,
      message: 'no',
      failedAt,
    };
    await memberReporter(installation, QUEUED).report(snapshot({ pending: 1, failed: [failed] }));
    expect(same((await adminRow(installation))?.pendingSince, failedAt)).toBe(true);
  });

  it('is cleared once nothing is unsent, whatever the client sends', async () => {
    const installation = randomUUID();
    await memberReporter(installation, QUEUED).report(snapshot({ pending: 1 }));
    const { error } = await member
      .from('device_sync_health')
      .upsert({ installation_id: installation, pending_changes: 0, failed_changes: 0, pending_since: QUEUED });
    expect(error).toBeNull();
    expect((await adminRow(installation))?.pendingSince).toBeNull();
  });

  it('an app that does not send the time gets the time of its first report with unsent work, kept by later ones', async () => {
    const installation = randomUUID();
    const first = await member
      .from('device_sync_health')
      .insert({ installation_id: installation, pending_changes: 1 })
      .select('pending_since')
      .single();
    expect(first.error).toBeNull();
    expect(first.data?.pending_since).not.toBeNull();
    await member.from('device_sync_health').upsert({ installation_id: installation, pending_changes: 3 });
    expect(same((await adminRow(installation))?.pendingSince, first.data!.pending_since!)).toBe(true);
  });

  it("the seeded tablet's unsent work is dated by its own report", async () => {
    const row = await adminRow('93000000-0000-4000-8000-000000000001');
    expect(same(row?.pendingSince, '2026-11-03T14:30:00.000Z')).toBe(true);
  });
});
