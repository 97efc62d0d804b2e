/**
 * A refused write tells nothing about rows the caller cannot see: naming another organisation's
 * team, person or session is answered exactly as naming an id of no row (same status, code and
 * message), so a refusal never confirms that a guessed or leaked id exists elsewhere. The PGlite
 * suite (supabase/tests/cross-organisation-oracle.test.ts) checks every foreign key; these are the
 * attacks as the roles that make them, over HTTP.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ORG, SESSION_ID, TEAM } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: TestClient;
let globexMember: TestClient;

beforeAll(async () => {
  backend = await startTestBackend();
  orgAdmin = await backend.signIn(ACCOUNTS.admin.email);
  globexMember = await backend.signIn(ACCOUNTS.globex.email);
});
afterAll(async () => {
  await backend?.close();
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** The refusal of one insert, ids blanked, as the caller sees it. */
async function refusal(client: TestClient, table: string, row: Record<string, unknown>): Promise<string> {
  const loose = client as unknown as {
    from(t: string): { insert(r: unknown): PromiseLike<{ error: unknown; status: number }> };
  };
  const { error, status } = await loose.from(table).insert(row);
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  return `${status} ${code ?? 'no error'} ${(message ?? '').replaceAll(UUID, '<id>')}`;
}

describe("another organisation's ids are answered as ids of no row", () => {
  it("an org admin putting one of their people into another organisation's team", async () => {
    const row = (teamId: string) => ({ team_id: teamId, member_id: ACCOUNTS.member.userId, role: 'member' });
    const foreign = await refusal(orgAdmin, 'team_members', row(TEAM.orion));
    expect(foreign).toMatch(/^403 42501/);
    expect(foreign).toBe(await refusal(orgAdmin, 'team_members', row(randomUUID())));
  });

  it("an org admin naming another organisation's person as a team's leader", async () => {
    const row = (leaderId: string) => ({ name: 'Sonda', organization_id: ORG.acme, team_leader_id: leaderId });
    const foreign = await refusal(orgAdmin, 'teams', row(ACCOUNTS.globex.userId));
    expect(foreign).toMatch(/^403 42501/);
    expect(foreign).toBe(await refusal(orgAdmin, 'teams', row(randomUUID())));
  });

  it("an org admin assigning an assessment to another organisation's person", async () => {
    const row = (userId: string) => ({
      organization_id: ORG.acme,
      template_id: null,
      user_id: userId,
      target_user_id: userId,
      assessment_type: 'self',
    });
    const foreign = await refusal(orgAdmin, 'assessment_assignments', row(ACCOUNTS.globex.userId));
    expect(foreign).toMatch(/^403 42501/);
    expect(foreign).toBe(await refusal(orgAdmin, 'assessment_assignments', row(randomUUID())));
  });

  it("a member writing into another organisation's coaching session chat", async () => {
    const row = (sessionId: string) => ({
      team_id: TEAM.orion,
      session_id: sessionId,
      sender_id: ACCOUNTS.globex.userId,
      message: 'ciao',
      client_id: randomUUID(),
    });
    const foreign = await refusal(globexMember, 'team_chat_messages', row(SESSION_ID));
    expect(foreign).toMatch(/^403 42501/);
    expect(foreign).toBe(await refusal(globexMember, 'team_chat_messages', row(randomUUID())));
  });
});
