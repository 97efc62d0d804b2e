import type { BackendClient } from '../../../backend/backend-client';
import { fail } from '../../../backend/fail';

export interface DeviceHealthRow {
  installationId: string;
  userId: string;
  userName: string;
  appVersion: string | null;
  pendingChanges: number;
  failedChanges: number;
  lastSuccessfulSyncAt: string | null;
  lastError: string | null;
  storageUsedBytes: number | null;
  /** When the oldest change still unsent on the device was queued (the device's own outbox); null when nothing is unsent. */
  pendingSince: string | null;
  /** When the device last reported. */
  updatedAt: string;
}

/** Unsent work first (the longest waiting first, then most waiting), then the longest without a successful sync. */
export function sortDevices(rows: DeviceHealthRow[]): DeviceHealthRow[] {
  const unsent = (r: DeviceHealthRow) => r.pendingChanges + r.failedChanges;
  const since = (r: DeviceHealthRow) => (r.pendingSince ? Date.parse(r.pendingSince) : Number.POSITIVE_INFINITY);
  return [...rows].sort(
    (a, b) =>
      Number(unsent(b) > 0) - Number(unsent(a) > 0) ||
      since(a) - since(b) ||
      unsent(b) - unsent(a) ||
      (a.lastSuccessfulSyncAt ?? '').localeCompare(b.lastSuccessfulSyncAt ?? ''),
  );
}

export async function loadDeviceHealth(client: BackendClient, organizationId: string): Promise<DeviceHealthRow[]> {
  const [devices, people] = await Promise.all([
    client
      .from('device_sync_health')
      .select(
        'installation_id, user_id, app_version, pending_changes, failed_changes, last_successful_sync_at, last_error, storage_used_bytes, pending_since, updated_at',
      )
      .eq('organization_id', organizationId),
    client.from('profiles').select('user_id, first_name, last_name, email').eq('organization_id', organizationId),
  ]);
  if (devices.error) fail(devices.error);
  if (people.error) fail(people.error);
  const names = new Map(
    (people.data ?? []).map((p) => [
      p.user_id,
      [p.first_name, p.last_name].filter(Boolean).join(' ') || (p.email ?? p.user_id),
    ]),
  );
  return sortDevices(
    (devices.data ?? []).map((d) => ({
      installationId: d.installation_id,
      userId: d.user_id,
      userName: names.get(d.user_id) ?? d.user_id,
      appVersion: d.app_version,
      pendingChanges: d.pending_changes,
      failedChanges: d.failed_changes,
      lastSuccessfulSyncAt: d.last_successful_sync_at,
      lastError: d.last_error,
      storageUsedBytes: d.storage_used_bytes,
      pendingSince: d.pending_since,
      updatedAt: d.updated_at,
    })),
  );
}
