/**
 * Who may not read a team's reports, over HTTP as each such role, against a team that has something
 * to hide: Gamma, an Acme team with one member and one completed TPM assessment. Acme's admin and the
 * super admin read it (so an empty answer below is a refusal, not an empty team); Gamma's own member,
 * the leader of another team (Alpha), a manager assigned to another team (Alpha) and the admin of
 * another organisation (Globex) read neither its report nor the rows it is made of.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, TEMPLATE, type RoleKey } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

const PASSWORD = 'Gamma-Report-2026!';
let backend: TestBackend;
let gammaTeam: string;
let gammaMember: string;
let gammaAssessment: string;
const clients = new Map<string, TestClient>();

type Caller = RoleKey | 'gammaMember' | 'globexAdmin';
const as = (caller: Caller) => clients.get(caller)!;

async function createPerson(
  service: TestClient,
  email: string,
  organizationId: string,
  teamId: string | null,
  roles: string[],
): Promise<string> {
  const { data, error } = await service.auth.admin.createUser({ email, password: PASSWORD, email_confirm: true });
  if (error) throw new Error(`createUser(${email}): ${error.message}`);
  const userId = data.user.id;
  const made = await service.rpc(
    'admin_create_person' as never,
    {
      _user_id: userId,
      _organization_id: organizationId,
      _profile: { email, first_name: 'Gamma', last_name: email.split('@')[0], status: 'active' },
      _team_id: teamId,
      _team_role: 'member',
      _roles: roles,
      _granted_by: ACCOUNTS.super.userId,
    } as never,
  );
  if (made.error) throw new Error(`admin_create_person(${email}): ${made.error.message}`);
  return userId;
}

beforeAll(async () => {
  backend = await startTestBackend();
  const service = backend.serviceClient();
  const team = await service.from('teams').insert({ name: 'Gamma', organization_id: ORG.acme }).select('id').single();
  if (team.error) throw new Error(team.error.message);
  gammaTeam = team.data.id;
  gammaMember = await createPerson(service, 'gamma.member@acme.test', ORG.acme, gammaTeam, ['team_member']);
  await createPerson(service, 'admin@globex.test', ORG.globex, null, ['org_admin']);
  const assessment = await service
    .from('assessments')
    .insert({
      user_id: gammaMember,
      organization_id: ORG.acme,
      team_id: gammaTeam,
      template_id: TEMPLATE.tpm,
      assessment_type: 'tpm',
      evaluation_type: 'self',
      score: 61,
      results: { dimension_scores: { Create: 61, Relate: 50, Organize: 72 } },
      completed_at: '2026-11-20T10:00:00Z',
    })
    .select('id')
    .single();
  if (assessment.error) throw new Error(assessment.error.message);
  gammaAssessment = assessment.data.id;
  for (const role of ['super', 'admin', 'manager', 'leader', 'member'] as const)
    clients.set(role, await backend.signIn(ACCOUNTS[role].email));
  clients.set('gammaMember', await backend.signIn('gamma.member@acme.test', PASSWORD));
  clients.set('globexAdmin', await backend.signIn('admin@globex.test', PASSWORD));
}, 60_000);
afterAll(async () => {
  await backend?.close();
});

type Row = Record<string, unknown>;
async function rpc(caller: Caller, fn: string, args: Record<string, unknown> = {}): Promise<Row[]> {
  const { data, error } = await as(caller).rpc(fn as never, args as never);
  expect(error, `${fn} as ${caller}`).toBeNull();
  return data as unknown as Row[];
}
const teamNames = async (caller: Caller, organizationId?: string) =>
  (await rpc(caller, 'assessment_report_teams', organizationId ? { _organization_id: organizationId } : {})).map(
    (r) => r.team_name,
  );
const gammaReport = (caller: Caller) => rpc(caller, 'team_assessment_report', { _team_id: gammaTeam });

const REFUSED: Caller[] = ['gammaMember', 'leader', 'manager', 'globexAdmin'];

describe("Gamma's reports", () => {
  it("are read by Acme's admin and the super admin, with Gamma's completed assessment", async () => {
    const listed = (await rpc('admin', 'assessment_report_teams')).find((r) => r.team_id === gammaTeam);
    expect(listed).toMatchObject({ team_name: 'Gamma', member_count: 1, completed_assessments: 1 });
    expect(await teamNames('super', ORG.acme)).toContain('Gamma');
    for (const caller of ['admin', 'super'] as const)
      expect((await gammaReport(caller)).map((r) => [r.member_id, r.assessment_id, r.score])).toEqual([
        [gammaMember, gammaAssessment, 61],
      ]);
  });

  it("are not listed for Gamma's member, Alpha's leader, Alpha's manager nor Globex's admin", async () => {
    expect(await teamNames('gammaMember')).toEqual([]);
    expect(await teamNames('leader')).toEqual(['Alpha']);
    expect(await teamNames('manager')).toEqual(['Alpha']);
    expect(await teamNames('globexAdmin', ORG.acme)).toEqual([]);
    // Globex's admin is an admin: of Globex, whose team is listed.
    expect(await teamNames('globexAdmin')).toEqual(['Orion']);
  });

  it('give those callers no row of the team report', async () => {
    for (const caller of REFUSED) expect(await gammaReport(caller), caller).toEqual([]);
    expect((await rpc('globexAdmin', 'team_assessment_report', { _team_id: TEAM.orion })).length).toBeGreaterThan(0);
  });
});

describe("the rows Gamma's report is made of", () => {
  const count = async (
    caller: Caller,
    read: (c: TestClient) => PromiseLike<{ data: unknown[] | null; error: unknown }>,
  ) => {
    const { data, error } = await read(as(caller));
    expect(error, caller).toBeNull();
    return data!.length;
  };

  it("are read by Acme's admin", async () => {
    expect(await count('admin', (c) => c.from('assessments').select('id').eq('id', gammaAssessment))).toBe(1);
    expect(await count('admin', (c) => c.from('team_members').select('id').eq('team_id', gammaTeam))).toBe(1);
    expect(await count('admin', (c) => c.from('profiles').select('user_id').eq('user_id', gammaMember))).toBe(1);
    expect(await count('admin', (c) => c.from('user_roles').select('id').eq('user_id', gammaMember))).toBe(1);
  });

  it("are not read by Alpha's leader, Alpha's member nor Globex's admin", async () => {
    for (const caller of ['leader', 'member', 'globexAdmin'] as const) {
      expect(await count(caller, (c) => c.from('assessments').select('id').eq('id', gammaAssessment)), caller).toBe(0);
      expect(await count(caller, (c) => c.from('teams').select('id').eq('id', gammaTeam)), caller).toBe(0);
      expect(await count(caller, (c) => c.from('team_members').select('id').eq('team_id', gammaTeam)), caller).toBe(0);
      expect(await count(caller, (c) => c.from('profiles').select('user_id').eq('user_id', gammaMember)), caller).toBe(
        0,
      );
      expect(await count(caller, (c) => c.from('user_roles').select('id').eq('user_id', gammaMember)), caller).toBe(0);
    }
  });

  it("are not read by Globex's admin in bulk either", async () => {
    expect(
      await count('globexAdmin', (c) => c.from('profiles').select('user_id').eq('organization_id', ORG.acme)),
    ).toBe(0);
    expect(await count('globexAdmin', (c) => c.from('assessments').select('id').eq('organization_id', ORG.acme))).toBe(
      0,
    );
  });
});
