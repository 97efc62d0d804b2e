import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commit } from '../outbox/commit';
import { freshDb, op, at, assessmentRow } from '../testing/fixtures';
import { fromBase64Url } from './base64url';
import { WorkshopDb } from './db';
import { saveDevice } from './device';
import { createDeviceKeys } from './keys';
import { isPreparedTablet } from './marker';
import { pushWorkshopOutbox, unsentByParticipant } from './push';

const ANNA = '00000000-0000-4000-8000-0000000000a1';
const BRUNO = '00000000-0000-4000-8000-0000000000b2';
const COACH = '00000000-0000-4000-8000-0000000000c3';
const DEVICE = '00000000-0000-4000-8000-0000000000d4';
const ASSESS_A = '11111111-1111-4111-8111-1111111111a1';
const ASSESS_B = '11111111-1111-4111-8111-1111111111b2';
const URL = 'http://backend.test';
const ANON = 'anon-key-of-the-build';

let db = freshDb();
let workshopDb = new WorkshopDb(`w-${crypto.randomUUID()}`);
let publicJwk: JsonWebKey;

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A backend double that checks the signature as the server does and answers from `answer`. */
function backend(answer: (body: Record<string, unknown>) => { status: number; json: unknown }) {
  const sent: Sent[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const body = init.body as string;
    sent.push({ url, headers, body });
    const key = await crypto.subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    const good = await crypto.subtle.verify(
      { name: 'ECDSA', hash: 'SHA-256' },
      key,
      fromBase64Url(headers['x-workshop-signature']!),
      new TextEncoder().encode(body),
    );
    if (!good) return new Response(JSON.stringify({ code: 'bad_signature' }), { status: 401 });
    const { status, json } = answer(JSON.parse(body) as Record<string, unknown>);
    return new Response(JSON.stringify(json), { status });
  }) as unknown as typeof fetch;
  return { sent, fetchFn };
}

type SentBody = {
  device_id: string;
  participants: { user_id: string; vouched_by: string; operations: { id: string; kind: string; acted_at: string }[] }[];
};

beforeEach(async () => {
  db = freshDb();
  workshopDb = new WorkshopDb(`w-${crypto.randomUUID()}`);
  const keys = await createDeviceKeys();
  publicJwk = keys.publicJwk;
  await saveDevice(
    {
      id: DEVICE,
      organizationId: null,
      teamId: 'team-1',
      teamName: 'Alpha',
      sessionId: null,
      label: 'Tablet 1',
      workshopDate: '2026-01-01',
      uploadUntil: '2026-01-15T00:00:00Z',
      preparedBy: COACH,
      preparedAt: at(0),
      participants: [
        { user_id: ANNA, full_name: 'Anna' },
        { user_id: BRUNO, full_name: 'Bruno' },
      ],
      privateKey: keys.privateKey,
      publicJwk,
    },
    workshopDb,
  );
  await db.assessments.bulkPut([
    assessmentRow({ ownerId: ANNA, id: ASSESS_A, user_id: ANNA }),
    assessmentRow({ ownerId: BRUNO, id: ASSESS_B, user_id: BRUNO }),
  ]);
  await commit(op('assessment/save-partial', ASSESS_A, { answers: { Q1: '4' } }, at(10), ANNA), db);
  await commit(op('assessment/save-partial', ASSESS_B, { answers: { Q1: '2' } }, at(20), BRUNO), db);
  // A kind the device may not push stays for its owner's own sign-in.
  await commit(
    op(
      'chat-message/send',
      crypto.randomUUID(),
      { team_id: 't', session_id: null, message: 'ciao', sender_role: 'member' },
      at(30),
      ANNA,
    ),
    db,
  );
});

afterEach(() => {
  db.close();
  workshopDb.close();
});

const config = (fetchFn: typeof fetch) => ({ url: URL, anonKey: ANON, fetch: fetchFn, db, workshopDb });

