/**
 * An org admin puts a manager in charge of a team from the team screens (the admin feature's own
 * writes over HTTP): the manager then leads that team for the app (their role lookups list it, so
 * their screens and reports include it) and reads it; taking them off ends that.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import {
  assignTeamManager,
  loadTeamManagerIds,
  removeTeamManager,
} from '../../src/features/admin/teams/team-managers-api.ts';
import { loadRoleSources } from '../../src/features/auth/role-lookups-api.ts';
import { deriveRoles, NON_ADMIN } from '../../src/features/auth/roles.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: BackendClient;
let manager: BackendClient;

beforeAll(async () => {
  backend = await startTestBackend();
  orgAdmin = (await backend.signIn(ACCOUNTS.admin.email)) as unknown as BackendClient;
  manager = (await backend.signIn(ACCOUNTS.manager.email)) as unknown as BackendClient;
});
afterAll(async () => {
  await backend?.close();
});

async function managerLeads(): Promise<string[]> {
  const sources = await loadRoleSources(manager, ACCOUNTS.manager.userId);
  return deriveRoles({ sources, admin: NON_ADMIN, profile: null, impersonation: null })
    .leaderTeams.map((team) => team.teamId)
    .sort();
}

describe('managers in charge of a team', () => {
  it('puts a manager in charge of a team, who then leads and reads it, and takes them off again', async () => {
    expect(await managerLeads()).toEqual([TEAM.alpha]);
    await assignTeamManager(orgAdmin, TEAM.beta, ACCOUNTS.manager.userId);
    expect(await loadTeamManagerIds(orgAdmin, TEAM.beta)).toEqual([ACCOUNTS.manager.userId]);
    expect(await managerLeads()).toEqual([TEAM.alpha, TEAM.beta].sort());
    const { data } = await manager.from('teams').select('id').eq('id', TEAM.beta);
    expect(data).toEqual([{ id: TEAM.beta }]);

    await removeTeamManager(orgAdmin, TEAM.beta, ACCOUNTS.manager.userId);
    expect(await loadTeamManagerIds(orgAdmin, TEAM.beta)).toEqual([]);
    expect(await managerLeads()).toEqual([TEAM.alpha]);

    // Assigning again makes the same row active again.
    await assignTeamManager(orgAdmin, TEAM.beta, ACCOUNTS.manager.userId);
    expect(await managerLeads()).toEqual([TEAM.alpha, TEAM.beta].sort());
  });

  it("refuses a manager put in charge of another organisation's team", async () => {
    await expect(assignTeamManager(orgAdmin, TEAM.orion, ACCOUNTS.manager.userId)).rejects.toThrow();
    const { rows } = await backend.db.query('select 1 from public.team_manager_assignments where team_id = $1', [
      TEAM.orion,
    ]);
    expect(rows).toEqual([]);
  });
});
