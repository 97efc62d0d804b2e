/**
 * An org admin acts only on people all of whose roles lie inside their organisation. A super admin
 * or a coach whose profile sits in Acme is a person of the platform: Acme's admin can neither learn
 * their platform role, nor set their password, deactivate, edit, delete them, nor touch their roles
 * and team memberships; the same admin still manages an ordinary Acme member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { PASSWORD, adminUsers, freshEmail } from './admin-invoke.ts';

let backend: TestBackend;
let superAdmin: TestClient;
let orgAdmin: TestClient;
/** Acme members: one made a super admin, one made a coach, one left as an ordinary member. */
const person = { platformAdmin: '', coach: '', ordinary: '' };
const emailOf: Record<string, string> = {};

async function createAcmeMember(prefix: string): Promise<string> {
  const email = freshEmail(prefix);
  const answer = await adminUsers<{ userId: string }>(orgAdmin, {
    action: 'create',
    organizationId: ORG.acme,
    email,
    password: PASSWORD,
    firstName: 'Pia',
    lastName: 'Galli',
    teamId: TEAM.alpha,
    roles: ['team_member'],
  });
  expect(answer.status).toBe(201);
  emailOf[answer.body.userId] = email;
  return answer.body.userId;
}

beforeAll(async () => {
  backend = await startTestBackend();
  superAdmin = await backend.signIn(ACCOUNTS.super.email);
  orgAdmin = await backend.signIn(ACCOUNTS.admin.email);
  person.platformAdmin = await createAcmeMember('platform-admin');
  person.coach = await createAcmeMember('platform-coach');
  person.ordinary = await createAcmeMember('ordinary');
  // The super admin, over the API, makes one of them a super admin of the platform and another a coach.
  const granted = await superAdmin
    .from('user_roles')
    .insert({ user_id: person.platformAdmin, role_type: 'super_admin', organization_id: null });
  expect(granted.error).toBeNull();
  const coached = await superAdmin
    .from('taas_coaches')
    .insert({ user_id: person.coach, first_name: 'Pia', last_name: 'Galli', email: emailOf[person.coach] });
  expect(coached.error).toBeNull();
});
afterAll(async () => {
  await backend?.close();
});

const platformPeople = () => [
  { label: 'a super admin', userId: person.platformAdmin },
  { label: 'a coach', userId: person.coach },
];

const canSignIn = async (email: string, password: string) =>
  !(await backend.createClient().auth.signInWithPassword({ email, password })).error;

describe('the admin-users function', () => {
  it('refuses an org admin a new password for a platform person, who keeps theirs', async () => {
    for (const { label, userId } of platformPeople()) {
      const answer = await adminUsers(orgAdmin, { action: 'update', userId, password: 'Presa-in-carico-1' });
      expect(answer, label).toMatchObject({ status: 403, body: { code: 'forbidden' } });
      expect(await canSignIn(emailOf[userId]!, 'Presa-in-carico-1'), label).toBe(false);
      expect(await canSignIn(emailOf[userId]!, PASSWORD), label).toBe(true);
    }
  });

  it('refuses an org admin editing or deactivating a platform person', async () => {
    for (const { label, userId } of platformPeople()) {
      expect((await adminUsers(orgAdmin, { action: 'update', userId, position: 'Preso' })).status, label).toBe(403);
      expect((await adminUsers(orgAdmin, { action: 'update', userId, status: 'inactive' })).status, label).toBe(403);
      const profile = await backend.db.query<{ status: string; position: string | null }>(
        'select status, position from public.profiles where user_id = $1',
        [userId],
      );
      expect(profile.rows[0], label).toEqual({ status: 'active', position: null });
    }
  });

  it('refuses an org admin deleting a platform person', async () => {
    for (const { label, userId } of platformPeople()) {
      expect((await adminUsers(orgAdmin, { action: 'delete', userId })).status, label).toBe(403);
      const left = await backend.db.query('select 1 from auth.users where id = $1', [userId]);
      expect(left.rows, label).toHaveLength(1);
    }
  });

  it("still lets the org admin set an ordinary member's password, and the super admin a platform person's", async () => {
    expect(
      (await adminUsers(orgAdmin, { action: 'update', userId: person.ordinary, password: 'Nuova-password-1' })).status,
    ).toBe(200);
    expect(await canSignIn(emailOf[person.ordinary]!, 'Nuova-password-1')).toBe(true);
    expect((await adminUsers(superAdmin, { action: 'update', userId: person.coach, position: 'Coach' })).status).toBe(
      200,
    );
  });
});