describe('the workshop push', () => {
  it('sends every participant’s allowed work in one signed batch with only the anon key', async () => {
    const { sent, fetchFn } = backend((body) => ({
      status: 200,
      json: {
        device: { status: 'active', upload_until: '2026-01-15T00:00:00Z' },
        results: (body as SentBody).participants.flatMap((p) => p.operations.map((o) => ({ id: o.id, status: 'ok' }))),
      },
    }));
    const result = await pushWorkshopOutbox(config(fetchFn));
    expect(result).toMatchObject({ kind: 'pushed', sent: 2, ok: 2, failed: 0 });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe(`${URL}/functions/v1/workshop-sync`);
    expect(sent[0]!.headers.apikey).toBe(ANON);
    expect(sent[0]!.headers.authorization).toBe(`Bearer ${ANON}`);
    const body = JSON.parse(sent[0]!.body) as SentBody;
    expect(body.device_id).toBe(DEVICE);
    expect(
      body.participants.map((p) => [p.user_id, p.vouched_by, p.operations.map((o) => [o.kind, o.acted_at])]),
    ).toEqual([
      [ANNA, COACH, [['assessment/save-partial', at(10)]]],
      [BRUNO, COACH, [['assessment/save-partial', at(20)]]],
    ]);
    const left = await db.outbox.toArray();
    expect(left.map((entry) => [entry.ownerId, entry.kind])).toEqual([[ANNA, 'chat-message/send']]);
  });

  it('settles each entry from its own answer: ok goes, a refusal stays shown, a retry waits', async () => {
    const { fetchFn } = backend((body) => {
      const [anna, bruno] = (body as SentBody).participants;
      return {
        status: 200,
        json: {
          device: { status: 'active' },
          results: [
            { id: bruno!.operations[0]!.id, status: 'failed', code: '42501', message: 'not a member of the team' },
            { id: anna!.operations[0]!.id, status: 'ok', row_id: ASSESS_A },
          ],
        },
      };
    });
    expect(await pushWorkshopOutbox(config(fetchFn))).toMatchObject({ kind: 'pushed', ok: 1, failed: 1 });
    const unsent = await unsentByParticipant([ANNA, BRUNO], db);
    expect(unsent.get(ANNA)).toMatchObject({ pending: 0, failed: [] });
    expect(unsent.get(BRUNO)!.pending).toBe(0);
    expect(unsent.get(BRUNO)!.failed.map((entry) => entry.lastError?.code)).toEqual(['42501']);

    const retry = backend(() => ({ status: 200, json: { device: { status: 'active' }, results: [] } }));
    await commit(op('assessment/save-partial', ASSESS_A, { answers: { Q2: '1' } }, at(40), ANNA), db);
    expect(await pushWorkshopOutbox(config(retry.fetchFn))).toMatchObject({ kind: 'pushed', retry: 1 });
    expect((await unsentByParticipant([ANNA], db)).get(ANNA)!.pending).toBe(1);
  });

  it('keeps everything when the device is revoked, and remembers it to show it', async () => {
    const { fetchFn } = backend(() => ({
      status: 403,
      json: {
        code: 'device_revoked',
        device: { status: 'revoked', revoked_at: at(50), upload_until: '2026-01-15T00:00:00Z' },
      },
    }));
    expect(await pushWorkshopOutbox(config(fetchFn))).toMatchObject({ kind: 'refused', status: 'revoked' });
    expect(await db.outbox.count()).toBe(3);
    expect(await workshopDb.state.get('status')).toMatchObject({ status: 'revoked', revokedAt: at(50) });
  });

  it('keeps the tablet’s mark while the server takes its work, and clears it once refused or forgotten', async () => {
    const kept = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
      removeItem: (k: string) => void kept.delete(k),
    });
    const accepted = backend(() => ({ status: 200, json: { device: { status: 'active' }, results: [] } }));
    await pushWorkshopOutbox(config(accepted.fetchFn));
    expect(isPreparedTablet()).toBe(true);
    const revoked = backend(() => ({ status: 403, json: { code: 'device_revoked' } }));
    await pushWorkshopOutbox(config(revoked.fetchFn));
    expect(isPreparedTablet()).toBe(false);
    await pushWorkshopOutbox(config(accepted.fetchFn));
    expect(isPreparedTablet()).toBe(true);
    await workshopDb.state.delete('device');
    expect(await pushWorkshopOutbox(config(accepted.fetchFn))).toEqual({ kind: 'no-device' });
    expect(isPreparedTablet()).toBe(false);
    vi.unstubAllGlobals();
  });

  it('asks for the status with no participants when nothing waits, and reports a network failure as offline', async () => {
    await db.outbox.clear();
    const { sent, fetchFn } = backend(() => ({ status: 200, json: { device: { status: 'active' }, results: [] } }));
    expect(await pushWorkshopOutbox(config(fetchFn))).toMatchObject({ kind: 'pushed', sent: 0 });
    expect((JSON.parse(sent[0]!.body) as SentBody).participants).toEqual([]);
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await pushWorkshopOutbox(config(down))).toMatchObject({ kind: 'offline' });
  });
});

