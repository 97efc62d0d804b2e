import { describe, expect, it } from 'vitest';
import { cacheChatMessages, latestChatTime, readChatMessages } from './reads';
import { commit } from '../outbox/commit';
import { newEntry } from '../outbox/entry';
import { requestFor } from '../sync/transport';
import { OWNER, at, freshDb, op } from '../testing/fixtures';

const TEAM = 'team-1';
const SESSION = 'session-1';
const MESSAGE_ID = '22222222-2222-4222-8222-222222222222';
const send = (message: string, actedAt = at(5)) =>
  op('chat-message/send', MESSAGE_ID, { team_id: TEAM, session_id: SESSION, message, sender_role: 'member' }, actedAt);

describe('chat-message/send', () => {
  it("pushes an upsert on the sender's client id that ignores duplicates, with the client id as row id and the send time", () => {
    expect(requestFor(newEntry(send('Ciao'), at(59)))).toEqual({
      method: 'upsert',
      table: 'team_chat_messages',
      onConflict: 'sender_id,client_id',
      ignoreDuplicates: true,
      body: {
        id: MESSAGE_ID,
        client_id: MESSAGE_ID,
        team_id: TEAM,
        session_id: SESSION,
        sender_id: OWNER,
        message: 'Ciao',
        created_at: at(5),
      },
    });
  });

  it('shows the message at once as pending, and as sent once the server row is cached and the entry gone', async () => {
    const db = freshDb();
    await commit(send('Ciao team'), db);
    expect(await readChatMessages(OWNER, TEAM, SESSION, db)).toMatchObject([
      { id: MESSAGE_ID, message: 'Ciao team', sender_role: 'member', pending: true },
    ]);
    expect(await latestChatTime(OWNER, TEAM, db)).toBeNull();

    await db.outbox.clear();
    await cacheChatMessages(
      OWNER,
      [
        {
          id: MESSAGE_ID,
          client_id: MESSAGE_ID,
          team_id: TEAM,
          session_id: SESSION,
          sender_id: OWNER,
          sender_role: 'member',
          message: 'Ciao team',
          created_at: at(6),
          updated_at: at(6),
        },
      ],
      db,
    );
    const [shown, ...others] = await readChatMessages(OWNER, TEAM, SESSION, db);
    expect(others).toEqual([]);
    expect(shown).toMatchObject({ id: MESSAGE_ID, pending: false, created_at: at(6) });
    expect(await latestChatTime(OWNER, TEAM, db)).toBe(at(6));
  });

  it('orders the chat by time and keeps another session of the team apart', async () => {
    const db = freshDb();
    const row = (id: string, created: string, session: string | null) => ({
      id,
      client_id: null,
      team_id: TEAM,
      session_id: session,
      sender_id: 'x',
      sender_role: 'coach',
      message: id,
      created_at: created,
      updated_at: created,
    });
    await cacheChatMessages(
      OWNER,
      [row('b', at(2), SESSION), row('a', at(1), SESSION), row('c', at(3), 'other'), row('d', at(4), null)],
      db,
    );
    expect((await readChatMessages(OWNER, TEAM, SESSION, db)).map((m) => m.id)).toEqual(['a', 'b', 'd']);
    expect(await readChatMessages('someone-else', TEAM, SESSION, db)).toEqual([]);
  });
});
