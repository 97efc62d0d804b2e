import type { Operation } from '../operations/payloads';
import { settleBatch } from '../outbox/queue';
import type { OutboxEntry, PushFailure, PushOutcome } from '../outbox/types';
import { batchOperationOf, outcomeOfAnswer, receiptIdOf, type BatchAnswer } from '../sync/batch';
import { coalesceHead, type PushUnit } from '../sync/coalesce';
import { settle } from '../sync/settle';
import { getOfflineDb, type OfflineDb } from '../store/db';
import { getWorkshopDb, readRow, type WorkshopDb, type WorkshopDevice, type WorkshopServerStatus } from './db';
import { signBody } from './keys';
import { clearPreparedTablet, markPreparedTablet } from './marker';

/** The kinds a workshop device may push: answers, activity progress, assignment forms. */
export const WORKSHOP_KINDS: ReadonlySet<Operation['kind']> = new Set([
  'assessment/save-partial',
  'assessment/complete',
  'progress/upsert',
  'submission/upsert',
]);

/**
 * What one push may carry (docs/workshop-tablets.md): at most 1000 operations, 100 participants and
 * 1 MiB of body, else the server applies nothing. The tablet stays well inside: what is left goes in
 * the next push.
 */
export const PUSH_LIMITS = { operations: 1000, participants: 100, bytes: 900 * 1024 };

export interface WorkshopPushConfig {
  /** the backend's base URL (VITE_SUPABASE_URL). */
  url: string;
  /** the anon key: the only credential the push carries; the signature proves the device. */
  anonKey: string;
  fetch?: typeof fetch;
  db?: OfflineDb;
  workshopDb?: WorkshopDb;
  now?: () => Date;
  newId?: () => string;
}

export type WorkshopPushResult =
  | { kind: 'no-device' }
  | { kind: 'offline'; message: string }
  | { kind: 'refused'; status: WorkshopServerStatus['status']; message: string }
  | { kind: 'pushed'; sent: number; ok: number; failed: number; retry: number; remaining: number };

interface ParticipantBatch {
  userId: string;
  units: PushUnit[];
}

/**
 * Every participant's oldest pending entries of the allowed kinds, folded, within the push's limits;
 * a participant's entries go in queue order, so once one does not fit, the rest waits for the next push.
 */
async function gather(db: OfflineDb, device: WorkshopDevice, limits = PUSH_LIMITS): Promise<ParticipantBatch[]> {
  const batches: ParticipantBatch[] = [];
  let operations = 0;
  let bytes = 0;
  let full = false;
  for (const { user_id: userId } of device.participants) {
    if (full || batches.length >= limits.participants || operations >= limits.operations) break;
    const head = await db.outbox
      .where('[ownerId+status]')
      .equals([userId, 'pending'])
      .filter((entry) => WORKSHOP_KINDS.has(entry.kind))
      .limit(limits.operations - operations)
      .toArray();
    const units: PushUnit[] = [];
    for (const unit of coalesceHead(head)) {
      const size = JSON.stringify(batchOperationOf(unit.entry)).length + 100;
      if (bytes + size > limits.bytes) {
        full = true;
        break;
      }
      units.push(unit);
      bytes += size;
    }
    operations += units.length;
    if (units.length > 0) batches.push({ userId, units });
  }
  return batches;
}

interface UnsentReport {
  counted_at: string;
  participants: { user_id: string; pending: number; refused: number }[];
}

/**
 * Per participant of the device, the entries of the allowed kinds it holds that this push does not
 * carry: pending, and refused on the device. The server adds what this push's answer leaves behind
 * and keeps the latest report, which the admin's Dispositivi tab shows (docs/workshop-tablets.md).
 */
async function unsentReport(
  db: OfflineDb,
  device: WorkshopDevice,
  batches: ParticipantBatch[],
  countedAt: string,
): Promise<UnsentReport> {
  const carried = new Set(batches.flatMap(({ units }) => units.flatMap((unit) => unit.members.map((m) => m.id))));
  const participants: UnsentReport['participants'] = [];
  for (const { user_id: userId } of device.participants) {
    const own = (await db.outbox.where('ownerId').equals(userId).toArray()).filter((e) => WORKSHOP_KINDS.has(e.kind));
    participants.push({
      user_id: userId,
      pending: own.filter((entry) => entry.status === 'pending' && !carried.has(entry.id)).length,
      refused: own.filter((entry) => entry.status === 'failed').length,
    });
  }
  return { counted_at: countedAt, participants };
}

function bodyOf(
  device: WorkshopDevice,
  batchId: string,
  sentAt: string,
  batches: ParticipantBatch[],
  unsent: UnsentReport,
): string {
  return JSON.stringify({
    device_id: device.id,
    batch_id: batchId,
    sent_at: sentAt,
    participants: batches.map(({ userId, units }) => ({
      user_id: userId,
      vouched_by: device.preparedBy,
      operations: units.map(({ entry }) => ({ ...batchOperationOf(entry), acted_at: entry.actedAt })),
    })),
    unsent,
  });
}

