/** Shared by the workshop-devices*.test.ts files: a tablet's key pair, registration and signed pushes over HTTP. */
import { expect } from 'vitest';
import { newEntry } from '../../src/offline/outbox/entry.ts';
import { batchOperationOf } from '../../src/offline/sync/batch.ts';
import type { Operation } from '../../src/offline/operations/payloads.ts';
import type { TestBackend, TestClient } from '../support/backend.ts';
import { at } from './outbox-batch-support.ts';

export interface Tablet {
  id: string;
  upload_until: string;
  keys: CryptoKeyPair;
}

/** A tablet's key pair as the client makes it: ECDSA P-256, the private key not extractable. */
export const newKeyPair = (): Promise<CryptoKeyPair> =>
  crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);

export const publicJwk = async (keys: CryptoKeyPair): Promise<JsonWebKey> =>
  crypto.subtle.exportKey('jwk', keys.publicKey);

type Rpc = (fn: string, args: unknown) => Promise<{ data: unknown; error: { message: string; code?: string } | null }>;
export const rpc = (client: TestClient, fn: string, args: unknown) => (client as unknown as { rpc: Rpc }).rpc(fn, args);

export const today = (): string => new Date().toISOString().slice(0, 10);

export async function register(
  client: TestClient,
  args: { teamId: string; sessionId?: string | null; label?: string; key?: JsonWebKey },
  keys?: CryptoKeyPair,
) {
  const pair = keys ?? (await newKeyPair());
  const { data, error } = await rpc(client, 'register_workshop_device', {
    p_team_id: args.teamId,
    p_session_id: args.sessionId ?? null,
    p_label: args.label ?? 'Tablet 1',
    p_public_key: args.key ?? (await publicJwk(pair)),
    p_workshop_date: today(),
  });
  return { data: data as { id: string; upload_until: string } | null, error, keys: pair };
}

export async function registerTablet(client: TestClient, teamId: string, sessionId: string | null): Promise<Tablet> {
  const { data, error, keys } = await register(client, { teamId, sessionId });
  expect(error).toBeNull();
  return { ...data!, keys };
}

const base64Url = (bytes: ArrayBuffer): string =>
  Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export interface Participant {
  user_id: string;
  vouched_by: string;
  operations: ReturnType<typeof pushOperation>[];
}

/** An outbox operation as the tablet sends it: the batch operation plus the time the participant acted. */
export function pushOperation(op: Operation) {
  return { ...batchOperationOf(newEntry(op, at(59))), acted_at: op.actedAt };
}

export interface PushAnswer {
  status: number;
  body: {
    code?: string;
    device?: { status: string; upload_until: string; revoked_at?: string };
    results?: { id: string; status: string; code?: string; row_id?: string; replay?: boolean }[];
  };
}

/** POSTs a batch with only the anon key, signed by `signer` (the tablet's own key unless an attacker's). */
export async function push(
  backend: TestBackend,
  deviceId: string,
  participants: Participant[],
  signer: CryptoKey,
  batchId: string = crypto.randomUUID(),
): Promise<PushAnswer> {
  const body = JSON.stringify({
    device_id: deviceId,
    batch_id: batchId,
    sent_at: new Date().toISOString(),
    participants,
  });
  const bytes = new TextEncoder().encode(body);
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signer, bytes);
  const response = await fetch(`${backend.url}/functions/v1/workshop-sync`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
      'x-workshop-signature': base64Url(signature),
    },
    body: bytes,
  });
  return { status: response.status, body: (await response.json()) as PushAnswer['body'] };
}

export async function refusals(backend: TestBackend, deviceId: string): Promise<{ op_id: string; reason: string }[]> {
  return (
    await backend.db.query<{ op_id: string; reason: string }>(
      'select op_id, reason from public.workshop_refusals where device_id = $1 order by received_at, op_id',
      [deviceId],
    )
  ).rows;
}
