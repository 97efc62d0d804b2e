/**
 * No function answers with ids or facts about rows the caller cannot read: assign_assessments names
 * no other organisation's assignment or assessment, and answers a team, template or person of another
 * organisation exactly as one that does not exist; the admin-users function answers a person of
 * another organisation exactly as an unknown one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, TEAM, TEMPLATE, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { adminUsers } from './admin-invoke.ts';

let backend: TestBackend;
const as = {} as Record<'admin' | 'manager', TestClient>;
let globexTemplate: string;

beforeAll(async () => {
  backend = await startTestBackend();
  for (const role of ['admin', 'manager'] as const) as[role] = await backend.signIn(ACCOUNTS[role].email);
  const { rows } = await backend.db.query<{ id: string }>(
    `insert into public.assessment_templates (name, assessment_type_id, organization_id) values ('Globex only', 'tpm', $1) returning id`,
    [ORG.globex],
  );
  globexTemplate = rows[0]!.id;
});
afterAll(async () => {
  await backend?.close();
});

const NOWHERE = seedId('ee000000', 777);
const GLOBEX_ASSIGNMENT = seedId('53000000', 5);
const GLOBEX_ASSESSMENT = seedId('54000000', 5);

type Args = Record<string, unknown>;
const assign = (client: TestClient, args: Args) =>
  client.rpc('assign_assessments', { _template_id: TEMPLATE.tpm, ...args } as never);
/** What an error lets the caller tell apart: its code and message. */
const answer = async (client: TestClient, args: Args) => {
  const { data, error } = await assign(client, args);
  return { data, code: error?.code, message: error?.message };
};

describe('assign_assessments', () => {
  it("does not report another organisation's pending assignment as already assigned", async () => {
    const { data, error } = await assign(as.admin, { _user_ids: [ACCOUNTS.member.userId, ACCOUNTS.globex.userId] });
    expect(JSON.stringify(data ?? null)).not.toContain(GLOBEX_ASSIGNMENT);
    expect(JSON.stringify(data ?? null)).not.toContain(GLOBEX_ASSESSMENT);
    expect(error?.code).toBe('42501');
  });

  it("answers another organisation's team as it answers a team that does not exist", async () => {
    const foreign = await answer(as.manager, { _team_id: TEAM.orion });
    expect(foreign.code).toBe('42501');
    expect(await answer(as.manager, { _team_id: NOWHERE })).toEqual(foreign);
  });

  it("answers another organisation's template as it answers a template that does not exist", async () => {
    const foreign = await answer(as.admin, { _template_id: globexTemplate, _team_id: TEAM.alpha });
    expect(foreign.code).toBe('42501');
    expect(await answer(as.admin, { _template_id: NOWHERE, _team_id: TEAM.alpha })).toEqual(foreign);
  });

  it('answers a person of another organisation as it answers one that does not exist', async () => {
    const target = (id: string) =>
      answer(as.admin, { _evaluation_type: 'manager', _user_ids: [ACCOUNTS.manager.userId], _target_user_id: id });
    const foreign = await target(ACCOUNTS.globex.userId);
    expect(foreign.code).toBe('42501');
    expect(await target(NOWHERE)).toEqual(foreign);
    const among = (id: string) =>
      answer(as.admin, { _user_ids: [ACCOUNTS.newMember.userId, id], _template_id: TEMPLATE.mbti });
    const foreignAmong = await among(ACCOUNTS.globex.userId);
    expect(foreignAmong.code).toBe('42501');
    expect(await among(NOWHERE)).toEqual(foreignAmong);
  });

  it("still assigns within the caller's organisation and reports its own pending assignments", async () => {
    const { data, error } = await assign(as.admin, { _user_ids: [ACCOUNTS.member.userId] });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        user_id: ACCOUNTS.member.userId,
        assignment_id: seedId('53000000', 1),
        already_assigned: true,
      }),
    ]);
  });
});

describe('the admin-users function', () => {
  it('answers an org admin about a person of another organisation or a platform account as about an unknown one', async () => {
    for (const action of ['update', 'delete']) {
      const unknown = await adminUsers(as.admin, { action, userId: NOWHERE, firstName: 'X' });
      expect(unknown.status).toBe(403);
      expect(await adminUsers(as.admin, { action, userId: ACCOUNTS.globex.userId, firstName: 'X' })).toEqual(unknown);
      expect(await adminUsers(as.admin, { action, userId: ACCOUNTS.coach.userId, firstName: 'X' })).toEqual(unknown);
    }
  });
});
