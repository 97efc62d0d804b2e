/**
 * Roles: granted with a user_roles row whose granted_by the
 * database sets, revoked by setting it inactive; an org admin stays inside their organisation;
 * the last active super admin cannot be removed; inactive accounts get no token.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM } from '../../supabase/tests/support/demo-ids.ts';
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

describe('granting and revoking a role', () => {
  it('stamps granted_by with the caller, whatever the client sends, and revokes by is_active false', async () => {
    const grant = await as.admin
      .from('user_roles')
      .insert({
        user_id: ACCOUNTS.member.userId,
        role_type: 'manager',
        organization_id: ORG.acme,
        granted_by: ACCOUNTS.super.userId,
      })
      .select('id, granted_by')
      .single();
    expect(grant.error).toBeNull();
    expect(grant.data?.granted_by).toBe(ACCOUNTS.admin.userId);
    const holds = () =>
      as.admin.rpc('has_role_check', { _user_id: ACCOUNTS.member.userId, _role_type: 'manager', _org_id: ORG.acme });
    expect((await holds()).data).toBe(true);

    const forged = await as.admin
      .from('user_roles')
      .update({ granted_by: ACCOUNTS.super.userId })
      .eq('id', grant.data!.id)
      .select('granted_by')
      .single();
    expect(forged.data?.granted_by).toBe(ACCOUNTS.admin.userId);

    const revoke = await as.admin
      .from('user_roles')
      .update({ is_active: false })
      .eq('id', grant.data!.id)
      .select('is_active')
      .single();
    expect(revoke.data).toEqual({ is_active: false });
    expect((await holds()).data).toBe(false);
  });
});

describe('an org admin stays inside their organisation', () => {
  it('cannot grant a role to a person of another organisation', async () => {
    const { error } = await as.admin
      .from('user_roles')
      .insert({ user_id: ACCOUNTS.globex.userId, role_type: 'manager', organization_id: ORG.acme });
    expect(error?.code).toBe('42501');
  });

  it('cannot grant roles in another organisation', async () => {
    const { error } = await as.admin
      .from('user_roles')
      .insert({ user_id: ACCOUNTS.globex.userId, role_type: 'manager', organization_id: ORG.globex });
    expect(error?.code).toBe('42501');
  });

  it('cannot grant super_admin', async () => {
    const { error } = await as.admin
      .from('user_roles')
      .insert({ user_id: ACCOUNTS.member.userId, role_type: 'super_admin', organization_id: ORG.acme });
    expect(error?.code).toBe('42501');
  });

  it('cannot add a person of another organisation to their team', async () => {
    const { error } = await as.admin
      .from('team_members')
      .insert({ team_id: TEAM.alpha, member_id: ACCOUNTS.globex.userId });
    expect(error?.code).toBe('42501');
  });

  it('cannot move anyone, themselves included, to another organisation', async () => {
    for (const userId of [ACCOUNTS.member.userId, ACCOUNTS.admin.userId]) {
      const { data, error } = await as.admin
        .from('profiles')
        .update({ organization_id: ORG.globex })
        .eq('user_id', userId)
        .select('organization_id');
      expect(error?.code ?? (data?.length === 0 ? 'no rows' : 'moved')).not.toBe('moved');
    }
    const orgs = await backend.db.query<{ organization_id: string }>(
      'select organization_id from public.profiles where user_id = any($1) order by user_id',
      [[ACCOUNTS.admin.userId, ACCOUNTS.member.userId]],
    );
    expect(orgs.rows.map((r) => r.organization_id)).toEqual([ORG.acme, ORG.acme]);
  });

  it('cannot move their own admin role to another organisation', async () => {
    const { data } = await as.admin
      .from('user_roles')
      .update({ organization_id: ORG.globex })
      .eq('user_id', ACCOUNTS.admin.userId)
      .eq('role_type', 'org_admin')
      .select('id');
    expect(data ?? []).toEqual([]);
    expect((await as.admin.rpc('is_org_admin_check', { org_id: ORG.globex })).data).toBe(false);
  });
});

describe('the last active super admin', () => {
  const superRole = () =>
    as.super
      .from('user_roles')
      .select('id')
      .eq('user_id', ACCOUNTS.super.userId)
      .eq('role_type', 'super_admin')
      .single();

  const restoreRole = () =>
    backend.db.query(
      `update public.user_roles set is_active = true, role_type = 'super_admin' where id = '31000000-0000-4000-8000-000000000001'`,
    );

  it('cannot stop being one: the role and the admin profile may not both go', async () => {
    const { data: role } = await superRole();
    try {
      // Revoking the role also removes the admin profile it stood for, so the last one's role cannot go ...
      expect((await as.super.from('user_roles').update({ is_active: false }).eq('id', role!.id)).error?.code).toBe(
        '23514',
      );
      expect((await as.super.rpc('is_super_admin_check')).data).toBe(true);
      // ... nor the admin profile, which would deactivate the role.
      const drop = await as.super.from('admin_profiles').delete().eq('id', ACCOUNTS.super.userId);
      expect(drop.error?.code).toBe('23514');
      const lower = await as.super
        .from('admin_profiles')
        .update({ admin_level: 'org_admin' })
        .eq('id', ACCOUNTS.super.userId);
      expect(lower.error?.code).toBe('23514');
    } finally {
      await restoreRole();
    }
  });

  it('cannot lose the role row when it is the only thing making them super admin', async () => {
    const service = backend.serviceClient();
    await service.from('admin_profiles').delete().eq('id', ACCOUNTS.super.userId);
    try {
      const { data: role } = await superRole();
      expect((await as.super.from('user_roles').update({ is_active: false }).eq('id', role!.id)).error?.code).toBe(
        '23514',
      );
      expect((await as.super.from('user_roles').update({ role_type: 'coach' }).eq('id', role!.id)).error?.code).toBe(
        '23514',
      );
      expect((await as.super.from('user_roles').delete().eq('id', role!.id)).error?.code).toBe('23514');
      expect((await service.from('user_roles').update({ is_active: false }).eq('id', role!.id)).error?.code).toBe(
        '23514',
      );
      expect((await service.auth.admin.deleteUser(ACCOUNTS.super.userId)).error).not.toBeNull();
      expect((await as.super.rpc('is_super_admin_check')).data).toBe(true);
    } finally {
      await backend.db.query(
        `insert into public.admin_profiles (id, admin_level) values ($1, 'super_admin') on conflict (id) do nothing`,
        [ACCOUNTS.super.userId],
      );
    }
  });

  it('can be demoted once another super admin exists', async () => {
    await backend.db.query(
      `insert into public.user_roles (user_id, role_type, is_active) values ($1, 'super_admin', true)`,
      [ACCOUNTS.member.userId],
    );
    try {
      const { data: role } = await superRole();
      const demote = await as.super.from('user_roles').update({ is_active: false }).eq('id', role!.id);
      expect(demote.error).toBeNull();
    } finally {
      await backend.db.query(
        `update public.user_roles set is_active = true where user_id = $1 and role_type = 'super_admin'`,
        [ACCOUNTS.super.userId],
      );
      await backend.db.query(`delete from public.user_roles where user_id = $1 and role_type = 'super_admin'`, [
        ACCOUNTS.member.userId,
      ]);
    }
  });
});

describe('the access token hook', () => {
  const hook = (userId: string) =>
    backend.serviceClient().rpc('custom_access_token_hook', {
      event: { user_id: userId, claims: { sub: userId }, authentication_method: 'password' },
    });

  it('refuses an inactive member and a member of a suspended organisation, lets an active one through', async () => {
    expect((await hook(ACCOUNTS.member.userId)).data).toMatchObject({ user_id: ACCOUNTS.member.userId });
    await backend.db.query(`update public.profiles set status = 'inactive' where user_id = $1`, [
      ACCOUNTS.member.userId,
    ]);
    expect((await hook(ACCOUNTS.member.userId)).data).toMatchObject({
      error: { http_code: 403, message: expect.stringMatching(/^account_inactive/) },
    });
    await backend.db.query(`update public.profiles set status = 'active' where user_id = $1`, [ACCOUNTS.member.userId]);
    await backend.db.query(`update public.organizations set status = 'suspended' where id = $1`, [ORG.globex]);
    expect((await hook(ACCOUNTS.globex.userId)).data).toMatchObject({
      error: { message: expect.stringMatching(/^organization_suspended/) },
    });
    await backend.db.query(`update public.organizations set status = 'active' where id = $1`, [ORG.globex]);
  });

  it('is not callable by signed-in users', async () => {
    const { error } = await as.member.rpc('custom_access_token_hook', { event: { user_id: ACCOUNTS.member.userId } });
    expect(error).not.toBeNull();
  });
});
