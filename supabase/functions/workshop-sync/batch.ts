/** The shape of a signed push, checked before anything is looked up (see docs/workshop-tablets.md). */
import { MAX_OPERATIONS, MAX_PARTICIPANTS, MAX_REPORTED } from './limits.ts';
import { Refusal } from './http.ts';

export interface Batch {
  device_id: string;
  batch_id: string;
  participants: { operations?: unknown }[];
  /** the work the tablet still holds per participant; recorded by workshop_record_unsent. */
  unsent?: { counted_at?: unknown; participants: unknown[] };
}

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

const bad = (message: string) => new Refusal(400, 'bad_request', message);

/** Parses the exact bytes that were signed; refuses what is not a batch of the contract's size. */
export function parseBatch(bytes: Uint8Array): Batch {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw bad('The body must be UTF-8 JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw bad('The body must be a JSON object');
  const { device_id, batch_id, participants, unsent } = body as Record<string, unknown>;
  if (typeof device_id !== 'string' || !UUID.test(device_id)) throw bad('device_id must be a uuid');
  if (typeof batch_id !== 'string' || !UUID.test(batch_id)) throw bad('batch_id must be a uuid');
  if (!Array.isArray(participants)) throw bad('participants must be an array');
  if (participants.length > MAX_PARTICIPANTS) throw bad(`At most ${MAX_PARTICIPANTS} participants per batch`);
  let operations = 0;
  for (const participant of participants as unknown[]) {
    if (typeof participant !== 'object' || participant === null) throw bad('Each participant must be an object');
    const ops = (participant as { operations?: unknown }).operations;
    if (!Array.isArray(ops)) throw bad('Each participant needs an operations array');
    operations += ops.length;
  }
  if (operations > MAX_OPERATIONS) throw bad(`At most ${MAX_OPERATIONS} operations per batch`);
  if (unsent !== undefined) checkUnsent(unsent);
  return body as Batch;
}

/** The report of unsent work is optional; when present it is an object with a bounded participants array. */
function checkUnsent(unsent: unknown): void {
  if (typeof unsent !== 'object' || unsent === null || Array.isArray(unsent)) throw bad('unsent must be an object');
  const { participants } = unsent as Record<string, unknown>;
  if (!Array.isArray(participants)) throw bad('unsent.participants must be an array');
  if (participants.length > MAX_REPORTED) throw bad(`At most ${MAX_REPORTED} participants in unsent`);
}
