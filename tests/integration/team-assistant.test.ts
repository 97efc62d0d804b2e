/**
 * The team coaching screen's AI assistant over HTTP: the ai-suggestion function stores a team
 * suggestion (no activity, the team's session) for a member or the coach of that session only;
 * the team and its coach read it, other teams and organisations do not; accept and edit go through
 * the outbox's normal path; nobody inserts one directly; the per-user quota still holds.
 */
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';
import { PASSWORD, adminUsers, freshEmail } from './admin-invoke.ts';
import { applyBatch, batchOf, operation, statuses } from './outbox-batch-support.ts';

let backend: TestBackend;
let member: TestClient;
let leader: TestClient;
let coach: TestClient;
let admin: TestClient;
let globex: TestClient;
let otherTeamMember: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  [member, leader, coach, admin, globex] = (await Promise.all(
    ['member@acme.test', 'leader@acme.test', 'coach@taas.test', 'admin@acme.test', 'member@globex.test'].map((email) =>
      backend.signIn(email),
    ),
  )) as [TestClient, TestClient, TestClient, TestClient, TestClient];
  const email = freshEmail('beta');
  const created = await adminUsers(admin, {
    action: 'create',
    organizationId: ORG.acme,
    email,
    password: PASSWORD,
    firstName: 'Bruno',
    lastName: 'Beta',
    status: 'active',
    teamId: TEAM.beta,
  });
  expect(created.status).toBe(201);
  otherTeamMember = await backend.signIn(email, PASSWORD);
});
afterAll(async () => backend?.close());

