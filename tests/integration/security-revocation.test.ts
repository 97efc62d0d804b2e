/**
 * Deactivating or revoking anything ends what it granted at the next request, with a token issued
 * before the revocation, and the person cannot undo it themselves: a role (user_roles), a coach
 * (taas_coaches), a team membership or leadership, an account (profile status).
 * Each test starts from a fresh copy of the demo database and signs in before revoking.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  COACH_ID,
  ORG,
  SESSION_ID,
  TEAM,
  assessmentId,
  seedId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend | undefined;
afterEach(async () => {
  await backend?.close();
  backend = undefined;
});

type Who = 'super' | 'admin' | 'manager' | 'leader' | 'member' | 'coach';
async function start(...who: Who[]): Promise<Record<Who, TestClient>> {
  backend = await startTestBackend();
  const as = {} as Record<Who, TestClient>;
  for (const role of who) as[role] = await backend.signIn(ACCOUNTS[role].email);
  return as;
}

const db = () => backend!.db;
const MEMBER_ASSESSMENT = assessmentId(1);
const LEADER_ROLE = seedId('31000000', 4);
const MANAGER_ROLE = seedId('31000000', 3);
const COACH_ROLE = seedId('31000000', 7);
const LEADER_MEMBERSHIP = seedId('32000000', 1);

async function readsMemberAssessment(client: TestClient): Promise<boolean> {
  const { data, error } = await client.from('assessments').select('id').eq('id', MEMBER_ASSESSMENT);
  expect(error).toBeNull();
  return (data ?? []).length === 1;
}

describe('a team leader', () => {
  it('stops leading when their team_leader role is revoked', async () => {
    const as = await start('admin', 'leader');
    expect(await readsMemberAssessment(as.leader)).toBe(true);
    const revoke = await as.admin.from('user_roles').update({ is_active: false }).eq('id', LEADER_ROLE).select('id');
    expect(revoke.error).toBeNull();
    expect(await readsMemberAssessment(as.leader)).toBe(false);
    expect((await as.leader.rpc('team_assessment_report', { _team_id: TEAM.alpha })).data).toEqual([]);
  });

  it('stops leading when the admin screens make them a plain member again', async () => {
    const as = await start('admin', 'leader');
    // What the admin screens send: the team role, then the team's leader cleared.
    await as.admin.from('team_members').update({ role: 'member' }).eq('id', LEADER_MEMBERSHIP);
    await as.admin.from('teams').update({ team_leader_id: null }).eq('id', TEAM.alpha);
    expect(await readsMemberAssessment(as.leader)).toBe(false);
  });

  it('stops leading when removed from the team', async () => {
    const as = await start('admin', 'leader');
    const removal = await as.admin.from('team_members').delete().eq('id', LEADER_MEMBERSHIP).select('id');
    expect(removal.data).toHaveLength(1);
    expect(await readsMemberAssessment(as.leader)).toBe(false);
    expect((await as.leader.from('team_chat_messages').select('id')).data).toEqual([]);
  });
});

describe('a manager', () => {
  it('stops overseeing the teams they were assigned when their manager role is revoked', async () => {
    const as = await start('admin', 'manager');
    expect(await readsMemberAssessment(as.manager)).toBe(true);
    await as.admin.from('user_roles').update({ is_active: false }).eq('id', MANAGER_ROLE);
    expect(await readsMemberAssessment(as.manager)).toBe(false);
    expect((await as.manager.rpc('assessment_report_teams', {})).data).toEqual([]);
  });
});

describe('a coach', () => {
  it('loses the sessions, chat and people they coached once deactivated', async () => {
    const as = await start('super', 'coach');
    expect((await as.coach.from('coaching_sessions').select('id')).data).toEqual([{ id: SESSION_ID }]);
    const off = await as.super.from('taas_coaches').update({ is_active: false }).eq('id', COACH_ID).select('is_active');
    expect(off.data).toEqual([{ is_active: false }]);
    expect((await as.coach.from('coaching_sessions').select('id')).data).toEqual([]);
    expect((await as.coach.from('team_chat_messages').select('id')).data).toEqual([]);
    expect((await as.coach.from('profiles').select('user_id').eq('user_id', ACCOUNTS.member.userId)).data).toEqual([]);
    const post = await as.coach.from('team_chat_messages').insert({
      team_id: TEAM.alpha,
      session_id: SESSION_ID,
      sender_id: ACCOUNTS.coach.userId,
      sender_role: 'coach',
      message: 'Ancora qui',
    });
    expect(post.error?.code).toBe('42501');
  });

  it('cannot reactivate their own coach row', async () => {
    const as = await start('coach');
    await db().query('update public.taas_coaches set is_active = false where id = $1', [COACH_ID]);
    const again = await as.coach
      .from('taas_coaches')
      .update({ is_active: true })
      .eq('id', COACH_ID)
      .select('is_active');
    expect(again.data ?? []).toEqual([]);
    const { rows } = await db().query<{ is_active: boolean }>(
      'select is_active from public.taas_coaches where id = $1',
      [COACH_ID],
    );
    expect(rows[0]?.is_active).toBe(false);
  });

  it('stops coaching when their coach role is revoked', async () => {
    const as = await start('super', 'coach');
    await as.super.from('user_roles').update({ is_active: false }).eq('id', COACH_ROLE);
    expect((await as.coach.from('coaching_sessions').select('id')).data).toEqual([]);
  });
});

describe('a super admin', () => {
  /** admin@acme.test made a second super admin (role and admin profile), so the first may be removed. */
  async function secondSuperAdmin(): Promise<void> {
    await db().query(`insert into public.user_roles (user_id, role_type) values ($1, 'super_admin')`, [
      ACCOUNTS.admin.userId,
    ]);
    await db().query(`update public.admin_profiles set admin_level = 'super_admin' where id = $1`, [
      ACCOUNTS.admin.userId,
    ]);
  }

  it('made inactive reads and writes nothing more, and cannot reactivate themselves', async () => {
    const as = await start('super', 'admin');
    await secondSuperAdmin();
    const off = await as.admin
      .from('profiles')
      .update({ status: 'inactive' })
      .eq('user_id', ACCOUNTS.super.userId)
      .select('status');
    expect(off.data).toEqual([{ status: 'inactive' }]);
    expect((await as.super.from('teams').select('id')).data).toEqual([]);
    expect((await as.super.rpc('is_super_admin_check')).data).toBe(false);
    const back = await as.super
      .from('profiles')
      .update({ status: 'active' })
      .eq('user_id', ACCOUNTS.super.userId)
      .select('status');
    expect(back.data ?? []).toEqual([]);
    const { rows } = await db().query<{ status: string }>('select status from public.profiles where user_id = $1', [
      ACCOUNTS.super.userId,
    ]);
    expect(rows[0]?.status).toBe('inactive');
  });

  it('whose super_admin role is revoked is no longer one, though an admin profile said so', async () => {
    const as = await start('super', 'admin');
    await secondSuperAdmin();
    expect((await as.admin.rpc('is_super_admin_check')).data).toBe(true);
    const revoke = await as.super
      .from('user_roles')
      .update({ is_active: false })
      .eq('user_id', ACCOUNTS.admin.userId)
      .eq('role_type', 'super_admin')
      .select('id');
    expect(revoke.data).toHaveLength(1);
    expect((await as.admin.rpc('is_super_admin_check')).data).toBe(false);
    expect((await as.admin.from('organizations').select('id')).data).toEqual([{ id: ORG.acme }]);
  });
});

