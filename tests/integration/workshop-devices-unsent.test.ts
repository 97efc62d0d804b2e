import 'fake-indexeddb/auto';
/**
 * A workshop tablet's report of the work it still holds, per participant, over HTTP: only a push
 * signed by the tablet's own key records it; a participant outside the tablet's team is left out; the
 * org admin and who prepared the tablet read it, a member does not, and no API role writes it.
 * Contract: docs/workshop-tablets.md ("Watching").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, SESSION_ID, TEAM, assessmentId } from '../../supabase/tests/support/demo-ids.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { loadWorkshopDevices } from '../../src/features/admin/devices/workshop-devices-api.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { at, operation } from './outbox-batch-support.ts';
import { newKeyPair, pushOperation, registerTablet, rpc } from './workshop-devices-support.ts';

const MEMBER = ACCOUNTS.member.userId;
const LEADER = ACCOUNTS.leader.userId;
const GLOBEX = ACCOUNTS.globex.userId;
const COACH = ACCOUNTS.coach.userId;

let backend: TestBackend;
let coach: TestClient;
let admin: TestClient;
let member: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  coach = await backend.signIn(ACCOUNTS.coach.email);
  admin = await backend.signIn(ACCOUNTS.admin.email);
  member = await backend.signIn(ACCOUNTS.member.email);
});
afterAll(async () => {
  await backend?.close();
});

interface Held {
  user_id: string;
  pending: number;
  refused: number;
}
type Unsent = Record<string, { pending: number; refused: number }>;

/** POSTs a push carrying `unsent`, signed by `signer` (null: no signature header at all). */
async function pushWithReport(
  deviceId: string,
  signer: CryptoKey | null,
  held: Held[],
  options: { countedAt?: string; participants?: unknown[]; unsent?: unknown } = {},
) {
  const body = JSON.stringify({
    device_id: deviceId,
    batch_id: crypto.randomUUID(),
    sent_at: new Date().toISOString(),
    participants: options.participants ?? [],
    unsent: options.unsent ?? { counted_at: options.countedAt ?? new Date().toISOString(), participants: held },
  });
  const bytes = new TextEncoder().encode(body);
  const headers: Record<string, string> = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${backend.anonKey}`,
    'Content-Type': 'application/json',
  };
  if (signer) {
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer, bytes);
    headers['x-workshop-signature'] = Buffer.from(signature).toString('base64url');
  }
  const response = await fetch(`${backend.url}/functions/v1/workshop-sync`, { method: 'POST', headers, body: bytes });
  return { status: response.status, body: (await response.json()) as { code?: string; results?: unknown[] } };
}

const stored = async (deviceId: string) =>
  (
    await backend.db.query<{ unsent: Unsent; unsent_counted_at: string | null }>(
      'select unsent, unsent_counted_at from public.workshop_devices where id = $1',
      [deviceId],
    )
  ).rows[0]!;

const readAs = async (client: TestClient, deviceId: string) => {
  const { data, error } = await client
    .from('workshop_devices' as never)
    .select('unsent, unsent_counted_at')
    .eq('id', deviceId);
  expect(error).toBeNull();
  return (data ?? []) as { unsent: Unsent; unsent_counted_at: string | null }[];
};

const answer = (user: string, minute: number) =>
  pushOperation(
    operation('assessment/save-partial', user, assessmentId(1), { answers: { TPM_02: String(minute) } }, at(minute)),
  );

describe("a tablet's report of the work it still holds", () => {
  it('is recorded from a signed status check, and read by the org admin and who prepared the tablet', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const countedAt = new Date(Date.now() - 5_000).toISOString();
    const result = await pushWithReport(
      tablet.id,
      tablet.keys.privateKey,
      [
        { user_id: MEMBER, pending: 3, refused: 1 },
        { user_id: LEADER, pending: 0, refused: 0 },
      ],
      { countedAt },
    );
    expect(result.status).toBe(200);
    const expected = { [MEMBER]: { pending: 3, refused: 1 }, [LEADER]: { pending: 0, refused: 0 } };
    for (const client of [admin, coach]) {
      const [row] = await readAs(client, tablet.id);
      expect(row?.unsent).toEqual(expected);
      expect(new Date(row!.unsent_counted_at!).toISOString()).toBe(countedAt);
    }
  });

  it("reaches the admin's Dispositivi tab as what waits on the tablet per participant", async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 6, refused: 0 }]);
    const devices = await loadWorkshopDevices(admin as unknown as BackendClient, ORG.acme);
    const shown = devices.find((device) => device.id === tablet.id);
    expect(shown?.unsentCountedAt).toEqual(expect.any(String));
    expect(shown?.participants).toEqual([expect.objectContaining({ userId: MEMBER, waiting: 6, delivered: 0 })]);
  });

  it('is not readable by a member of the team', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 2, refused: 0 }]);
    expect((await stored(tablet.id)).unsent).toEqual({ [MEMBER]: { pending: 2, refused: 0 } });
    expect(await readAs(member, tablet.id)).toEqual([]);
  });

  it('forged with another key, or unsigned, is refused and changes nothing', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 1, refused: 0 }]);
    const before = await stored(tablet.id);
    const thief = await newKeyPair();
    const forged = await pushWithReport(tablet.id, thief.privateKey, [{ user_id: MEMBER, pending: 0, refused: 0 }]);
    expect(forged).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    const unsigned = await pushWithReport(tablet.id, null, [{ user_id: MEMBER, pending: 0, refused: 0 }]);
    expect(unsigned).toMatchObject({ status: 401, body: { code: 'bad_signature' } });
    expect(await stored(tablet.id)).toEqual(before);
  });

  it('leaves out a participant outside the tablet’s team, and counts that are not whole numbers', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const result = await pushWithReport(tablet.id, tablet.keys.privateKey, [
      { user_id: GLOBEX, pending: 9, refused: 9 },
      { user_id: LEADER, pending: -1, refused: 0 },
      { user_id: MEMBER, pending: 4, refused: 0 },
    ]);
    expect(result.status).toBe(200);
    expect((await stored(tablet.id)).unsent).toEqual({ [MEMBER]: { pending: 4, refused: 0 } });
  });

  it('cannot be written by any signed-in role, directly or through its function', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const forged = { [MEMBER]: { pending: 0, refused: 0 } };
    for (const client of [admin, coach, member]) {
      const { data } = await client
        .from('workshop_devices' as never)
        .update({ unsent: forged, unsent_counted_at: new Date().toISOString() } as never)
        .eq('id', tablet.id)
        .select('id');
      expect(data ?? []).toEqual([]);
      const body = { device_id: tablet.id, unsent: { counted_at: new Date().toISOString(), participants: [] } };
      const { error } = await rpc(client, 'workshop_record_unsent', { p_batch: body, p_results: [] });
      expect(error).not.toBeNull();
    }
    expect(await stored(tablet.id)).toEqual({ unsent: {}, unsent_counted_at: null });
  });

  it("adds this push's operations that were not applied or were refused, as the tablet will hold them", async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    // An operation without a body object is refused whatever the time budget says.
    const broken = { ...answer(MEMBER, 4), body: null };
    await backend.db.exec(
      `create or replace function private.workshop_batch_budget() returns interval language sql immutable set search_path = '' as $$ select interval '0 seconds' $$`,
    );
    try {
      const result = await pushWithReport(
        tablet.id,
        tablet.keys.privateKey,
        [{ user_id: MEMBER, pending: 2, refused: 1 }],
        {
          participants: [
            { user_id: MEMBER, vouched_by: COACH, operations: [broken, answer(MEMBER, 5), answer(MEMBER, 6)] },
          ],
        },
      );
      expect(result.status).toBe(200);
    } finally {
      await backend.db.exec(
        `create or replace function private.workshop_batch_budget() returns interval language sql immutable set search_path = '' as $$ select interval '3 seconds' $$`,
      );
    }
    // The broken one is refused (bad_operation), the two answers wait for the next push.
    expect((await stored(tablet.id)).unsent).toEqual({ [MEMBER]: { pending: 4, refused: 2 } });
  });

  it('counted before the one kept (a replayed push) does not replace it', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    const now = Date.now();
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 0, refused: 0 }], {
      countedAt: new Date(now - 1_000).toISOString(),
    });
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 7, refused: 0 }], {
      countedAt: new Date(now - 60_000).toISOString(),
    });
    expect((await stored(tablet.id)).unsent).toEqual({ [MEMBER]: { pending: 0, refused: 0 } });
  });

  it('counted in the future is kept as counted now', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    await pushWithReport(tablet.id, tablet.keys.privateKey, [{ user_id: MEMBER, pending: 1, refused: 0 }], {
      countedAt: '2999-01-01T00:00:00.000Z',
    });
    const { unsent_counted_at } = await stored(tablet.id);
    expect(new Date(unsent_counted_at!).getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('of a revoked tablet is not recorded', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    expect((await rpc(coach, 'revoke_workshop_device', { p_device_id: tablet.id })).error).toBeNull();
    const result = await pushWithReport(tablet.id, tablet.keys.privateKey, [
      { user_id: MEMBER, pending: 5, refused: 0 },
    ]);
    expect(result.status).toBe(403);
    expect(await stored(tablet.id)).toEqual({ unsent: {}, unsent_counted_at: null });
  });

  it('that is not an object with a participants array is a bad request', async () => {
    const tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
    for (const unsent of ['3', { counted_at: new Date().toISOString(), participants: {} }]) {
      const result = await pushWithReport(tablet.id, tablet.keys.privateKey, [], { unsent });
      expect(result).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    }
  });
});
