/**
 * An inactive profile or a suspended organisation loses access to the data (it may still
 * read its own profile and organisation, so the app can say why), and only a super admin changes an
 * organisation's status.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, assessmentId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
const as = {} as Record<'super' | 'admin' | 'member', TestClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['super', 'admin', 'member'] as const) as[role] = await backend.signIn(ACCOUNTS[role].email);
});
afterAll(async () => {
  await backend?.close();
});
afterEach(async () => {
  await backend.db.exec(
    `update public.organizations set status = 'active'; update public.profiles set status = 'active' where user_id = '${ACCOUNTS.member.userId}'`,
  );
});

const setOrgStatus = (status: string) =>
  backend.db.query(`update public.organizations set status = $1 where id = $2`, [status, ORG.acme]);

describe('an inactive profile', () => {
  it('reads nothing but its own profile and organisation, and writes nothing', async () => {
    await backend.db.query(`update public.profiles set status = 'inactive' where user_id = $1`, [
      ACCOUNTS.member.userId,
    ]);
    expect((await as.member.from('assessments').select('id')).data).toEqual([]);
    expect((await as.member.from('teams').select('id')).data).toEqual([]);
    expect((await as.member.from('profiles').select('user_id')).data).toEqual([{ user_id: ACCOUNTS.member.userId }]);
    const write = await as.member
      .from('assessments')
      .update({ started_at: '2026-11-20T10:00:00.000Z' })
      .eq('id', assessmentId(1))
      .select('id');
    expect(write.data ?? []).toEqual([]);
  });
});

describe('a suspended organisation', () => {
  it('leaves its admin and members without access to its data', async () => {
    await setOrgStatus('suspended');
    expect((await as.admin.from('teams').select('id')).data).toEqual([]);
    expect((await as.member.from('assessments').select('id')).data).toEqual([]);
    const insert = await as.admin.from('teams').insert({ name: 'Gamma', organization_id: ORG.acme });
    expect(insert.error?.code).toBe('42501');
    expect((await as.admin.from('organizations').select('id, status')).data).toEqual([
      { id: ORG.acme, status: 'suspended' },
    ]);
  });

  it('cannot be reactivated by its own admin', async () => {
    await setOrgStatus('suspended');
    const { data } = await as.admin.from('organizations').update({ status: 'active' }).eq('id', ORG.acme).select('id');
    expect(data ?? []).toEqual([]);
    const status = await backend.db.query<{ status: string }>(`select status from public.organizations where id = $1`, [
      ORG.acme,
    ]);
    expect(status.rows[0]?.status).toBe('suspended');
  });

  it('is reactivated by a super admin', async () => {
    await setOrgStatus('suspended');
    const { data, error } = await as.super
      .from('organizations')
      .update({ status: 'active' })
      .eq('id', ORG.acme)
      .select('status');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'active' }]);
  });
});

describe('an active organisation', () => {
  it('lets its admin rename it but not change its status', async () => {
    const rename = await as.admin
      .from('organizations')
      .update({ name: 'Acme S.p.A.' })
      .eq('id', ORG.acme)
      .select('name');
    expect(rename.data).toEqual([{ name: 'Acme S.p.A.' }]);
    const suspend = await as.admin
      .from('organizations')
      .update({ status: 'suspended' })
      .eq('id', ORG.acme)
      .select('id');
    expect(suspend.error?.code).toBe('42501');
  });

  it('still gives its members their data', async () => {
    expect((await as.member.from('teams').select('id')).data).toEqual([{ id: TEAM.alpha }]);
  });
});
