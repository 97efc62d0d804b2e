import type { BackendClient } from '../../../backend/backend-client';
import { fail } from '../../../backend/fail';

/** The workshop tables are newer than the generated types: read through this narrow shape. */
type Result = PromiseLike<{ data: unknown; error: { message: string } | null }>;
interface Untyped {
  from(table: string): {
    select(columns: string): {
      eq(column: string, value: string): Result;
      in(column: string, values: string[]): Result;
    };
  };
  rpc(name: string, args: Record<string, unknown>): Result;
}
const untyped = (client: BackendClient) => client as unknown as Untyped;

interface DeviceRow {
  id: string;
  label: string;
  team_id: string;
  session_id: string | null;
  prepared_by: string | null;
  prepared_at: string;
  upload_until: string;
  revoked_at: string | null;
  last_contact_at: string | null;
  /** the tablet's latest report: per participant, operations it still held (pending, refused on it). */
  unsent: Record<string, { pending: number; refused: number }> | null;
  unsent_counted_at: string | null;
}

export interface WorkshopParticipantReport {
  userId: string;
  name: string;
  delivered: number;
  refused: number;
  /** operations still on the tablet when it last reported; null when it has not reported this participant. */
  waiting: number | null;
}

export interface WorkshopDeviceReport {
  id: string;
  label: string;
  teamName: string;
  preparedBy: string;
  preparedAt: string;
  uploadUntil: string;
  revokedAt: string | null;
  lastContactAt: string | null;
  /** when the tablet counted what it still holds (its last report), null before its first. */
  unsentCountedAt: string | null;
  /** what the server knows per participant: operations delivered and refused through this tablet. */
  participants: WorkshopParticipantReport[];
  refusals: { reason: string; count: number }[];
}

async function rows<T>(query: Result): Promise<T[]> {
  const { data, error } = await query;
  if (error) fail(error);
  return (data ?? []) as T[];
}

const fullName = (p: { first_name: string | null; last_name: string | null; email: string | null; user_id: string }) =>
  [p.first_name, p.last_name].filter(Boolean).join(' ') || (p.email ?? p.user_id);

/**
 * The organisation's workshop tablets (those the caller may read: an org admin all of them), with
 * who prepared them, their upload window, revocation, and per participant what arrived and what
 * was refused.
 */
export async function loadWorkshopDevices(
  client: BackendClient,
  organizationId: string,
): Promise<WorkshopDeviceReport[]> {
  const db = untyped(client);
  const devices = await rows<DeviceRow>(
    db
      .from('workshop_devices')
      .select(
        'id, label, team_id, session_id, prepared_by, prepared_at, upload_until, revoked_at, last_contact_at, unsent, unsent_counted_at',
      )
      .eq('organization_id', organizationId),
  );
  if (devices.length === 0) return [];
  const ids = devices.map((d) => d.id);
  const [teams, deliveries, refusals, people] = await Promise.all([
    rows<{ id: string; name: string }>(db.from('teams').select('id, name').eq('organization_id', organizationId)),
    rows<{ device_id: string; user_id: string }>(
      db.from('workshop_deliveries').select('device_id, user_id').in('device_id', ids),
    ),
    rows<{ device_id: string; user_id: string | null; reason: string }>(
      db.from('workshop_refusals').select('device_id, user_id, reason').in('device_id', ids),
    ),
    rows<{ user_id: string; first_name: string | null; last_name: string | null; email: string | null }>(
      db.from('profiles').select('user_id, first_name, last_name, email').eq('organization_id', organizationId),
    ),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const nameOf = new Map(people.map((p) => [p.user_id, fullName(p)]));
  return devices
    .map((device) => {
      const perUser = new Map<string, WorkshopParticipantReport>();
      const entry = (userId: string) => {
        let row = perUser.get(userId);
        if (!row)
          perUser.set(
            userId,
            (row = { userId, name: nameOf.get(userId) ?? userId, delivered: 0, refused: 0, waiting: null }),
          );
        return row;
      };
      for (const [userId, held] of Object.entries(device.unsent ?? {})) entry(userId).waiting = held.pending;
      for (const d of deliveries) if (d.device_id === device.id) entry(d.user_id).delivered++;
      const reasons = new Map<string, number>();
      for (const r of refusals) {
        if (r.device_id !== device.id) continue;
        if (r.user_id) entry(r.user_id).refused++;
        reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      }
      return {
        id: device.id,
        label: device.label,
        teamName: teamName.get(device.team_id) ?? device.team_id,
        preparedBy: device.prepared_by ? (nameOf.get(device.prepared_by) ?? device.prepared_by) : '',
        preparedAt: device.prepared_at,
        uploadUntil: device.upload_until,
        revokedAt: device.revoked_at,
        lastContactAt: device.last_contact_at,
        unsentCountedAt: device.unsent_counted_at,
        participants: [...perUser.values()].sort((a, b) => a.name.localeCompare(b.name)),
        refusals: [...reasons.entries()].map(([reason, count]) => ({ reason, count })),
      };
    })
    .sort((a, b) => b.preparedAt.localeCompare(a.preparedAt));
}

export async function revokeWorkshopDevice(client: BackendClient, deviceId: string): Promise<void> {
  const { error } = await untyped(client).rpc('revoke_workshop_device', { p_device_id: deviceId });
  if (error) fail(error);
}
