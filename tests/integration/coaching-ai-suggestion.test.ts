/**
 * The ai-suggestion edge function over HTTP (functions/v1, supabase-js) against the embedded backend:
 * the offline generator (no provider configured), the checks made with the caller's token, every
 * error with nothing stored, and the provider path against a local imitation of the chat-completions
 * API (success, HTTP 500, an answer that never comes, an answer of the wrong shape). The function reads
 * AI_* from process.env per request, and runs in this process, so each test sets them.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNTS,
  ORG,
  PROMPT_ID,
  SESSION_ID,
  activityId,
  formId,
  phaseId,
  seedId,
} from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend, type TestClient } from '../support/backend.ts';

const ACTIVITY = activityId(7);
const LEADER_SUBMISSION = seedId('72000000', 1);
const NOT_CONFIGURED = 'AI suggestions non configurate per questa attività.';

let backend: TestBackend;
let member: TestClient;
let leader: TestClient;
let globex: TestClient;
let memberSubmission: string;

beforeAll(async () => {
  backend = await startTestBackend();
  member = await backend.signIn('member@acme.test');
  leader = await backend.signIn('leader@acme.test');
  globex = await backend.signIn('member@globex.test');
  memberSubmission = randomUUID();
  const { error } = await member.from('assignment_submissions').insert({
    id: memberSubmission,
    form_id: formId(1),
    user_id: ACCOUNTS.member.userId,
    status: 'submitted',
    submitted_at: new Date().toISOString(),
    answers: {
      [seedId('71000000', 1)]: 'Acme S.p.A.',
      [seedId('71000000', 2)]: 'Rendere semplice il lavoro dei clienti.',
      [seedId('71000000', 3)]: 'Servizi',
      [seedId('71000000', 4)]: ['Online', 'Partner'],
      [seedId('71000000', 5)]: 120,
    },
  });
  expect(error).toBeNull();
});
afterAll(async () => backend?.close());

interface Outcome {
  status: number;
  body: Record<string, unknown>;
}
async function invoke(client: TestClient, body: unknown): Promise<Outcome> {
  const { data, error } = await client.functions.invoke('ai-suggestion', { body: body as Record<string, unknown> });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}
const requestFor = (submissionId: string, activity = ACTIVITY, promptTemplateId = PROMPT_ID) => ({
  submissionId,
  promptTemplateId,
  activityId: activity,
});

async function storedCount(): Promise<number> {
  const { count } = await backend.serviceClient().from('ai_suggestions').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

describe('without a provider: the offline generator', () => {
  it("stores and answers a company-mission suggestion built from the member's own answers, labelled offline", async () => {
    const { status, body } = await invoke(member, requestFor(memberSubmission));
    expect(status).toBe(200);
    const suggestion = body.suggestion as Record<string, unknown>;
    expect(suggestion).toMatchObject({
      activity_id: ACTIVITY,
      user_id: ACCOUNTS.member.userId,
      session_id: SESSION_ID,
      submission_id: memberSubmission,
      prompt_template_id: PROMPT_ID,
      status: 'new',
      user_modifications: null,
      accepted_at: null,
    });
    expect(suggestion.generated_at).toEqual(expect.any(String));
    const content = suggestion.generated_content as Record<string, unknown>;
    expect(content).toMatchObject({
      nome_azienda: 'Acme S.p.A.',
      source: 'offline-generator',
      source_note: expect.stringMatching(/offline/),
    });
    expect(content.mission_estesa).toContain('Rendere semplice il lavoro dei clienti.');
    expect(content.numeri_chiave).toContain('Numero di dipendenti: 120');
    // Stored: the member reads it back as the newest suggestion of the activity.
    const newest = await member
      .from('ai_suggestions')
      .select('id, generated_content')
      .eq('activity_id', ACTIVITY)
      .eq('user_id', ACCOUNTS.member.userId)
      .order('created_at', { ascending: false })
      .limit(1)
      .single();
    expect(newest.data).toEqual({ id: suggestion.id, generated_content: content });
  });

  it('is deterministic: the same answers give the same content', async () => {
    const [a, b] = [
      await invoke(member, requestFor(memberSubmission)),
      await invoke(member, requestFor(memberSubmission)),
    ];
    expect((a.body.suggestion as { generated_content: unknown }).generated_content).toEqual(
      (b.body.suggestion as { generated_content: unknown }).generated_content,
    );
    expect((a.body.suggestion as { id: string }).id).not.toBe((b.body.suggestion as { id: string }).id);
  });

  it('makes an activity-level suggestion without a submission', async () => {
    const { status, body } = await invoke(member, requestFor('activity-level'));
    expect(status).toBe(200);
    expect(body.suggestion).toMatchObject({
      submission_id: null,
      status: 'new',
      generated_content: { source: 'offline-generator' },
    });
  });

  it('uses the session the app names, and refuses one the caller does not see', async () => {
    const named = await invoke(member, { ...requestFor('activity-level'), sessionId: SESSION_ID });
    expect(named).toMatchObject({ status: 200, body: { suggestion: { session_id: SESSION_ID } } });
    const before = await storedCount();
    expect(await invoke(member, { ...requestFor('activity-level'), sessionId: randomUUID() })).toMatchObject({
      status: 404,
      body: { code: 'session_not_found' },
    });
    expect(await storedCount()).toBe(before);
  });

  it('gives the three-part and the 15-cell customer journey shapes their keys', async () => {
    const service = backend.serviceClient();
    const shapes = { three_part: seedId('80000000', 91), customer_journey: seedId('80000000', 92) };
    for (const [format, id] of Object.entries(shapes)) {
      expect(
        (
          await service.from('ai_prompt_templates').insert({
            id,
            name: format,
            system_prompt: 'Sei un coach.',
            user_prompt_template: '{{answers}}',
            output_format: format,
            organization_id: ORG.acme,
          })
        ).error,
      ).toBeNull();
      expect(
        (
          await service.from('coaching_activities').insert({
            id: seedId('62000000', id === shapes.three_part ? 91 : 92),
            phase_id: phaseId(3),
            title: format,
            activity_type: 'ai_suggestion',
            source_form_activity_id: formId(1),
            ai_prompt_template_id: id,
          })
        ).error,
      ).toBeNull();
    }
    const three = await invoke(member, requestFor(memberSubmission, seedId('62000000', 91), shapes.three_part));
    expect(Object.keys((three.body.suggestion as { generated_content: object }).generated_content).sort()).toEqual([
      'concezione',
      'connessione',
      'consegna',
      'source',
      'source_note',
    ]);
    const journey = await invoke(member, requestFor(memberSubmission, seedId('62000000', 92), shapes.customer_journey));
    const grid = (journey.body.suggestion as { generated_content: Record<string, string> }).generated_content;
    const cells = ['concezione', 'connessione', 'consegna'].flatMap((p) =>
      ['consapevolezza', 'considerazione', 'decisione', 'partecipazione', 'valutazione'].map((s) => `${p}_${s}`),
    );
    for (const cell of cells) expect(grid[cell], cell).toEqual(expect.stringMatching(/\S/));
  });
});

describe('what the caller may use, and the errors (nothing stored)', () => {
  it.each([
    [
      'an activity without a prompt template',
      () => requestFor('activity-level', activityId(1)),
      400,
      'ai_not_configured',
      NOT_CONFIGURED,
    ],
    [
      "another prompt template than the activity's",
      () => requestFor('activity-level', ACTIVITY, randomUUID()),
      400,
      'prompt_template_mismatch',
      /prompt template/,
    ],
    [
      'a body without activityId',
      () => ({ submissionId: 'activity-level', promptTemplateId: PROMPT_ID }),
      400,
      'bad_request',
      /activityId/,
    ],
    ['a submissionId that is no UUID', () => requestFor('not-a-uuid'), 400, 'bad_request', /submissionId/],
    ['a body that is not an object', () => ['x'], 400, 'bad_request', /oggetto JSON/],
    [
      'an activity that does not exist',
      () => requestFor('activity-level', randomUUID()),
      404,
      'activity_not_found',
      'Attività non trovata o non accessibile',
    ],
    [
      "another member's submission they cannot see",
      () => requestFor(LEADER_SUBMISSION),
      404,
      'submission_not_found',
      /Submission/,
    ],
  ] as const)('%s', async (_name, body, status, code, message) => {
    const before = await storedCount();
    const outcome = await invoke(member, body());
    expect(outcome.status).toBe(status);
    expect(outcome.body.code).toBe(code);
    if (typeof message === 'string') expect(outcome.body.error).toBe(message);
    else expect(outcome.body.error).toMatch(message);
    expect(await storedCount()).toBe(before);
  });

  it("refuses a submission of a form that is not the activity's", async () => {
    const other = randomUUID();
    expect(
      (
        await member
          .from('assignment_submissions')
          .insert({ id: other, form_id: formId(2), user_id: ACCOUNTS.member.userId, answers: { a: 'x' } })
      ).error,
    ).toBeNull();
    const before = await storedCount();
    const outcome = await invoke(member, requestFor(other));
    expect(outcome).toMatchObject({ status: 400, body: { code: 'submission_form_mismatch' } });
    expect(await storedCount()).toBe(before);
  });

  it("answers 403 to a leader who may read a member's submission but not generate from it", async () => {
    const before = await storedCount();
    const outcome = await invoke(leader, requestFor(memberSubmission));
    expect(outcome).toMatchObject({ status: 403, body: { code: 'submission_not_own' } });
    expect(await storedCount()).toBe(before);
  });

  it("gives a Globex member nothing of Acme's activity", async () => {
    const before = await storedCount();
    const outcome = await invoke(globex, requestFor('activity-level'));
    expect(outcome).toMatchObject({ status: 404, body: { code: 'activity_not_found' } });
    expect(await storedCount()).toBe(before);
  });

  it('answers 401 to a caller with only the anon key', async () => {
    const outcome = await invoke(backend.anonClient(), requestFor('activity-level'));
    expect(outcome).toMatchObject({ status: 401, body: { code: 'not_signed_in' } });
  });
});

/** A local imitation of POST /v1/chat/completions; `answer` decides each reply. */
interface FakeProvider {
  url: string;
  requests: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown> }>;
  close(): Promise<void>;
}
async function startFakeProvider(answer: (res: ServerResponse) => void): Promise<FakeProvider> {
  const requests: FakeProvider['requests'] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      held.push(res);
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
const completion = (content: string) => (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    }),
  );
};

