import { describe, expect, it } from 'vitest';
import type { supabase } from '../../backend/client';
import { loadAdminCheck, loadRoleSources } from './role-lookups-api';

type Answer = { data: unknown; error: { message: string; code?: string } | null };

/** A stand-in for the supabase-js query builder: answers by table (and role_type filter), records filters. */
function stubClient(answers: Record<string, Answer>) {
  const log: string[] = [];
  const builder = (key: string) => {
    const filters: string[] = [];
    const query = {
      select: () => query,
      order: () => query,
      maybeSingle: () => query,
      eq: (column: string, value: unknown) => {
        filters.push(`${column}=${String(value)}`);
        if (column === 'role_type') key = `${key}:${String(value)}`;
        return query;
      },
      then: (resolve: (answer: Answer) => unknown, reject: (error: unknown) => unknown) => {
        log.push(`${key}?${filters.join('&')}`);
        const answer = answers[key] ?? { data: [], error: null };
        return answer.error && answer.error.message === 'THROW'
          ? Promise.reject(new TypeError('Failed to fetch')).then(resolve, reject)
          : Promise.resolve(answer).then(resolve, reject);
      },
    };
    return query;
  };
  const client = {
    from: (table: string) => builder(table),
    rpc: (name: string) => builder(`rpc:${name}`),
  };
  return { client: client as unknown as typeof supabase, log };
}

describe('loadRoleSources over the table API', () => {
  it('maps the leader account rows (team names from the embedded team)', async () => {
    const { client, log } = stubClient({
      user_roles: {
        data: [{ role_type: 'team_leader', organization_id: 'o1', team_id: 't1', is_active: true, created_at: 'c' }],
        error: null,
      },
      'user_roles:team_leader': { data: [{ team_id: 't1', team: { name: 'Alpha' } }], error: null },
      teams: { data: [{ id: 't1', name: 'Alpha' }], error: null },
      team_members: { data: [{ team_id: 't1', team: { id: 't1', name: 'Alpha' } }], error: null },
      taas_coaches: { data: null, error: null },
    });
    const sources = await loadRoleSources(client, 'u1');
    expect(sources).toEqual({
      activeRoles: [
        { role_type: 'team_leader', organization_id: 'o1', team_id: 't1', is_active: true, created_at: 'c' },
      ],
      leaderRoles: [{ teamId: 't1', teamName: 'Alpha' }],
      memberRoles: [],
      managerAssignments: [],
      ledTeams: [{ teamId: 't1', teamName: 'Alpha' }],
      teamMemberships: [{ teamId: 't1', teamName: 'Alpha' }],
      isCoach: false,
    });
    expect(log).toContain('user_roles?user_id=u1&is_active=true');
    expect(log).toContain('team_manager_assignments?manager_id=u1&is_active=true');
    expect(log).toContain('teams?team_leader_id=u1');
  });

  it('a lookup the server refuses fails the whole read, so the last known roles are kept', async () => {
    const { client } = stubClient({
      user_roles: { data: null, error: { code: '42501', message: 'permission denied' } },
      taas_coaches: { data: { id: 'c1' }, error: null },
    });
    await expect(loadRoleSources(client, 'u1')).rejects.toMatchObject({ code: '42501' });
  });

  it('the member role defaults to "member"', async () => {
    const { client } = stubClient({
      'user_roles:team_member': {
        data: [{ team_id: 't1', role_metadata: {}, team: [{ name: 'Alpha' }] }],
        error: null,
      },
    });
    expect((await loadRoleSources(client, 'u1')).memberRoles).toEqual([
      { teamId: 't1', teamName: 'Alpha', role: 'member' },
    ]);
  });

  it('a lookup that cannot reach the server throws, so cached roles are kept', async () => {
    const { client } = stubClient({ teams: { data: null, error: { message: 'THROW' } } });
    await expect(loadRoleSources(client, 'u1')).rejects.toThrow('Failed to fetch');
    const refused = stubClient({ teams: { data: null, error: { message: 'TypeError: Failed to fetch', code: '' } } });
    await expect(loadRoleSources(refused.client, 'u1')).rejects.toBeTruthy();
  });
});

describe('loadAdminCheck', () => {
  it('reads the RPC and admin_profiles.admin_level', async () => {
    const { client } = stubClient({
      'rpc:is_super_admin_check': { data: true, error: null },
      admin_profiles: { data: { admin_level: 'super_admin' }, error: null },
    });
    expect(await loadAdminCheck(client, 'u1')).toEqual({ superAdminRpc: true, adminLevel: 'super_admin' });
  });

  it('no admin profile and a false RPC mean non-admin', async () => {
    const { client } = stubClient({
      'rpc:is_super_admin_check': { data: false, error: null },
      admin_profiles: { data: null, error: null },
    });
    expect(await loadAdminCheck(client, 'u1')).toEqual({ superAdminRpc: false, adminLevel: null });
  });

  it('a failing RPC throws (the admin login then says "Error checking admin permissions")', async () => {
    const { client } = stubClient({
      'rpc:is_super_admin_check': { data: null, error: { code: 'PGRST202', message: 'not found' } },
    });
    await expect(loadAdminCheck(client, 'u1')).rejects.toMatchObject({ code: 'PGRST202' });
  });
});
