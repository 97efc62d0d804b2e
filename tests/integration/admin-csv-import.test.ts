/**
 * Bulk CSV import over HTTP: the org admin's file is parsed and checked by the screen's
 * own module (src/features/admin/members/member-csv.ts), the valid rows go to admin-users
 * create-batch as the Acme admin; bad rows are never sent, rows the server refuses are reported,
 * nothing is half-created, and 1,000 rows import in one call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG } from '../../supabase/tests/support/demo-ids.ts';
import { batches, parseMemberCsv, toBatchRow } from '../../src/features/admin/members/member-csv.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { PASSWORD, adminUsers } from './admin-invoke.ts';

let backend: TestBackend;
let admin: TestClient;
const run = Date.now().toString(36);

beforeAll(async () => {
  // What is tested is the import (batches, per-row results, all-or-nothing), not bcrypt: hashing a
  // thousand passwords at cost 10 would cost minutes of a two-core CI machine.
  backend = await startTestBackend({ auth: { passwordHashCost: 4 } });
  admin = await backend.signIn(ACCOUNTS.admin.email);
});
afterAll(async () => {
  await backend?.close();
});

/** What the screen knows before parsing: the organisation's addresses and teams, read as the admin. */
async function screenContext() {
  const [profiles, teams] = await Promise.all([
    admin.from('profiles').select('email').eq('organization_id', ORG.acme),
    admin.from('teams').select('id, name').eq('organization_id', ORG.acme),
  ]);
  return { existingEmails: (profiles.data ?? []).map((p) => p.email ?? ''), teams: teams.data ?? [] };
}

type BatchAnswer = { results: Array<{ row: number; ok: boolean; error?: string }>; created: number; failed: number };
const profilesLike = async (pattern: string) =>
  (
    await backend.db.query<{ email: string; team: string | null; roles: string }>(
      `select p.email, t.name as team,
            (select string_agg(r.role_type, ',' order by r.role_type) from public.user_roles r where r.user_id = p.user_id and r.is_active) as roles
       from public.profiles p left join public.team_members m on m.member_id = p.user_id left join public.teams t on t.id = m.team_id
      where p.email like $1 order by p.email`,
      [pattern],
    )
  ).rows;
const authUsersLike = async (pattern: string) =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from auth.users where email like $1', [pattern]))
    .rows[0]!.n;

describe('CSV import through create-batch', () => {
  it('imports the valid rows of a file with bad ones, reports the rest, and leaves nothing half-created', async () => {
    const email = (n: string) => `csv.${n}.${run}@acme.test`;
    const csv = [
      'email,firstName,lastName,team,role,department',
      `${email('anna')},Anna,Verdi,Alpha,team_member,Operations`,
      `${email('bruno')},Bruno,Neri,,manager,Sales`,
      'not-an-email,Carla,Blu,,team_member,',
      `${email('anna')},Anna,Doppia,,team_member,`,
      `${email('dario')},Dario,Gialli,Atlantis,team_member,`,
      `${email('elena')},Elena,Rosa,,astronaut,`,
      `${ACCOUNTS.member.email},Mario,Russo,,team_member,`,
    ].join('\n');
    const parsed = parseMemberCsv(csv, await screenContext());
    expect(parsed.rows.map((r) => r.issues.map((i) => i.problem))).toEqual([
      [],
      [],
      ['invalid_email'],
      ['duplicate_in_file'],
      ['unknown_team'],
      ['unknown_role'],
      ['already_exists'],
    ]);

    const valid = parsed.rows.filter((r) => r.issues.length === 0);
    // A row only the server can refuse: the address was registered after the screen read the list.
    const late = { ...toBatchRow(valid[1]!), email: email('late') };
    await adminUsers(admin, {
      action: 'create',
      organizationId: ORG.acme,
      email: late.email,
      password: PASSWORD,
      firstName: 'Già',
      lastName: 'Presente',
    });

    const answer = await adminUsers<BatchAnswer>(admin, {
      action: 'create-batch',
      organizationId: ORG.acme,
      rows: [...valid.map(toBatchRow), late],
      defaultPassword: PASSWORD,
      mustSetPassword: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 2, failed: 1 });
    // The code lets an import resumed after a lost answer tell 'created before' from a refusal.
    expect(answer.body.results[2]).toMatchObject({
      row: 3,
      ok: false,
      code: 'email_exists',
      error: expect.stringContaining('already been registered'),
    });

    expect(await profilesLike(`csv.%.${run}@acme.test`)).toEqual([
      { email: email('anna'), team: 'Alpha', roles: 'team_member' },
      { email: email('bruno'), team: null, roles: 'manager' },
      { email: email('late'), team: null, roles: 'team_member' },
    ]);
    // Refused rows left no auth user behind.
    expect(await authUsersLike(`csv.%.${run}@acme.test`)).toBe(3);
    const { rows } = await backend.db.query<{ must_set_password: boolean }>(
      'select must_set_password from public.profiles where email = $1',
      [email('anna')],
    );
    expect(rows).toEqual([{ must_set_password: true }]);
  });

  it('imports 1,000 rows in one call', { timeout: 600_000 }, async () => {
    const header = 'email,firstName,lastName,department';
    const lines = Array.from({ length: 1000 }, (_, i) => `bulk${i}.${run}@acme.test,Persona,${i},Bulk`);
    const parsed = parseMemberCsv([header, ...lines].join('\n'), await screenContext());
    expect(parsed.rows.every((r) => r.issues.length === 0)).toBe(true);
    const [all] = batches(parsed.rows, 1000);
    const answer = await adminUsers<BatchAnswer>(admin, {
      action: 'create-batch',
      organizationId: ORG.acme,
      rows: all!.map(toBatchRow),
      defaultPassword: PASSWORD,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 1000, failed: 0 });
    expect(await authUsersLike(`bulk%.${run}@acme.test`)).toBe(1000);
  });
});
