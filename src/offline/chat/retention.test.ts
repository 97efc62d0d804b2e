import { describe, expect, it } from 'vitest';
import { cacheChatMessages, readChatMessages, type ChatMessageRow } from './reads';
import { CHAT_KEEP_PER_TEAM, CHAT_PRUNE_SLACK } from './retention';
import { commit } from '../outbox/commit';
import { OWNER, OTHER_OWNER, at, freshDb, op } from '../testing/fixtures';

const TEAM = 'team-1';
const OTHER_TEAM = 'team-2';
const UNSENT = '22222222-2222-4222-8222-222222222222';
const idOf = (team: string, i: number) => `${team}-message-${String(i).padStart(5, '0')}`;

/** `count` server messages of `team`, one a second from `from`, oldest first. */
const serverRows = (team: string, count: number, from = 100): ChatMessageRow[] =>
  Array.from({ length: count }, (_, i) => ({
    id: idOf(team, i),
    client_id: idOf(team, i),
    team_id: team,
    session_id: null,
    sender_id: OTHER_OWNER,
    sender_role: 'member',
    message: `Messaggio ${i}`,
    created_at: at(from + i),
    updated_at: at(from + i),
  }));

describe('the team chat kept on the device', () => {
  it("keeps a team's newest CHAT_KEEP_PER_TEAM server messages once it holds more than the slack allows", async () => {
    const db = freshDb();
    const total = CHAT_KEEP_PER_TEAM + CHAT_PRUNE_SLACK + 1;
    await cacheChatMessages(OWNER, serverRows(TEAM, total), db);
    const kept = await readChatMessages(OWNER, TEAM, null, db);
    expect(kept).toHaveLength(CHAT_KEEP_PER_TEAM);
    expect(kept[0]?.id).toBe(idOf(TEAM, total - CHAT_KEEP_PER_TEAM));
    expect(kept.at(-1)?.id).toBe(idOf(TEAM, total - 1));
  });

  it('never drops a message not yet sent, however old, nor another team or user', async () => {
    const db = freshDb();
    await commit(
      op(
        'chat-message/send',
        UNSENT,
        { team_id: TEAM, session_id: null, message: 'Mai inviato', sender_role: 'member' },
        at(0),
      ),
      db,
    );
    await cacheChatMessages(OWNER, serverRows(OTHER_TEAM, 10), db);
    await cacheChatMessages(OTHER_OWNER, serverRows(TEAM, 10), db);
    await cacheChatMessages(OWNER, serverRows(TEAM, CHAT_KEEP_PER_TEAM + CHAT_PRUNE_SLACK + 50), db);
    const kept = await readChatMessages(OWNER, TEAM, null, db);
    expect(kept).toHaveLength(CHAT_KEEP_PER_TEAM + 1);
    expect(kept[0]).toMatchObject({ id: UNSENT, pending: true });
    expect(await readChatMessages(OWNER, OTHER_TEAM, null, db)).toHaveLength(10);
    expect(await readChatMessages(OTHER_OWNER, TEAM, null, db)).toHaveLength(10);
  });

  it('keeps everything while a team holds no more than the slack allows', async () => {
    const db = freshDb();
    await cacheChatMessages(OWNER, serverRows(TEAM, CHAT_KEEP_PER_TEAM + CHAT_PRUNE_SLACK), db);
    expect(await readChatMessages(OWNER, TEAM, null, db)).toHaveLength(CHAT_KEEP_PER_TEAM + CHAT_PRUNE_SLACK);
  });
});