describe('the role checks', () => {
  it('never tell an org admin that one of their people holds a platform role', async () => {
    const superRole = await orgAdmin.rpc('has_role_check', {
      _user_id: person.platformAdmin,
      _role_type: 'super_admin',
    });
    expect(superRole).toMatchObject({ error: null, data: false });
    const coachRole = await orgAdmin.rpc('has_role_check', { _user_id: person.coach, _role_type: 'coach' });
    expect(coachRole).toMatchObject({ error: null, data: false });
    const seedCoach = await orgAdmin.rpc('has_role_check', { _user_id: ACCOUNTS.coach.userId, _role_type: 'coach' });
    expect(seedCoach).toMatchObject({ error: null, data: false });
  });

  it('still answer for the people the caller administers, and for the caller', async () => {
    expect(
      (
        await orgAdmin.rpc('has_role_check', {
          _user_id: person.ordinary,
          _role_type: 'team_member',
          _org_id: ORG.acme,
        })
      ).data,
    ).toBe(true);
    expect(
      (await orgAdmin.rpc('has_role_check', { _user_id: ACCOUNTS.admin.userId, _role_type: 'org_admin' })).data,
    ).toBe(true);
    expect(
      (await superAdmin.rpc('has_role_check', { _user_id: person.platformAdmin, _role_type: 'super_admin' })).data,
    ).toBe(true);
    expect((await superAdmin.rpc('has_role_check', { _user_id: person.coach, _role_type: 'coach' })).data).toBe(true);
  });
});

describe('the tables, over REST', () => {
  it("do not let an org admin edit or deactivate a platform person's profile", async () => {
    for (const { label, userId } of platformPeople()) {
      const { data } = await orgAdmin
        .from('profiles')
        .update({ status: 'inactive', position: 'Preso' })
        .eq('user_id', userId)
        .select('user_id');
      expect(data ?? [], label).toEqual([]);
      const { data: deleted } = await orgAdmin.from('profiles').delete().eq('user_id', userId).select('user_id');
      expect(deleted ?? [], label).toEqual([]);
      const profile = await backend.db.query<{ status: string }>(
        'select status from public.profiles where user_id = $1',
        [userId],
      );
      expect(profile.rows[0]?.status, label).toBe('active');
    }
  });

  it("do not let an org admin grant, change or revoke a platform person's roles", async () => {
    for (const { label, userId } of platformPeople()) {
      const granted = await orgAdmin
        .from('user_roles')
        .insert({ user_id: userId, role_type: 'manager', organization_id: ORG.acme });
      expect(granted.error?.code, label).toBe('42501');
      const { data: revoked } = await orgAdmin
        .from('user_roles')
        .update({ is_active: false })
        .eq('user_id', userId)
        .select('id');
      expect(revoked ?? [], label).toEqual([]);
      const { data: removed } = await orgAdmin.from('user_roles').delete().eq('user_id', userId).select('id');
      expect(removed ?? [], label).toEqual([]);
      const roles = await backend.db.query(
        'select 1 from public.user_roles where user_id = $1 and role_type = $2 and is_active',
        [userId, 'team_member'],
      );
      expect(roles.rows, label).toHaveLength(1);
    }
  });

  it('do not let an org admin grant the coach role, a platform role', async () => {
    const granted = await orgAdmin
      .from('user_roles')
      .insert({ user_id: person.ordinary, role_type: 'coach', organization_id: ORG.acme });
    expect(granted.error?.code).toBe('42501');
  });

  it('do not let an org admin move a platform person between teams', async () => {
    for (const { label, userId } of platformPeople()) {
      const { data: removed } = await orgAdmin.from('team_members').delete().eq('member_id', userId).select('id');
      expect(removed ?? [], label).toEqual([]);
      const added = await orgAdmin.from('team_members').insert({ team_id: TEAM.beta, member_id: userId });
      expect(added.error?.code, label).toBe('42501');
      const managed = await orgAdmin
        .from('team_manager_assignments')
        .insert({ team_id: TEAM.beta, manager_id: userId });
      expect(managed.error?.code, label).toBe('42501');
    }
  });

  it("still let an org admin manage an ordinary member's roles and teams", async () => {
    const added = await orgAdmin.from('team_members').insert({ team_id: TEAM.beta, member_id: person.ordinary });
    expect(added.error).toBeNull();
    const granted = await orgAdmin
      .from('user_roles')
      .insert({ user_id: person.ordinary, role_type: 'manager', organization_id: ORG.acme });
    expect(granted.error).toBeNull();
  });

  it("keep the seed coach, whose session runs in Acme, out of the org admin's hands", async () => {
    const answer = await adminUsers(orgAdmin, {
      action: 'update',
      userId: ACCOUNTS.coach.userId,
      password: 'Presa-in-carico-1',
    });
    expect(answer.status).toBe(403);
  });
});
