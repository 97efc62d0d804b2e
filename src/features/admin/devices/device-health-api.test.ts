import { describe, expect, it } from 'vitest';
import { sortDevices, type DeviceHealthRow } from './device-health-api';

const device = (id: string, patch: Partial<DeviceHealthRow>): DeviceHealthRow => ({
  installationId: id,
  userId: 'u',
  userName: 'U',
  appVersion: null,
  pendingChanges: 0,
  failedChanges: 0,
  lastSuccessfulSyncAt: null,
  lastError: null,
  storageUsedBytes: null,
  pendingSince: null,
  updatedAt: '2026-11-22T10:00:00Z',
  ...patch,
});

describe('the Dispositivi order', () => {
  it('unsent work first, the longest waiting first (pending_since), then the longest without a successful sync', () => {
    const rows = [
      device('clean-old', { lastSuccessfulSyncAt: '2026-11-01T00:00:00Z' }),
      device('recent-many', {
        pendingChanges: 9,
        pendingSince: '2026-11-21T08:00:00Z',
        lastSuccessfulSyncAt: '2026-10-01T00:00:00Z',
      }),
      device('old-few', {
        pendingChanges: 1,
        pendingSince: '2026-11-03T14:30:00Z',
        lastSuccessfulSyncAt: '2026-11-20T00:00:00Z',
      }),
      device('failed', { failedChanges: 2, pendingSince: '2026-11-10T09:00:00Z' }),
      device('clean-new', { lastSuccessfulSyncAt: '2026-11-20T00:00:00Z' }),
    ];
    expect(sortDevices(rows).map((r) => r.installationId)).toEqual([
      'old-few',
      'failed',
      'recent-many',
      'clean-old',
      'clean-new',
    ]);
  });
});