describe('with an OpenAI-compatible provider configured', () => {
  let provider: FakeProvider | undefined;
  const useProvider = async (answer: (res: ServerResponse) => void, timeoutMs = 30_000) => {
    provider = await startFakeProvider(answer);
    Object.assign(process.env, {
      AI_API_BASE_URL: provider.url,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: String(timeoutMs),
    });
    return provider;
  };
  afterEach(async () => {
    for (const name of ['AI_API_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS']) delete process.env[name];
    await provider?.close();
    provider = undefined;
  });

  it("fills the prompt from the submission, asks for JSON and stores the model's suggestion", async () => {
    const mission = {
      nome_azienda: 'Acme',
      mission_estesa: 'Semplificare il lavoro dei clienti.',
      numeri_chiave: ['120 dipendenti'],
      kpi_miglioramento: ['NPS +10'],
    };
    const fake = await useProvider(completion(JSON.stringify(mission)));
    const { status, body } = await invoke(member, requestFor(memberSubmission));
    expect(status).toBe(200);
    expect(body.suggestion).toMatchObject({
      generated_content: mission,
      status: 'new',
      user_id: ACCOUNTS.member.userId,
    });
    const [sent] = fake.requests;
    expect(sent?.headers.authorization).toBe('Bearer test-key');
    expect(sent?.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    const [system, user] = sent!.body.messages as Array<{ role: string; content: string }>;
    expect(system?.role).toBe('system');
    expect(system?.content).toMatch(/nome_azienda, mission_estesa, numeri_chiave, kpi_miglioramento/);
    expect(user?.content).toContain('Azienda: Acme.');
    expect(user?.content).toContain('- Descrivi la mission attuale: Rendere semplice il lavoro dei clienti.');
    expect(user?.content).toContain('- Canali verso i clienti: Online, Partner');
  });

  it('answers 502 and stores nothing when the provider fails', async () => {
    await useProvider((res) =>
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"error":{"message":"boom"}}'),
    );
    const before = await storedCount();
    expect(await invoke(member, requestFor(memberSubmission))).toMatchObject({
      status: 502,
      body: { code: 'provider_error', error: expect.stringMatching(/HTTP 500/) },
    });
    expect(await storedCount()).toBe(before);
  });

  it('answers 504 and stores nothing when the provider does not answer in time', async () => {
    await useProvider(() => undefined, 300);
    const before = await storedCount();
    expect(await invoke(member, requestFor(memberSubmission))).toMatchObject({
      status: 504,
      body: { code: 'provider_timeout' },
    });
    expect(await storedCount()).toBe(before);
  });

  it("answers 502 and stores nothing when the answer lacks the template's keys", async () => {
    await useProvider(completion(JSON.stringify({ concezione: 'a', connessione: 'b', consegna: 'c' })));
    const before = await storedCount();
    expect(await invoke(member, requestFor(memberSubmission))).toMatchObject({
      status: 502,
      body: { code: 'provider_bad_answer' },
    });
    expect(await storedCount()).toBe(before);
  });
});
