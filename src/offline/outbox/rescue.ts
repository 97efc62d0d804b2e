import { getOfflineDb, type OfflineDb } from '../store/db';
import { operationOf } from './entry';
import type { OutboxLogRow } from './types';
import type { Operation } from '../operations/payloads';

export const RESCUE_FORMAT = 'taas-outbox-rescue';

export interface RescueEntry {
  operation: Operation;
  queuedAt: string;
  attempts: number;
  /** ids of later operations folded into this one (their content is in `operation`). */
  coalescedIds: string[];
  /** the server's last answer, for failed entries and after transient errors. */
  error: { status: number; code?: string; message: string; at: string } | null;
}

export interface RescueDocument {
  format: typeof RESCUE_FORMAT;
  formatVersion: 1;
  appVersion: string;
  exportedAt: string;
  ownerId: string;
  pending: RescueEntry[];
  failed: RescueEntry[];
  /** operations dropped because a later action won, kept for the record. */
  superseded: Pick<OutboxLogRow, 'operation' | 'coalescedIds' | 'reason' | 'at'>[];
}

interface RescueOptions {
  db?: OfflineDb;
  appVersion?: string;
  now?: Date;
}

// Typed loosely so this file also compiles for Node (tests, bench), where Vite's env types are absent.
const appVersionDefault = (): string =>
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_APP_VERSION ?? 'dev';

/** The user's unsent work as a document they can keep (the rescue copy). */
export async function buildRescueDocument(
  ownerId: string,
  { db = getOfflineDb(), appVersion = appVersionDefault(), now = new Date() }: RescueOptions = {},
): Promise<RescueDocument> {
  const [entries, log] = await db.transaction('r', db.outbox, db.outboxLog, () =>
    Promise.all([
      db.outbox.where('ownerId').equals(ownerId).sortBy('seq'),
      db.outboxLog.where('ownerId').equals(ownerId).sortBy('seq'),
    ]),
  );
  const toRescue = (entry: (typeof entries)[number]): RescueEntry => ({
    operation: operationOf(entry),
    queuedAt: entry.queuedAt,
    attempts: entry.attempts,
    coalescedIds: entry.coalescedIds,
    error: entry.lastError
      ? {
          status: entry.lastError.status,
          code: entry.lastError.code,
          message: entry.lastError.message,
          at: entry.lastError.at,
        }
      : null,
  });
  return {
    format: RESCUE_FORMAT,
    formatVersion: 1,
    appVersion,
    exportedAt: now.toISOString(),
    ownerId,
    pending: entries.filter((entry) => entry.status === 'pending').map(toRescue),
    failed: entries.filter((entry) => entry.status === 'failed').map(toRescue),
    superseded: log
      .filter((row) => row.outcome === 'superseded')
      .map(({ operation, coalescedIds, reason, at }) => ({ operation, coalescedIds, reason, at })),
  };
}

export function rescueFileName(doc: RescueDocument): string {
  return `taas-unsent-work-${doc.exportedAt.replace(/[:.]/g, '-')}.json`;
}

/** Offers the document as a JSON file download (browser only). */
export function downloadRescueDocument(doc: RescueDocument): void {
  const blob = new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = rescueFileName(doc);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
