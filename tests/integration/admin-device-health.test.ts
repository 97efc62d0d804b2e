/**
 * Device sync health: each user reports their own devices only; the org admin reads the
 * organisation's rows, a member only their own, a super admin all.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<'super' | 'admin' | 'leader' | 'member' | 'globex', TestClient>;
const tablet = randomUUID();
const phone = randomUUID();

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['super', 'admin', 'leader', 'member', 'globex'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
  const report = (client: TestClient, installation: string, pending: number) =>
    client.from('device_sync_health').upsert({
      installation_id: installation,
      app_version: '0.1.0',
      pending_changes: pending,
      failed_changes: 0,
      last_successful_sync_at: '2026-11-20T09:00:00.000Z',
      storage_used_bytes: 1024,
    });
  for (const [client, installation, pending] of [
    [as.member, tablet, 3],
    [as.leader, tablet, 0],
    [as.globex, phone, 1],
  ] as const) {
    const { error } = await report(client, installation, pending);
    if (error) throw new Error(error.message);
  }
});
afterAll(async () => {
  await backend?.close();
});

/** The distinct users behind the rows (the seed may hold more devices of the same people). */
const ids = (rows: Array<{ user_id: string }> | null) => [...new Set((rows ?? []).map((r) => r.user_id))].sort();

describe('device_sync_health', () => {
  it('a member reads only their own rows', async () => {
    expect(ids((await as.member.from('device_sync_health').select('user_id')).data)).toEqual([ACCOUNTS.member.userId]);
  });

  it('the org admin reads the rows of their organisation only', async () => {
    const { data } = await as.admin.from('device_sync_health').select('user_id, organization_id, pending_changes');
    expect(ids(data)).toEqual([ACCOUNTS.member.userId, ACCOUNTS.leader.userId].sort());
    expect(new Set(data?.map((r) => r.organization_id))).toEqual(new Set([ORG.acme]));
  });

  it('a super admin reads every row', async () => {
    expect(ids((await as.super.from('device_sync_health').select('user_id')).data)).toEqual(
      [ACCOUNTS.member.userId, ACCOUNTS.leader.userId, ACCOUNTS.globex.userId].sort(),
    );
  });

  it('nobody reports for another user', async () => {
    const { error } = await as.member
      .from('device_sync_health')
      .insert({ installation_id: randomUUID(), user_id: ACCOUNTS.leader.userId });
    expect(error?.code).toBe('42501');
    const admin = await as.admin
      .from('device_sync_health')
      .insert({ installation_id: randomUUID(), user_id: ACCOUNTS.member.userId });
    expect(admin.error?.code).toBe('42501');
    const { data } = await as.member
      .from('device_sync_health')
      .update({ pending_changes: 0 })
      .eq('user_id', ACCOUNTS.leader.userId)
      .select('user_id');
    expect(data ?? []).toEqual([]);
  });

  it("the organisation is the reporter's, whatever the client sends", async () => {
    const installation = randomUUID();
    const { data, error } = await as.member
      .from('device_sync_health')
      .insert({ installation_id: installation, organization_id: ORG.globex, pending_changes: 2 })
      .select('organization_id')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ organization_id: ORG.acme });
    expect(
      (await as.globex.from('device_sync_health').select('installation_id').eq('installation_id', installation)).data,
    ).toEqual([]);
  });

  it('a later report of the same device replaces the earlier one', async () => {
    const { error } = await as.member
      .from('device_sync_health')
      .upsert({ installation_id: tablet, pending_changes: 0, last_error: null });
    expect(error).toBeNull();
    const { data } = await as.member.from('device_sync_health').select('pending_changes').eq('installation_id', tablet);
    expect(data).toEqual([{ pending_changes: 0 }]);
  });

  it('anon reads nothing', async () => {
    expect((await backend.anonClient().from('device_sync_health').select('user_id')).data ?? []).toEqual([]);
  });
});
