// The team chat on the device: server messages cached as they arrive (Realtime, polling, prepare
// offline) beside the user's own messages still queued in the outbox.
import { getOfflineDb, type OfflineDb } from '../store/db';
import type { ChatMessageFields, LocalChatMessage } from '../store/rows';
import { pruneChat } from './retention';

export type ChatMessageRow = Omit<ChatMessageFields, 'teamId' | 'pending'>;

/** A message as the chat shows it: pending while its outbox entry has not been accepted. */
export type ChatMessage = Omit<LocalChatMessage, 'ownerId'> & { pending: boolean };

const byTime = (a: LocalChatMessage, b: LocalChatMessage): number =>
  (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

/** A team's chat, oldest first; a session id narrows it to that session's messages. */
export async function readChatMessages(
  ownerId: string,
  teamId: string,
  sessionId: string | null = null,
  db: OfflineDb = getOfflineDb(),
): Promise<ChatMessage[]> {
  const [rows, queued] = await Promise.all([
    db.chatMessages.where('[ownerId+teamId]').equals([ownerId, teamId]).toArray(),
    db.outbox
      .where('ownerId')
      .equals(ownerId)
      .filter((entry) => entry.kind === 'chat-message/send')
      .toArray(),
  ]);
  const pending = new Set(queued.map((entry) => entry.target));
  return rows
    .filter((row) => sessionId === null || row.session_id === null || row.session_id === sessionId)
    .sort(byTime)
    .map(({ ownerId: _owner, ...row }) => ({ ...row, pending: pending.has(row.id) }));
}

/**
 * The newest updated_at of the team's cached server messages: a poll asks only for rows stored
 * since (created_at is the sender's time, and a message sent late from offline is older than that).
 */
export async function latestChatTime(
  ownerId: string,
  teamId: string,
  db: OfflineDb = getOfflineDb(),
): Promise<string | null> {
  const rows = await db.chatMessages.where('[ownerId+teamId]').equals([ownerId, teamId]).toArray();
  return rows
    .filter((row) => !row.pending)
    .reduce<string | null>(
      (max, row) => (row.updated_at && (!max || row.updated_at > max) ? row.updated_at : max),
      null,
    );
}

/**
 * Server rows replace the device's copy (a sent message's row replaces its pending twin: same id); the
 * teams' oldest messages beyond what a device keeps are then dropped (./retention.ts).
 */
export async function cacheChatMessages(
  ownerId: string,
  rows: readonly ChatMessageRow[],
  db: OfflineDb = getOfflineDb(),
): Promise<void> {
  if (rows.length === 0) return;
  await db.chatMessages.bulkPut(rows.map((row) => ({ ...row, teamId: row.team_id, pending: false, ownerId })));
  await pruneChat(
    db,
    ownerId,
    rows.map((row) => row.team_id),
  );
}