interface Outcome {
  status: number;
  body: Record<string, unknown>;
}
async function askTeamSuggestion(client: TestClient, sessionId = SESSION_ID): Promise<Outcome> {
  const { data, error } = await client.functions.invoke('ai-suggestion', { body: { scope: 'team', sessionId } });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

async function teamSuggestionCount(): Promise<number> {
  const { count } = await backend
    .serviceClient()
    .from('ai_suggestions')
    .select('id', { count: 'exact', head: true })
    .is('activity_id', null);
  return count ?? 0;
}

async function generated(client: TestClient): Promise<Record<string, unknown>> {
  const { status, body } = await askTeamSuggestion(client);
  expect(status).toBe(200);
  return body.suggestion as Record<string, unknown>;
}

const readById = async (client: TestClient, id: string) =>
  (await client.from('ai_suggestions').select('id, status, user_modifications').eq('id', id)).data ?? [];

describe('generating for the team', () => {
  it("stores a member's request as the session's team suggestion, built offline from progress and submissions", async () => {
    const suggestion = await generated(member);
    expect(suggestion).toMatchObject({
      activity_id: null,
      session_id: SESSION_ID,
      user_id: ACCOUNTS.member.userId,
      submission_id: null,
      status: 'new',
      user_modifications: null,
    });
    const content = suggestion.generated_content as Record<string, unknown>;
    expect(content).toMatchObject({ source: 'offline-generator', sintesi: expect.any(String) });
    expect(content.prossimi_passi).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it('lets the coach of the session generate one too', async () => {
    const suggestion = await generated(coach);
    expect(suggestion).toMatchObject({ activity_id: null, user_id: ACCOUNTS.coach.userId, session_id: SESSION_ID });
  });

  it('refuses a member of another team, another organisation and an administrator outside the team; nothing is stored', async () => {
    const before = await teamSuggestionCount();
    const outsider = await askTeamSuggestion(otherTeamMember);
    expect(outsider.status).toBe(404);
    expect(outsider.body.code).toBe('session_not_found');
    const foreign = await askTeamSuggestion(globex);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('session_not_found');
    const notInTeam = await askTeamSuggestion(admin);
    expect(notInTeam.status).toBe(403);
    expect(notInTeam.body.code).toBe('not_in_team');
    expect(await teamSuggestionCount()).toBe(before);
  });

  it('refuses a request naming no session', async () => {
    const { data, error } = await member.functions.invoke('ai-suggestion', { body: { scope: 'team' } });
    expect(data).toBeNull();
    expect(((error as FunctionsHttpError).context as Response).status).toBe(400);
  });
});

describe('who reads a team suggestion', () => {
  it('the team and its coach read it; another team and another organisation do not', async () => {
    const { id } = (await generated(member)) as { id: string };
    for (const client of [member, leader, coach]) expect(await readById(client, id)).toHaveLength(1);
    expect(await readById(otherTeamMember, id)).toEqual([]);
    expect(await readById(globex, id)).toEqual([]);
  });

  it("a teammate reads a suggestion the leader asked for, through the session's team suggestions", async () => {
    const { id } = (await generated(leader)) as { id: string };
    const { data } = await member
      .from('ai_suggestions')
      .select('id')
      .eq('session_id', SESSION_ID)
      .is('activity_id', null)
      .order('created_at', { ascending: false });
    expect((data ?? []).map((row) => row.id)).toContain(id);
  });
});

describe('accept, reject and edit', () => {
  it('a teammate accepts and another edits through the outbox; the other team changes nothing', async () => {
    const { id } = (await generated(member)) as { id: string };
    const accept = operation(
      'suggestion/set-status',
      ACCOUNTS.leader.userId,
      id,
      { status: 'accepted' },
      new Date().toISOString(),
    );
    expect(statuses(await applyBatch(leader, batchOf([accept])))).toEqual(['ok']);
    expect(await readById(coach, id)).toEqual([{ id, status: 'accepted', user_modifications: null }]);

    const edit = operation(
      'suggestion/set-status',
      ACCOUNTS.member.userId,
      id,
      { status: 'user_modified', user_modifications: { sintesi: 'La nostra sintesi', prossimi_passi: ['Uno'] } },
      new Date(Date.now() + 1).toISOString(),
    );
    expect(statuses(await applyBatch(member, batchOf([edit])))).toEqual(['ok']);

    const hijack = await otherTeamMember.from('ai_suggestions').update({ status: 'rejected' }).eq('id', id).select();
    expect(hijack.data ?? []).toEqual([]);
    expect(await readById(leader, id)).toEqual([
      { id, status: 'user_modified', user_modifications: { sintesi: 'La nostra sintesi', prossimi_passi: ['Uno'] } },
    ]);
  });

  it('nobody rewrites what was generated', async () => {
    const { id } = (await generated(member)) as { id: string };
    const forged = await leader
      .from('ai_suggestions')
      .update({ generated_content: { sintesi: 'scritta da me' } })
      .eq('id', id);
    expect(forged.error?.code).toBe('42501');
  });
});

describe('storing', () => {
  it('nobody inserts a team suggestion directly', async () => {
    const before = await teamSuggestionCount();
    for (const [client, userId] of [
      [member, ACCOUNTS.member.userId],
      [coach, ACCOUNTS.coach.userId],
      [leader, ACCOUNTS.leader.userId],
    ] as const) {
      const { error } = await client
        .from('ai_suggestions')
        .insert({ activity_id: null, session_id: SESSION_ID, user_id: userId, generated_content: { sintesi: 'mia' } });
      expect(error?.code).toBe('42501');
    }
    expect(await teamSuggestionCount()).toBe(before);
  });

  it('keeps the per-user quota of suggestions: past it the function stores nothing and says why', async () => {
    await backend.db.query(
      `insert into private.storage_usage (user_id, table_name, row_count, byte_count) values ($1, 'ai_suggestions', 2000, 0)
       on conflict (user_id, table_name) do update set row_count = 2000`,
      [ACCOUNTS.leader.userId],
    );
    const before = await teamSuggestionCount();
    const refused = await askTeamSuggestion(leader);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe('storage_quota');
    expect(await teamSuggestionCount()).toBe(before);
    await backend.db.query(
      `update private.storage_usage set row_count = 0 where user_id = $1 and table_name = 'ai_suggestions'`,
      [ACCOUNTS.leader.userId],
    );
  });
});
