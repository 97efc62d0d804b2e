// How much of a team chat a device keeps. Every message that arrives (Realtime, polling) is cached,
// so a year of a busy team would leave tens of thousands of rows that the chat reads whole on each
// change and each poll. A device keeps the newest CHAT_KEEP_PER_TEAM server messages per team (what
// a device's first read of a chat fetches, so an old device shows what a new one does) and every
// message still queued to be sent, however old. It prunes only past CHAT_PRUNE_SLACK more, so that
// the work is done once per hundred messages, not on each.
import type { OfflineDb } from '../store/db';
import type { LocalChatMessage } from '../store/rows';

export const CHAT_KEEP_PER_TEAM = 500;
export const CHAT_PRUNE_SLACK = 100;

const byTime = (a: LocalChatMessage, b: LocalChatMessage): number =>
  (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

/** Deletes the user's oldest sent messages of each team beyond the newest CHAT_KEEP_PER_TEAM; answers how many. */
export async function pruneChat(db: OfflineDb, ownerId: string, teamIds: Iterable<string>): Promise<number> {
  let pruned = 0;
  for (const teamId of new Set(teamIds)) {
    const team = () => db.chatMessages.where('[ownerId+teamId]').equals([ownerId, teamId]);
    if ((await team().count()) <= CHAT_KEEP_PER_TEAM + CHAT_PRUNE_SLACK) continue;
    pruned += await db.transaction('rw', db.chatMessages, db.outbox, async () => {
      const queued = await db.outbox
        .where('ownerId')
        .equals(ownerId)
        .filter((entry) => entry.kind === 'chat-message/send')
        .toArray();
      const unsent = new Set(queued.map((entry) => entry.target));
      const sent = (await team().toArray()).filter((row) => !unsent.has(row.id)).sort(byTime);
      const doomed = sent.slice(0, Math.max(0, sent.length - CHAT_KEEP_PER_TEAM));
      await db.chatMessages.bulkDelete(doomed.map((row): [string, string] => [ownerId, row.id]));
      return doomed.length;
    });
  }
  return pruned;
}
