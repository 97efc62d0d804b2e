import 'fake-indexeddb/auto';
/**
 * Who may register, read and revoke workshop tablets, over HTTP as each role: a member of the team
 * and another organisation's admin reach no tablet of Acme; only a public P-256 key is registered;
 * and nothing on the server takes the workshop code that unlocks a tablet (it stays on the tablet).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import {
  newKeyPair,
  publicJwk,
  register,
  registerTablet,
  rpc,
  today,
  type Tablet,
} from './workshop-devices-support.ts';

let backend: TestBackend;
let coach: TestClient;
let admin: TestClient;
let member: TestClient;
let leader: TestClient;
let globexAdmin: TestClient;
let tablet: Tablet;

beforeAll(async () => {
  backend = await startTestBackend();
  // member@globex.test becomes the admin of Globex: an org admin, of another organisation.
  await backend.db.query(
    `insert into public.user_roles (user_id, role_type, organization_id, granted_by) values ($1, 'org_admin', $2, $3)`,
    [ACCOUNTS.globex.userId, ORG.globex, ACCOUNTS.super.userId],
  );
  coach = await backend.signIn(ACCOUNTS.coach.email);
  admin = await backend.signIn(ACCOUNTS.admin.email);
  member = await backend.signIn(ACCOUNTS.member.email);
  leader = await backend.signIn(ACCOUNTS.leader.email);
  globexAdmin = await backend.signIn(ACCOUNTS.globex.email);
  tablet = await registerTablet(coach, TEAM.alpha, SESSION_ID);
});
afterAll(async () => {
  await backend?.close();
});

const devicesSeenBy = async (client: TestClient): Promise<string[]> => {
  const { data } = await client.from('workshop_devices' as never).select('id');
  return ((data ?? []) as { id: string }[]).map((d) => d.id);
};

describe('registering a tablet', () => {
  it('is allowed to the org admin without a session and to the coach of the session', async () => {
    expect((await register(admin, { teamId: TEAM.alpha })).error).toBeNull();
    expect(tablet.id).toEqual(expect.any(String));
  });

  it("is refused to a member, a leader, the coach without the session, and another organisation's admin (42501)", async () => {
    for (const client of [member, leader, globexAdmin]) {
      const { error } = await register(client, { teamId: TEAM.alpha, sessionId: SESSION_ID });
      expect(error?.code).toBe('42501');
    }
    expect((await register(coach, { teamId: TEAM.alpha })).error?.code).toBe('42501');
    // The coach's session is Alpha's: it does not open another team of the organisation.
    expect((await register(coach, { teamId: TEAM.beta, sessionId: SESSION_ID })).error?.code).toBe('42501');
    expect((await register(admin, { teamId: TEAM.orion })).error?.code).toBe('42501');
  });

  it('refuses a JWK with a private part, and a key that is not P-256', async () => {
    const extractable = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
    const privateJwk = await crypto.subtle.exportKey('jwk', extractable.privateKey);
    expect(privateJwk.d).toEqual(expect.any(String));
    expect((await register(coach, { teamId: TEAM.alpha, sessionId: SESSION_ID, key: privateJwk })).error?.code).toBe(
      '22023',
    );
    const p384 = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-384' }, true, ['sign']);
    const key = await crypto.subtle.exportKey('jwk', p384.publicKey);
    expect((await register(coach, { teamId: TEAM.alpha, sessionId: SESSION_ID, key })).error?.code).toBe('22023');
    const { count } = await backend
      .serviceClient()
      .from('workshop_devices' as never)
      .select('id', { count: 'exact', head: true })
      .not('public_key->>d', 'is', null);
    expect(count ?? 0).toBe(0);
  });

  it('takes no workshop code: no parameter accepts one and no column stores one', async () => {
    const { error } = await rpc(coach, 'register_workshop_device', {
      p_team_id: TEAM.alpha,
      p_session_id: SESSION_ID,
      p_label: 'Tablet',
      p_public_key: await publicJwk(await newKeyPair()),
      p_workshop_date: today(),
      p_workshop_code: '123456',
    });
    expect(error).not.toBeNull();
    const columns = await backend.db.query<{ name: string }>(
      `select table_name || '.' || column_name as name from information_schema.columns
       where table_schema = 'public' and table_name like 'workshop%'
         and (column_name like '%code%' or column_name like '%pin%' or column_name like '%secret%' or column_name like '%hash%')`,
    );
    expect(columns.rows).toEqual([]);
    const parameters = await backend.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p join pg_namespace n on n.oid = p.pronamespace
       where n.nspname = 'public' and p.proname like '%workshop%'
         and exists (select 1 from unnest(coalesce(p.proargnames, '{}')) a where a like '%code%' or a like '%pin%')`,
    );
    expect(parameters.rows).toEqual([]);
  });
});

describe('reading and revoking a tablet', () => {
  it('shows it to the org admin and its coach only', async () => {
    expect(await devicesSeenBy(admin)).toContain(tablet.id);
    expect(await devicesSeenBy(coach)).toContain(tablet.id);
    for (const client of [member, leader, globexAdmin]) expect(await devicesSeenBy(client)).not.toContain(tablet.id);
  });

  it('hands its bundle only to its coach and the org admin', async () => {
    for (const client of [member, leader, globexAdmin]) {
      const { error } = await rpc(client, 'workshop_device_bundle', { p_device_id: tablet.id });
      expect(error?.code).toBe('42501');
    }
    expect((await rpc(admin, 'workshop_device_bundle', { p_device_id: tablet.id })).error).toBeNull();
  });

  it("lets neither a member nor another organisation's admin revoke it, nor write the table directly", async () => {
    for (const client of [member, leader, globexAdmin]) {
      const { error } = await rpc(client, 'revoke_workshop_device', { p_device_id: tablet.id });
      expect(error?.code).toBe('42501');
      await client
        .from('workshop_devices' as never)
        .update({ upload_until: '2099-01-01T00:00:00Z' } as never)
        .eq('id', tablet.id);
    }
    const { rows } = await backend.db.query<{ revoked_at: string | null; upload_until: string }>(
      'select revoked_at, upload_until::text from public.workshop_devices where id = $1',
      [tablet.id],
    );
    expect(rows[0]?.revoked_at).toBeNull();
    expect(rows[0]?.upload_until.startsWith('2099')).toBe(false);
  });

  it('lets the org admin revoke it', async () => {
    const { data, error } = await rpc(admin, 'revoke_workshop_device', { p_device_id: tablet.id });
    expect(error).toBeNull();
    expect((data as { revoked_at: string }).revoked_at).toEqual(expect.any(String));
  });
});