describe('nobody restores a role of their own', () => {
  it('an org admin cannot reactivate a revoked role of theirs, nor grant themselves one', async () => {
    const as = await start('admin');
    const { rows } = await db().query<{ id: string }>(
      `insert into public.user_roles (user_id, role_type, organization_id, is_active) values ($1, 'manager', $2, false) returning id`,
      [ACCOUNTS.admin.userId, ORG.acme],
    );
    const again = await as.admin
      .from('user_roles')
      .update({ is_active: true })
      .eq('id', rows[0]!.id)
      .select('is_active');
    expect(again.error?.code).toBe('42501');
    const grant = await as.admin.from('user_roles').insert({
      user_id: ACCOUNTS.admin.userId,
      role_type: 'team_leader',
      organization_id: ORG.acme,
      team_id: TEAM.beta,
    });
    expect(grant.error?.code).toBe('42501');
  });

  it('a removed member cannot put themselves back in the team', async () => {
    const as = await start('admin', 'member');
    await as.admin.from('team_members').delete().eq('id', seedId('32000000', 2));
    expect((await as.member.from('teams').select('id')).data).toEqual([]);
    const back = await as.member
      .from('team_members')
      .insert({ team_id: TEAM.alpha, member_id: ACCOUNTS.member.userId });
    expect(back.error?.code).toBe('42501');
  });
});
