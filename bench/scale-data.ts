// bench:scale's organisation of N people, made through the product's own paths: the teams with the
// service role, the people through the Membri screen's CSV import (member-csv: parse, check, batches
// of IMPORT_BATCH_SIZE, then admin-users create-batch as the org admin), then one completed TPM
// assessment each (service role, as a year of use leaves them).
import type { SupabaseClient } from '@supabase/supabase-js';
import Papa from 'papaparse';

export const ACME = '10000000-0000-4000-8000-000000000001';
const TPM_TEMPLATE = '50000000-0000-4000-8000-000000000001';
export const PASSWORD = 'Scala-2026!';

type Loader = (file: string) => Promise<Record<string, unknown>>;

export interface Organisation {
  teams: { id: string; name: string }[];
  /** The team of N/25 people (200 at 5,000) whose report is read. */
  bigTeam: string;
  userIds: string[];
  import: ImportFigures;
}

export interface ImportFigures {
  people: number;
  ms: number;
  /** Per person, in the first and the last tenth of the batches: equal when the import is linear. */
  firstTenthMs: number;
  lastTenthMs: number;
  refused: number;
}

const check = <T>(result: { data: T; error: { message: string } | null }, what: string): NonNullable<T> => {
  if (result.error) throw new Error(`${what}: ${result.error.message}`);
  return result.data as NonNullable<T>;
};

/** Teams: N/25 of them (200 at 5,000), the first one named for the big team. */
async function createTeams(service: SupabaseClient, people: number) {
  const count = Math.max(4, Math.round(people / 25));
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Scala ${String(i).padStart(4, '0')}`,
    organization_id: ACME,
  }));
  return check(await service.from('teams').insert(rows).select('id, name'), 'teams') as { id: string; name: string }[];
}

/** The CSV an organisation would upload: the first N/25 people in the big team, the rest spread over the others. */
function csvOf(people: number, teams: { name: string }[], run: string): string {
  const big = Math.max(1, Math.round(people / 25));
  const data = Array.from({ length: people }, (_, i) => {
    const team = i < big ? teams[0]! : teams[1 + (i % (teams.length - 1))]!;
    return {
      email: `p${i}.${run}@scala.test`,
      firstName: `Persona${i}`,
      lastName: `Scala${String(i).padStart(5, '0')}`,
      position: i % 7 === 0 ? 'Responsabile' : 'Analista',
      department: `Reparto ${i % 12}`,
      team: team.name,
      teamRole: 'member',
      status: 'active',
      role: 'team_member',
    };
  });
  return Papa.unparse(data);
}

export async function importPeople(
  load: Loader,
  admin: SupabaseClient,
  teams: { id: string; name: string }[],
  people: number,
  run: string,
): Promise<{ figures: ImportFigures; userIds: string[] }> {
  const csv = (await load(
    '/src/features/admin/members/member-csv.ts',
  )) as typeof import('../src/features/admin/members/member-csv.ts');
  const users = (await load(
    '/src/features/admin/admin-users.ts',
  )) as typeof import('../src/features/admin/admin-users.ts');
  const parsed = csv.parseMemberCsv(csvOf(people, teams, run), { existingEmails: [], teams });
  const valid = parsed.rows.filter((r) => r.issues.length === 0);
  if (valid.length !== people) throw new Error(`csv: ${people - valid.length} rows refused by the preview`);
  const perBatch: number[] = [];
  const userIds: string[] = [];
  let refused = 0;
  const started = performance.now();
  for (const part of csv.batches(valid)) {
    const t0 = performance.now();
    const answer = await users.createMembersBatch(admin as never, ACME, part.map(csv.toBatchRow), {
      defaultPassword: PASSWORD,
      mustSetPassword: true,
    });
    perBatch.push((performance.now() - t0) / part.length);
    for (const r of answer.results) if (r.ok) userIds.push(r.userId!);
    refused += answer.results.filter((r) => !r.ok).length;
  }
  const ms = performance.now() - started;
  const tenth = Math.max(1, Math.floor(perBatch.length / 10));
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  return {
    figures: {
      people,
      ms,
      firstTenthMs: mean(perBatch.slice(0, tenth)),
      lastTenthMs: mean(perBatch.slice(-tenth)),
      refused,
    },
    userIds,
  };
}

/** One completed TPM assessment per person, in its team, inserted 250 at a time (1,000 at once met the statement timeout on a loaded machine). */
export async function completeAssessments(service: SupabaseClient, userIds: string[]): Promise<void> {
  const memberships = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 100) {
    const rows = check(
      await service
        .from('team_members')
        .select('member_id, team_id')
        .in('member_id', userIds.slice(i, i + 100)),
      'memberships',
    ) as { member_id: string; team_id: string }[];
    for (const row of rows) memberships.set(row.member_id, row.team_id);
  }
  const rows = userIds.map((user_id, i) => {
    const dims = { Create: (i * 37) % 101, Relate: (i * 53 + 20) % 101, Organize: (i * 71 + 40) % 101 };
    return {
      user_id,
      organization_id: ACME,
      team_id: memberships.get(user_id) ?? null,
      template_id: TPM_TEMPLATE,
      assessment_type: 'tpm',
      evaluation_type: 'self',
      score: Math.round((dims.Create + dims.Relate + dims.Organize) / 3),
      results: { dimension_scores: dims, dominant_profile: 'Create', rule_type: 'dimension', assessment_type: 'tpm' },
      completed_at: new Date(Date.UTC(2026, 0, 1 + (i % 360))).toISOString(),
    };
  });
  for (let i = 0; i < rows.length; i += 250)
    check(await service.from('assessments').insert(rows.slice(i, i + 250)), 'assessments');
}

export async function buildOrganisation(
  load: Loader,
  service: SupabaseClient,
  admin: SupabaseClient,
  people: number,
): Promise<Organisation> {
  const run = Date.now().toString(36);
  const teams = await createTeams(service, people);
  const { figures, userIds } = await importPeople(load, admin, teams, people, run);
  await completeAssessments(service, userIds);
  return { teams, bigTeam: teams[0]!.id, userIds, import: figures };
}
