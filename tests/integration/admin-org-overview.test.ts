// The organisation screen's read (loadOrgOverview) as the org admin: each member with their own roles
// and teams, and the organisation's TPM assessments counted by the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG } from '../../supabase/tests/support/demo-ids.ts';
import { loadOrgOverview } from '../../src/features/admin/api.ts';
import type { BackendClient } from '../../src/backend/backend-client.ts';
import { DEMO_ACCOUNTS, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

describe('loadOrgOverview', () => {
  it("gives each member their own roles and teams, and counts the organisation's TPM assessments", async () => {
    const admin = await backend.signIn(DEMO_ACCOUNTS.orgAdmin);
    const overview = await loadOrgOverview(admin as unknown as BackendClient, ORG.acme);

    const roles = await backend.db.query<{ user_id: string; ids: string[] }>(
      `select user_id, array_agg(id::text order by id) as ids from public.user_roles
       where organization_id = $1 group by user_id`,
      [ORG.acme],
    );
    const teams = await backend.db.query<{ member_id: string; ids: string[] }>(
      `select tm.member_id, array_agg(t.id::text order by t.name, t.id) as ids
       from public.team_members tm join public.teams t on t.id = tm.team_id
       where t.organization_id = $1 group by tm.member_id`,
      [ORG.acme],
    );
    const tpm = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.assessments where organization_id = $1 and assessment_type = 'tpm'`,
      [ORG.acme],
    );
    const rolesOf = new Map(roles.rows.map((r) => [r.user_id, r.ids]));
    const teamsOf = new Map(teams.rows.map((r) => [r.member_id, r.ids]));

    expect(overview.members.length).toBeGreaterThan(3);
    expect(overview.members.some((m) => m.teamIds.length > 0 && m.roles.length > 0)).toBe(true);
    for (const member of overview.members) {
      expect(member.roles.map((r) => r.id).sort()).toEqual(rolesOf.get(member.userId) ?? []);
      expect(member.teamIds).toEqual(teamsOf.get(member.userId) ?? []);
    }
    expect(tpm.rows[0]!.n).toBeGreaterThan(0);
    expect(overview.tpmAssessments).toBe(tpm.rows[0]!.n);
  });
});