type DeviceAnswer = { status?: string; upload_until?: string | null; revoked_at?: string | null };

async function recordStatus(
  workshopDb: WorkshopDb,
  status: WorkshopServerStatus['status'],
  device: DeviceAnswer | undefined,
  at: string,
) {
  await workshopDb.state.put({
    key: 'status',
    status,
    uploadUntil: device?.upload_until ?? null,
    revokedAt: device?.revoked_at ?? null,
    checkedAt: at,
  });
}

/** The answers mapped back to the units by operation id (a missing one: not applied, retried later). */
function outcomesOf(units: PushUnit[], results: BatchAnswer[]): PushOutcome[] {
  const byId = new Map(results.map((answer) => [answer.id, answer]));
  return units.map((unit) => outcomeOfAnswer(byId.get(receiptIdOf(unit.entry))));
}

/**
 * Pushes every participant's pending work of the allowed kinds in one signed batch, whoever is
 * signed in (or no one), and settles each entry from its answer exactly as the user's own sync
 * does: ok deletes it, a refusal marks it failed (kept and shown), a retry leaves it and what
 * follows it for later. A revoked or expired device leaves every entry as it was and says so.
 * With no pending work it is the status check (participants: []).
 */
export async function pushWorkshopOutbox(
  config: WorkshopPushConfig,
  limits = PUSH_LIMITS,
): Promise<WorkshopPushResult> {
  const db = config.db ?? getOfflineDb();
  const workshopDb = config.workshopDb ?? getWorkshopDb();
  const now = config.now ?? (() => new Date());
  const device = await readRow(workshopDb, 'device');
  if (!device) {
    clearPreparedTablet();
    return { kind: 'no-device' };
  }
  const batches = await gather(db, device, limits);
  const sentAt = now().toISOString();
  const unsent = await unsentReport(db, device, batches, sentAt);
  const body = bodyOf(device, (config.newId ?? (() => crypto.randomUUID()))(), sentAt, batches, unsent);
  const signature = await signBody(device.privateKey, body);
  let response: Response;
  try {
    response = await (config.fetch ?? fetch)(`${config.url.replace(/\/$/, '')}/functions/v1/workshop-sync`, {
      method: 'POST',
      headers: {
        apikey: config.anonKey,
        authorization: `Bearer ${config.anonKey}`,
        'content-type': 'application/json',
        'x-workshop-signature': signature,
      },
      body,
    });
  } catch (error) {
    return { kind: 'offline', message: error instanceof Error ? error.message : String(error) };
  }
  const answer = (await response.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    device?: DeviceAnswer;
    results?: BatchAnswer[];
  };
  if (response.status === 401 || response.status === 403) {
    const code = answer.code;
    const status =
      code === 'device_revoked'
        ? 'revoked'
        : code === 'device_expired'
          ? 'expired'
          : code === 'unknown_device'
            ? 'unknown_device'
            : 'bad_signature';
    await recordStatus(workshopDb, status, answer.device, sentAt);
    // The server will take nothing more from this tablet: other routes stop loading its pusher.
    clearPreparedTablet();
    return { kind: 'refused', status, message: answer.message ?? code ?? `HTTP ${response.status}` };
  }
  if (!response.ok || !Array.isArray(answer.results)) {
    return { kind: 'offline', message: answer.message ?? `HTTP ${response.status}` };
  }
  await recordStatus(workshopDb, 'active', answer.device, sentAt);
  markPreparedTablet(device.id);
  return settleAll(db, batches, answer.results, sentAt);
}

async function settleAll(
  db: OfflineDb,
  batches: ParticipantBatch[],
  results: BatchAnswer[],
  at: string,
): Promise<WorkshopPushResult> {
  const counts = { sent: 0, ok: 0, failed: 0, retry: 0, remaining: 0 };
  for (const { units } of batches) {
    const outcomes = outcomesOf(units, results);
    const { settlements } = settle(units, outcomes);
    await settleBatch(db, settlements, at);
    counts.sent += units.length;
    for (const outcome of outcomes) {
      if (outcome.ok) counts.ok++;
      else if (isRetry(outcome)) counts.retry++;
      else counts.failed++;
    }
    counts.remaining += units.length - settlements.filter((s) => s.as !== 'transient').length;
  }
  return { kind: 'pushed', ...counts };
}

const isRetry = (outcome: PushFailure): boolean => outcome.status === 0 || outcome.status >= 500;

/** The participants' entries still on the tablet: pending and refused, per user. */
export async function unsentByParticipant(
  userIds: readonly string[],
  db: OfflineDb = getOfflineDb(),
): Promise<Map<string, { pending: number; failed: OutboxEntry[] }>> {
  const counts = new Map<string, { pending: number; failed: OutboxEntry[] }>();
  for (const userId of userIds) {
    const entries = await db.outbox.where('ownerId').equals(userId).toArray();
    const own = entries.filter((entry) => WORKSHOP_KINDS.has(entry.kind));
    counts.set(userId, {
      pending: own.filter((entry) => entry.status === 'pending').length,
      failed: own.filter((entry) => entry.status === 'failed'),
    });
  }
  return counts;
}
