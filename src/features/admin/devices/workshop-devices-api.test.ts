import type { BackendClient } from '../../../backend/backend-client';
import { loadWorkshopDevices, revokeWorkshopDevice } from './workshop-devices-api';

const ORG = 'org-1';
const tables: Record<string, Record<string, unknown>[]> = {
  workshop_devices: [
    {
      id: 'd1',
      label: 'Tablet 1',
      team_id: 't1',
      session_id: null,
      prepared_by: 'coach',
      prepared_at: '2026-01-01T08:00:00Z',
      upload_until: '2026-01-15T00:00:00Z',
      revoked_at: null,
      last_contact_at: '2026-01-02T08:00:00Z',
      unsent: { anna: { pending: 3, refused: 0 }, carla: { pending: 0, refused: 0 } },
      unsent_counted_at: '2026-01-02T07:59:00Z',
    },
  ],
  teams: [{ id: 't1', name: 'Alpha' }],
  workshop_deliveries: [
    { device_id: 'd1', user_id: 'anna' },
    { device_id: 'd1', user_id: 'anna' },
    { device_id: 'd1', user_id: 'bruno' },
    { device_id: 'other', user_id: 'bruno' },
  ],
  workshop_refusals: [{ device_id: 'd1', user_id: 'bruno', reason: 'not_in_team' }],
  profiles: [
    { user_id: 'anna', first_name: 'Anna', last_name: 'Rossi', email: null },
    { user_id: 'bruno', first_name: 'Bruno', last_name: null, email: null },
    { user_id: 'coach', first_name: 'Carla', last_name: 'Coach', email: null },
    { user_id: 'carla', first_name: 'Carla', last_name: 'Bianchi', email: null },
  ],
};

function fakeClient() {
  const rpcs: unknown[] = [];
  const answer = (table: string) => Promise.resolve({ data: tables[table] ?? [], error: null });
  const client = {
    from: (table: string) => ({ select: () => ({ eq: () => answer(table), in: () => answer(table) }) }),
    rpc: (name: string, args: unknown) => (rpcs.push([name, args]), Promise.resolve({ data: null, error: null })),
  };
  return { client: client as unknown as BackendClient, rpcs };
}

it('reports per participant what waits on the tablet, what arrived and what was refused', async () => {
  const [device] = await loadWorkshopDevices(fakeClient().client, ORG);
  expect(device).toMatchObject({ label: 'Tablet 1', teamName: 'Alpha', preparedBy: 'Carla Coach', revokedAt: null });
  expect(device!.unsentCountedAt).toBe('2026-01-02T07:59:00Z');
  // Bruno is not in the tablet's last report: how much waits for him is not known.
  expect(device!.participants).toEqual([
    { userId: 'anna', name: 'Anna Rossi', delivered: 2, refused: 0, waiting: 3 },
    { userId: 'bruno', name: 'Bruno', delivered: 1, refused: 1, waiting: null },
    { userId: 'carla', name: 'Carla Bianchi', delivered: 0, refused: 0, waiting: 0 },
  ]);
  expect(device!.refusals).toEqual([{ reason: 'not_in_team', count: 1 }]);
});

it('revokes through the rpc', async () => {
  const { client, rpcs } = fakeClient();
  await revokeWorkshopDevice(client, 'd1');
  expect(rpcs).toEqual([['revoke_workshop_device', { p_device_id: 'd1' }]]);
});
