/**
 * A leader named in the team dialog (teams.team_leader_id), or made one for a chosen team in the Roles
 * dialog, is a leader for the app too: the app
 * counts an active team_leader role of the team (loadRoleSources, deriveRoles), so naming a leader
 * grants that role, and naming another ends the previous leader's role for the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { loadRoleSources } from '../../src/features/auth/role-lookups-api.ts';
import { deriveRoles, NON_ADMIN } from '../../src/features/auth/roles.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { makeTeamLeader } from '../../src/features/admin/writes.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  orgAdmin = await backend.signIn(ACCOUNTS.admin.email);
});
afterAll(async () => {
  await backend?.close();
});

/** What the app derives for `who` at their next sign-in. */
async function rolesOf(who: 'member' | 'newMember') {
  const client = (await backend.signIn(ACCOUNTS[who].email)) as unknown as BackendClient;
  const sources = await loadRoleSources(client, ACCOUNTS[who].userId);
  return deriveRoles({ sources, admin: NON_ADMIN, profile: null, impersonation: null });
}

describe('a leader named in the team dialog', () => {
  it("reaches the leader's screens, and the previous leader no longer leads that team", async () => {
    const named = await orgAdmin.from('teams').update({ team_leader_id: ACCOUNTS.member.userId }).eq('id', TEAM.beta);
    expect(named.error).toBeNull();
    const member = await rolesOf('member');
    expect(member.isTeamLeader).toBe(true);
    expect(member.leaderTeams.map((team) => team.teamId)).toEqual([TEAM.beta]);

    const replaced = await orgAdmin
      .from('teams')
      .update({ team_leader_id: ACCOUNTS.newMember.userId })
      .eq('id', TEAM.beta);
    expect(replaced.error).toBeNull();
    expect((await rolesOf('newMember')).leaderTeams.map((team) => team.teamId)).toEqual([TEAM.beta]);
    expect((await rolesOf('member')).isTeamLeader).toBe(false);
  });

  it('keeps one active leader role when the same leader is named again', async () => {
    await orgAdmin.from('teams').update({ team_leader_id: null }).eq('id', TEAM.beta);
    await orgAdmin.from('teams').update({ team_leader_id: ACCOUNTS.newMember.userId }).eq('id', TEAM.beta);
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.user_roles
       where user_id = $1 and team_id = $2 and role_type = 'team_leader' and is_active`,
      [ACCOUNTS.newMember.userId, TEAM.beta],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('makes a leader of a chosen team from the Roles dialog, joining them to the team', async () => {
    await makeTeamLeader(
      orgAdmin as unknown as BackendClient,
      { id: TEAM.beta, memberIds: [] },
      ACCOUNTS.member.userId,
    );
    expect((await rolesOf('member')).leaderTeams.map((team) => team.teamId)).toEqual([TEAM.beta]);
    const { rows } = await backend.db.query<{ role: string }>(
      'select role from public.team_members where team_id = $1 and member_id = $2',
      [TEAM.beta, ACCOUNTS.member.userId],
    );
    expect(rows).toEqual([{ role: 'leader' }]);
  });
});
