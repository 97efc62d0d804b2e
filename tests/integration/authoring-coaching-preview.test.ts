/**
 * "Genera un esempio" of a prompt template: the ai-suggestion function answers `{ preview }` in the
 * template's output shape and stores no suggestion; only an admin may ask, and only for a template
 * they may read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, PROMPT_ID, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { CROSS_ORG_FIXTURE_SQL, GLOBEX } from '../../supabase/tests/support/cross-org-fixtures.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

let backend: TestBackend;
let orgAdmin: TestClient;
let member: TestClient;

const suggestions = async (): Promise<number> =>
  (await backend.db.query<{ n: number }>('select count(*)::int as n from public.ai_suggestions')).rows[0]!.n;

async function invoke(client: TestClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('ai-suggestion', { body });
  const status = (error as { context?: Response } | null)?.context?.status ?? 200;
  return { data: data as { preview?: Record<string, unknown> } | null, status };
}

beforeAll(async () => {
  backend = await startTestBackend();
  await backend.db.exec(CROSS_ORG_FIXTURE_SQL);
  [orgAdmin, member] = await Promise.all([backend.signIn(ACCOUNTS.admin.email), backend.signIn(ACCOUNTS.member.email)]);
}, 120_000);
afterAll(async () => {
  await backend?.close();
});

describe('a prompt template preview', () => {
  it("answers a sample in the template's shape and stores nothing", async () => {
    const before = await suggestions();
    const { data, status } = await invoke(orgAdmin, {
      preview: true,
      promptTemplateId: PROMPT_ID,
      activityId: activityId(7),
    });
    expect(status).toBe(200);
    expect(Object.keys(data?.preview ?? {})).toEqual(
      expect.arrayContaining(['nome_azienda', 'mission_estesa', 'numeri_chiave', 'kpi_miglioramento']),
    );
    expect(await suggestions()).toBe(before);
  });

  it('is refused to a member, and for a template the admin cannot read', async () => {
    const before = await suggestions();
    expect((await invoke(member, { preview: true, promptTemplateId: PROMPT_ID })).status).toBe(403);
    expect((await invoke(orgAdmin, { preview: true, promptTemplateId: GLOBEX.prompt })).status).toBe(404);
    expect(await suggestions()).toBe(before);
  });
});