describe('the report of what the tablet still holds', () => {
  type Reported = { counted_at: string; participants: { user_id: string; pending: number; refused: number }[] };
  const reportOf = (sent: Sent) => (JSON.parse(sent.body) as { unsent: Reported }).unsent;

  it('names every participant with the entries this push does not carry and those refused on the tablet', async () => {
    const { sent, fetchFn } = backend((body) => ({
      status: 200,
      json: {
        device: { status: 'active' },
        results: (body as SentBody).participants.flatMap((p) =>
          p.operations.map((o) => ({ id: o.id, status: 'failed', code: '42501', message: 'no' })),
        ),
      },
    }));
    const now = () => new Date(at(90));
    // One operation per push: Anna's goes, Bruno's waits.
    const limits = { operations: 1, participants: 100, bytes: 900 * 1024 };
    await pushWorkshopOutbox({ ...config(fetchFn), now }, limits);
    expect(reportOf(sent[0]!)).toEqual({
      counted_at: at(90),
      participants: [
        { user_id: ANNA, pending: 0, refused: 0 },
        { user_id: BRUNO, pending: 1, refused: 0 },
      ],
    });
    // Anna's was refused and stays on the tablet: the next push counts it.
    await pushWorkshopOutbox({ ...config(fetchFn), now }, limits);
    expect(reportOf(sent[1]!).participants).toEqual([
      { user_id: ANNA, pending: 0, refused: 1 },
      { user_id: BRUNO, pending: 0, refused: 0 },
    ]);
  });
});

describe('the push within the server’s limits', () => {
  it('never sends more operations in all than one push may carry; the rest goes next', async () => {
    for (let i = 0; i < 3; i++)
      await commit(
        op(
          'progress/upsert',
          `s/a${i}`,
          { session_id: 's', activity_id: `a${i}`, status: 'completed' },
          at(40 + i),
          ANNA,
        ),
        db,
      );
    const counts: number[] = [];
    const { fetchFn } = backend((body) => {
      const ops = (body as SentBody).participants.flatMap((p) => p.operations);
      counts.push(ops.length);
      return {
        status: 200,
        json: { device: { status: 'active' }, results: ops.map((o) => ({ id: o.id, status: 'ok' })) },
      };
    });
    const limits = { operations: 3, participants: 100, bytes: 900 * 1024 };
    expect(await pushWorkshopOutbox(config(fetchFn), limits)).toMatchObject({ sent: 3 });
    expect(await pushWorkshopOutbox(config(fetchFn), limits)).toMatchObject({ sent: 2 });
    expect(counts).toEqual([3, 2]);
    expect((await unsentByParticipant([ANNA, BRUNO], db)).get(BRUNO)!.pending).toBe(0);
  });

  it('keeps a body under the byte limit, leaving a participant’s later entries in order for the next push', async () => {
    const { sent, fetchFn } = backend((body) => {
      const ops = (body as SentBody).participants.flatMap((p) => p.operations);
      return {
        status: 200,
        json: { device: { status: 'active' }, results: ops.map((o) => ({ id: o.id, status: 'ok' })) },
      };
    });
    const one = JSON.stringify((await db.outbox.toArray())[0]).length;
    expect(
      await pushWorkshopOutbox(config(fetchFn), { operations: 1000, participants: 100, bytes: one }),
    ).toMatchObject({
      sent: 1,
    });
    expect((JSON.parse(sent[0]!.body) as SentBody).participants.map((p) => p.user_id)).toEqual([ANNA]);
  });
});
