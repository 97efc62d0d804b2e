/**
 * Device sync health: after a flush each installed app upserts one row saying what it
 * still holds (changes waiting, failed changes, last successful sync, last error, storage used), so
 * the org admin's "Dispositivi" view shows which shared tablet must not be wiped. A snapshot, latest
 * wins: sent straight through the client when the backend answers, never through the outbox.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { getOfflineDb } from '../store/db';
import { pendingHead } from '../outbox/queue';
import { readStorageReport } from '../storage-quota/quota';
import { syncState, type SyncSnapshot, type SyncStateStore } from '../sync-state/state';

const INSTALLATION_KEY = 'taas.installation-id';

/** A UUID generated once per installed app and kept in localStorage (it names the device, not the user). */
export function installationId(
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string {
  const kept = storage?.getItem(INSTALLATION_KEY);
  if (kept) return kept;
  const id = crypto.randomUUID();
  storage?.setItem(INSTALLATION_KEY, id);
  return id;
}

export interface DeviceHealthReport {
  installation_id: string;
  user_id: string;
  app_version: string;
  pending_changes: number;
  failed_changes: number;
  last_successful_sync_at: string | null;
  last_error: string | null;
  storage_used_bytes: number | null;
  /** When the oldest change still on the device (waiting or failed) was queued; null when nothing is unsent. */
  pending_since?: string | null;
}

const MAX_ERROR_LENGTH = 2000;

/** The newest reason the device could not sync: the engine's, else the newest refused change's. */
function lastErrorOf(snapshot: SyncSnapshot): string | null {
  const engine = snapshot.engine;
  if ('reason' in engine && engine.reason) return engine.reason.slice(0, MAX_ERROR_LENGTH);
  const newest = [...snapshot.failed].sort((a, b) => b.failedAt.localeCompare(a.failedAt))[0];
  return newest ? `${newest.kind}: ${newest.message}`.slice(0, MAX_ERROR_LENGTH) : null;
}

export function buildDeviceHealthReport(
  snapshot: SyncSnapshot,
  context: { userId: string; appVersion: string; installationId: string; storageUsedBytes: number | null },
): DeviceHealthReport {
  return {
    installation_id: context.installationId,
    user_id: context.userId,
    app_version: context.appVersion.slice(0, 64),
    pending_changes: snapshot.pending,
    failed_changes: snapshot.failed.length,
    last_successful_sync_at: snapshot.lastSyncedAt,
    last_error: lastErrorOf(snapshot),
    storage_used_bytes: context.storageUsedBytes,
  };
}

/** The oldest unsent change's time: the oldest waiting entry's, or a failed entry's if older. */
function pendingSince(snapshot: SyncSnapshot, oldestPending: string | null): string | null {
  const times = [
    ...(snapshot.pending > 0 && oldestPending ? [oldestPending] : []),
    ...snapshot.failed.map((f) => f.actedAt),
  ];
  return times.length === 0 ? null : times.reduce((a, b) => (Date.parse(b) < Date.parse(a) ? b : a));
}

/** Reports are skipped while nothing changed, except once this long has passed (the row says "still alive"). */
export const DEVICE_HEALTH_HEARTBEAT_MS = 15 * 60_000;

export interface DeviceHealthReporter {
  /** Sends the report unless an identical one went out within the heartbeat; answers whether it was sent. */
  report(snapshot: SyncSnapshot): Promise<boolean>;
}

export function createDeviceHealthReporter(options: {
  userId: string;
  appVersion: string;
  send: (report: DeviceHealthReport) => Promise<void>;
  now?: () => number;
  installationId?: () => string;
  storageUsed?: () => Promise<number | null>;
  /** When the oldest entry still waiting in the outbox was queued. */
  oldestPendingAt?: () => Promise<string | null>;
}): DeviceHealthReporter {
  const now = options.now ?? Date.now;
  const idOf = options.installationId ?? (() => installationId());
  const storageUsed = options.storageUsed ?? (async () => (await readStorageReport())?.usage ?? null);
  const oldestPendingAt =
    options.oldestPendingAt ??
    (async () => (await pendingHead(getOfflineDb(), options.userId, 1))[0]?.queuedAt ?? null);
  let last: { key: string; at: number } | null = null;
  return {
    async report(snapshot) {
      const built = buildDeviceHealthReport(snapshot, {
        userId: options.userId,
        appVersion: options.appVersion,
        installationId: idOf(),
        storageUsedBytes: null,
      });
      const report = { ...built, pending_since: pendingSince(snapshot, await oldestPendingAt().catch(() => null)) };
      const key = JSON.stringify(report);
      if (last && last.key === key && now() - last.at < DEVICE_HEALTH_HEARTBEAT_MS) return false;
      const used = await storageUsed();
      try {
        await options.send({ ...report, storage_used_bytes: used === null ? null : Math.round(used) });
      } catch {
        return false; // unreachable or refused: the next flush reports again
      }
      last = { key, at: now() };
      return true;
    },
  };
}

/** The upsert through the app's client (row-level security: only one's own rows). */
export function supabaseDeviceHealthSender(client: SupabaseClient) {
  return async (report: DeviceHealthReport) => {
    const { error } = await client.from('device_sync_health').upsert(report, { onConflict: 'installation_id,user_id' });
    if (error) throw new Error(error.message);
  };
}

/**
 * Reports after each flush (the engine leaves 'draining'), unless the backend is unreachable; the
 * engine's first flush at start-up reports too. Returns the stop function.
 */
export function startDeviceHealthReports(options: {
  userId: string;
  appVersion: string;
  client: SupabaseClient;
  state?: SyncStateStore;
}): () => void {
  const state = options.state ?? syncState;
  const reporter = createDeviceHealthReporter({
    userId: options.userId,
    appVersion: options.appVersion,
    send: supabaseDeviceHealthSender(options.client),
  });
  let draining = state.getSnapshot().engine.name === 'draining';
  return state.subscribe(() => {
    const snapshot = state.getSnapshot();
    const wasDraining = draining;
    draining = snapshot.engine.name === 'draining';
    if (wasDraining && !draining && snapshot.engine.name !== 'offline') void reporter.report(snapshot);
  });
}
