/**
 * The admin-users edge function creates people as one unit, for a super admin anywhere
 * and for an org admin only in exactly their organisation, and refuses everything else clearly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { PASSWORD, adminUsers, freshEmail } from './admin-invoke.ts';

let backend: TestBackend;
const as = {} as Record<'super' | 'admin' | 'manager' | 'member' | 'globex', TestClient>;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['super', 'admin', 'manager', 'member', 'globex'] as const)
    as[role] = await backend.signIn(ACCOUNTS[role].email);
});
afterAll(async () => {
  await backend?.close();
});

const authUsersWith = async (email: string) =>
  (
    await backend.db.query<{ n: number }>('select count(*)::int as n from auth.users where lower(email) = lower($1)', [
      email,
    ])
  ).rows[0]!.n;

const member = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  firstName: 'Giulia',
  lastName: 'Conti',
  position: 'Analyst',
  department: 'Operations',
  division: 'Nord',
  status: 'active',
  phone: '+39 02 1234567',
  hireDate: '2026-03-01',
  age: 31,
  gender: 'female',
  jobDescription: 'Analisi dei processi',
  ...extra,
});

describe('who may call', () => {
  it('refuses a request without a signed-in user (401)', async () => {
    const answer = await adminUsers(backend.anonClient(), {
      action: 'create',
      organizationId: ORG.acme,
      ...member(freshEmail('anon')),
    });
    expect(answer.status).toBe(401);
  });

  it('refuses members and managers (403) and creates nothing', async () => {
    for (const client of [as.member, as.manager]) {
      const email = freshEmail('refused');
      const answer = await adminUsers(client, { action: 'create', organizationId: ORG.acme, ...member(email) });
      expect(answer.status).toBe(403);
      expect(await authUsersWith(email)).toBe(0);
    }
  });

  it('refuses an Acme admin creating a Globex member (403) and creates nothing', async () => {
    const email = freshEmail('globex-by-acme');
    const answer = await adminUsers(as.admin, { action: 'create', organizationId: ORG.globex, ...member(email) });
    expect(answer.status).toBe(403);
    expect(await authUsersWith(email)).toBe(0);
  });

  it('refuses an Acme admin putting a new member in a Globex team (400 unknown team)', async () => {
    const email = freshEmail('orion');
    const answer = await adminUsers(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      ...member(email, { teamId: TEAM.orion }),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { teamId: expect.stringContaining('Unknown team') } });
    expect(await authUsersWith(email)).toBe(0);
  });

  it('lets a super admin create a member in any organisation', async () => {
    const answer = await adminUsers(as.super, {
      action: 'create',
      organizationId: ORG.globex,
      ...member(freshEmail('globex'), { teamId: TEAM.orion }),
    });
    expect(answer.status).toBe(201);
  });
});

describe('create', () => {
  it('creates the auth user, the profile, the team membership and the roles granted by the caller; the member signs in', async () => {
    const email = freshEmail('giulia');
    const answer = await adminUsers<{ userId: string }>(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      ...member(email, { teamId: TEAM.alpha, teamRole: 'coordinator', roles: ['team_member', 'manager'] }),
    });
    expect(answer.status).toBe(201);
    const userId = answer.body.userId;
    const signedIn = await backend.signIn(email, PASSWORD);
    const profile = await signedIn
      .from('profiles')
      .select(
        'email, organization_id, first_name, last_name, position, department, division, status, phone, hire_date, age, gender, job_description, team_role, must_set_password',
      )
      .eq('user_id', userId)
      .single();
    expect(profile.data).toEqual({
      email,
      organization_id: ORG.acme,
      first_name: 'Giulia',
      last_name: 'Conti',
      position: 'Analyst',
      department: 'Operations',
      division: 'Nord',
      status: 'active',
      phone: '+39 02 1234567',
      hire_date: '2026-03-01',
      age: 31,
      gender: 'female',
      job_description: 'Analisi dei processi',
      team_role: 'coordinator',
      must_set_password: false,
    });
    const team = await signedIn.from('team_members').select('team_id, role').eq('member_id', userId);
    expect(team.data).toEqual([{ team_id: TEAM.alpha, role: 'coordinator' }]);
    const roles = await signedIn
      .from('user_roles')
      .select('role_type, organization_id, team_id, granted_by, is_active')
      .eq('user_id', userId)
      .order('role_type');
    expect(roles.data).toEqual([
      {
        role_type: 'manager',
        organization_id: ORG.acme,
        team_id: null,
        granted_by: ACCOUNTS.admin.userId,
        is_active: true,
      },
      {
        role_type: 'team_member',
        organization_id: ORG.acme,
        team_id: TEAM.alpha,
        granted_by: ACCOUNTS.admin.userId,
        is_active: true,
      },
    ]);
  });

  it('answers 400 with a message per field for a bad body', async () => {
    const answer = await adminUsers(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      email: 'not-an-email',
      password: 'short',
      firstName: '',
      lastName: 'X',
      age: 7,
      gender: 'other',
      hireDate: '2026-02-30',
      status: 'sleeping',
      roles: ['emperor'],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'invalid_body',
      fields: {
        email: 'Invalid email',
        password: 'Password must be at least 8 characters',
        firstName: 'Required field',
        age: expect.any(String),
        gender: expect.any(String),
        hireDate: expect.any(String),
        status: expect.any(String),
        roles: 'Unknown role: emperor',
      },
    });
  });

  it('asks for a team when the person is to lead one', async () => {
    const email = freshEmail('leaderless');
    const answer = await adminUsers(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      ...member(email, { roles: ['team_leader'] }),
    });
    expect(answer).toMatchObject({ status: 400, body: { fields: { roles: 'A team leader needs a team' } } });
    expect(await authUsersWith(email)).toBe(0);
  });

  it('answers 409 for an address already registered', async () => {
    const answer = await adminUsers(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      ...member('member@acme.test'),
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ code: 'email_exists' });
  });

  it('leaves nothing behind when the profile cannot be written', async () => {
    const email = freshEmail('broken');
    await backend.db.exec(`
      create function public.test_refuse_profile() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test' using errcode = '23514'; end; $$;
      create trigger test_refuse_profile before insert on public.profiles
        for each row when (new.email like 'broken.%') execute function public.test_refuse_profile();`);
    try {
      const answer = await adminUsers(as.admin, {
        action: 'create',
        organizationId: ORG.acme,
        ...member(email, { teamId: TEAM.alpha }),
      });
      expect(answer.status).toBe(400);
      expect(await authUsersWith(email)).toBe(0);
      const left = await backend.db.query('select 1 from public.profiles where email = $1', [email]);
      expect(left.rows).toEqual([]);
    } finally {
      await backend.db.exec(
        'drop trigger test_refuse_profile on public.profiles; drop function public.test_refuse_profile();',
      );
    }
  });
});

describe('create-batch', () => {
  it('creates exactly the valid rows and reports each bad one', async () => {
    const first = freshEmail('batch');
    const second = freshEmail('batch');
    const rows = [
      { ...member(first), team: 'Alpha', role: 'team_member' },
      { ...member('bad-address'), team: 'Alpha' },
      { ...member(first.toUpperCase()), team: 'Alpha' },
      { ...member(freshEmail('batch')), team: 'Orion' },
      { ...member(freshEmail('batch')), role: 'astronaut' },
      { ...member('leader@acme.test') },
      { ...member(second), team: 'beta', role: 'team_leader' },
    ];
    const answer = await adminUsers<{
      results: Array<{ row: number; ok: boolean; userId?: string; error?: string }>;
      created: number;
    }>(as.admin, { action: 'create-batch', organizationId: ORG.acme, rows });
    expect(answer.status).toBe(200);
    expect(answer.body.results.map((r) => [r.row, r.ok])).toEqual([
      [1, true],
      [2, false],
      [3, false],
      [4, false],
      [5, false],
      [6, false],
      [7, true],
    ]);
    expect(answer.body.results[1]!.error).toContain('Invalid email');
    expect(answer.body.results[2]!.error).toContain('Duplicate email');
    expect(answer.body.results[3]!.error).toContain('Unknown team');
    expect(answer.body.results[4]!.error).toContain('Unknown role');
    expect(answer.body.results[5]!.error).toContain('already been registered');
    expect(answer.body.created).toBe(2);
    const created = await backend.db.query<{ email: string; team: string }>(
      `select p.email, t.name as team from public.profiles p join public.team_members m on m.member_id = p.user_id
       join public.teams t on t.id = m.team_id where p.email like 'batch.%' order by p.email`,
    );
    expect(created.rows).toEqual(
      [
        { email: first, team: 'Alpha' },
        { email: second, team: 'Beta' },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
  });

  it('refuses more than 1,000 rows', async () => {
    const rows = Array.from({ length: 1001 }, (_, i) => member(`many${i}@acme.test`));
    const answer = await adminUsers(as.admin, { action: 'create-batch', organizationId: ORG.acme, rows });
    expect(answer.status).toBe(400);
  });
});

describe('update and delete', () => {
  async function newMember(): Promise<{ email: string; userId: string }> {
    const email = freshEmail('edit');
    const answer = await adminUsers<{ userId: string }>(as.admin, {
      action: 'create',
      organizationId: ORG.acme,
      ...member(email, { teamId: TEAM.beta }),
    });
    expect(answer.status).toBe(201);
    return { email, userId: answer.body.userId };
  }

  it('changes profile fields; an empty password keeps the current one, a new one replaces it', async () => {
    const { email, userId } = await newMember();
    expect((await adminUsers(as.admin, { action: 'update', userId, position: 'Team Lead', password: '' })).status).toBe(
      200,
    );
    const signedIn = await backend.signIn(email, PASSWORD);
    expect((await signedIn.from('profiles').select('position').eq('user_id', userId).single()).data).toEqual({
      position: 'Team Lead',
    });
    expect((await adminUsers(as.admin, { action: 'update', userId, password: 'Nuova-password-1' })).status).toBe(200);
    await expect(backend.signIn(email, PASSWORD)).rejects.toThrow();
    await backend.signIn(email, 'Nuova-password-1');
  });

  it('an inactive member cannot sign in; reactivated, they can', async () => {
    const { email, userId } = await newMember();
    const signedIn = await backend.signIn(email, PASSWORD);
    expect((await adminUsers(as.admin, { action: 'update', userId, status: 'inactive' })).status).toBe(200);
    await expect(backend.signIn(email, PASSWORD)).rejects.toThrow();
    expect((await signedIn.from('teams').select('id')).data ?? []).toEqual([]);
    expect((await adminUsers(as.admin, { action: 'update', userId, status: 'active' })).status).toBe(200);
    await backend.signIn(email, PASSWORD);
  });

  it('an Acme admin can neither edit nor delete a Globex member', async () => {
    expect(
      (await adminUsers(as.admin, { action: 'update', userId: ACCOUNTS.globex.userId, position: 'x' })).status,
    ).toBe(403);
    expect((await adminUsers(as.admin, { action: 'delete', userId: ACCOUNTS.globex.userId })).status).toBe(403);
    expect(await authUsersWith(ACCOUNTS.globex.email)).toBe(1);
  });

  it('delete removes the auth user, the profile and the memberships', async () => {
    const { email, userId } = await newMember();
    expect((await adminUsers(as.admin, { action: 'delete', userId })).status).toBe(200);
    expect(await authUsersWith(email)).toBe(0);
    const left = await backend.db.query(
      `select 1 from public.profiles where user_id = $1 union all select 1 from public.team_members where member_id = $1
       union all select 1 from public.user_roles where user_id = $1`,
      [userId],
    );
    expect(left.rows).toEqual([]);
  });
});

describe('create-organization', () => {
  it('is for super admins only', async () => {
    const answer = await adminUsers(as.admin, {
      action: 'create-organization',
      name: 'Initech',
      admin: member(freshEmail('initech')),
    });
    expect(answer.status).toBe(403);
  });

  it('creates the organisation and its first admin, who must set their own password at first sign-in', async () => {
    const email = freshEmail('initech-admin');
    const answer = await adminUsers<{ organizationId: string; userId: string }>(as.super, {
      action: 'create-organization',
      name: 'Initech',
      logoUrl: 'https://example.test/initech.svg',
      status: 'active',
      admin: { email, password: PASSWORD, firstName: 'Bill', lastName: 'Lumbergh' },
    });
    expect(answer.status).toBe(201);
    const admin = await backend.signIn(email, PASSWORD);
    expect((await admin.rpc('is_org_admin_check', { org_id: answer.body.organizationId })).data).toBe(true);
    const profile = await admin
      .from('profiles')
      .select('organization_id, must_set_password')
      .eq('user_id', answer.body.userId)
      .single();
    expect(profile.data).toEqual({ organization_id: answer.body.organizationId, must_set_password: true });
    expect((await admin.auth.updateUser({ password: 'La-mia-password-1' })).error).toBeNull();
    const after = await admin.from('profiles').select('must_set_password').eq('user_id', answer.body.userId).single();
    expect(after.data).toEqual({ must_set_password: false });
    const org = await admin
      .from('organizations')
      .select('name, logo_url, status')
      .eq('id', answer.body.organizationId)
      .single();
    expect(org.data).toEqual({ name: 'Initech', logo_url: 'https://example.test/initech.svg', status: 'active' });
  });
});

describe('super admins', () => {
  it('only a super admin creates one; e-mail and password are required, the password has 8 characters or more', async () => {
    expect(
      (await adminUsers(as.admin, { action: 'create-super-admin', email: freshEmail('sa'), password: PASSWORD }))
        .status,
    ).toBe(403);
    const missing = await adminUsers(as.super, { action: 'create-super-admin', email: freshEmail('sa') });
    expect(missing).toMatchObject({ status: 400, body: { error: 'Email and password are required' } });
    const short = await adminUsers(as.super, {
      action: 'create-super-admin',
      email: freshEmail('sa'),
      password: 'abc1234',
    });
    expect(short.status).toBe(400);
    const taken = await adminUsers(as.super, {
      action: 'create-super-admin',
      email: 'member@acme.test',
      password: PASSWORD,
    });
    expect(taken).toMatchObject({ status: 409, body: { error: 'Error creating super administrator' } });
  });

  it('creates one who signs in as super admin, removes them, and never removes the last one', async () => {
    const email = freshEmail('second-super');
    const created = await adminUsers<{ userId: string }>(as.super, {
      action: 'create-super-admin',
      email,
      password: PASSWORD,
      firstName: 'Piero',
      lastName: 'Gallo',
    });
    expect(created.status).toBe(201);
    const second = await backend.signIn(email, PASSWORD);
    expect((await second.rpc('is_super_admin_check')).data).toBe(true);
    expect((await adminUsers(as.admin, { action: 'remove-super-admin', userId: created.body.userId })).status).toBe(
      403,
    );
    expect((await adminUsers(second, { action: 'remove-super-admin', userId: created.body.userId })).status).toBe(200);
    expect((await second.rpc('is_super_admin_check')).data).toBe(false);
    const last = await adminUsers(as.super, { action: 'remove-super-admin', userId: ACCOUNTS.super.userId });
    expect(last).toMatchObject({ status: 409, body: { code: 'last_super_admin' } });
    expect((await as.super.rpc('is_super_admin_check')).data).toBe(true);
  });
});
