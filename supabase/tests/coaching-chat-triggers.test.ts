/**
 * Team chat and coaching notifications in the database: the sender's role is set by the
 * database, a sender's client_id makes their replayed insert a no-op, and suggestions and @mentions notify.
 * Each case runs as a demo account through RLS in a rolled-back transaction.
 */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, activityId, type RoleKey } from './support/demo-ids.ts';
import { actAs, asUser, openSeededDatabase, sqlError } from './support/pglite-harness.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

type Sql = <R>(text: string, params?: unknown[]) => Promise<R[]>;
const as = <T>(role: RoleKey, fn: (sql: Sql) => Promise<T>): Promise<T> => asUser(db, ACCOUNTS[role].userId, fn);

interface Posted {
  id: string;
  sender_role: string;
}
function post(sql: Sql, role: RoleKey, message: string, extra: Record<string, unknown> = {}): Promise<Posted[]> {
  const row = { team_id: TEAM.alpha, session_id: SESSION_ID, sender_id: ACCOUNTS[role].userId, message, ...extra };
  const cols = Object.keys(row).join(', ');
  return sql<Posted>(
    `insert into public.team_chat_messages (${cols}) select ${cols} from jsonb_populate_record(null::public.team_chat_messages, $1::jsonb)
     on conflict (sender_id, client_id) do nothing returning id::text, sender_role`,
    [JSON.stringify(row)],
  );
}

async function refusal(run: () => Promise<unknown>): Promise<{ code?: string; message: string } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    return sqlError(error);
  }
}

interface NotificationRow {
  user_id: string;
  title: string;
  message: string;
  notification_type: string;
  priority: string;
  link: string;
}
/** Every notification of that type, read as the database owner (each user reads only their own). */
const newNotifications = async (sql: Sql, type: string): Promise<NotificationRow[]> => {
  await sql('reset role');
  return sql<NotificationRow>(
    `select user_id::text, title, message, notification_type, priority, link from public.notifications
     where notification_type = $1 order by user_id`,
    [type],
  );
};

describe('the sender role of a chat message', () => {
  it.each([
    ['member', 'member'],
    ['leader', 'team_leader'],
    ['manager', 'team_leader'],
    ['coach', 'coach'],
  ] as const)('is set by the database for %s (%s) when the client sends none', async (role, expected) => {
    const [row] = await as(role, (sql) => post(sql, role, 'Ciao a tutti'));
    expect(row?.sender_role).toBe(expected);
  });

  it('refuses a role the sender does not hold, and a sender outside the team', async () => {
    const posing = await as('member', (sql) =>
      refusal(() => post(sql, 'member', 'Sono il coach', { sender_role: 'coach' })),
    );
    expect(posing).toMatchObject({ code: '42501', message: expect.stringMatching(/^chat_sender_role:/) });
    const outsider = await as('globex', (sql) => refusal(() => post(sql, 'globex', 'Ciao Alpha')));
    expect(outsider?.code).toBe('42501');
  });

  it("accepts the sender's own role when the client sends it", async () => {
    const [row] = await as('leader', (sql) => post(sql, 'leader', 'Riunione alle 10', { sender_role: 'team_leader' }));
    expect(row?.sender_role).toBe('team_leader');
  });

  it('cannot be changed afterwards to another role', async () => {
    const changed = await as('member', (sql) =>
      refusal(() =>
        sql(
          `update public.team_chat_messages set sender_role = 'team_leader' where id = '90000000-0000-4000-8000-000000000003'`,
        ),
      ),
    );
    expect(changed?.code).toBe('42501');
  });
});

describe('client_id', () => {
  it('makes a replayed insert a no-op: one row, whatever the replay carries', async () => {
    const clientId = '99999999-0000-4000-8000-000000000001';
    const { first, replay, count } = await as('member', async (sql) => {
      const first = await post(sql, 'member', 'Messaggio offline', { client_id: clientId });
      const replay = await post(sql, 'member', 'Messaggio offline', { client_id: clientId });
      const [{ count }] = (await sql<{ count: number }>(
        `select count(*)::int as count from public.team_chat_messages where client_id = $1`,
        [clientId],
      )) as [{ count: number }];
      return { first, replay, count };
    });
    expect(first).toHaveLength(1);
    expect(replay).toEqual([]);
    expect(count).toBe(1);
  });
});

describe('notifications', () => {
  it('tells a user when a suggestion is stored for them, linking to the activity', async () => {
    const notes = await as('member', async (sql) => {
      // The ai-suggestion function stores a suggestion with the service role; the member then reads the notice.
      await sql('set local role service_role');
      await sql(
        `insert into public.ai_suggestions (activity_id, user_id, session_id, generated_content) values ($1, $2, $3, '{}')`,
        [activityId(7), ACCOUNTS.member.userId, SESSION_ID],
      );
      await actAs(db, ACCOUNTS.member.userId);
      return newNotifications(sql, 'ai_suggestion');
    });
    expect(notes).toEqual([
      {
        user_id: ACCOUNTS.member.userId,
        title: 'Suggestion generata',
        notification_type: 'ai_suggestion',
        priority: 'medium',
        message: 'Una nuova suggestion AI è pronta per l\'attività "Suggerimenti AI per la mission".',
        link: `/coaching/${SESSION_ID}/activity/${activityId(7)}`,
      },
    ]);
  });

  it('tells each mentioned participant (@first name, any case), not the sender nor people outside the chat', async () => {
    const notes = await as('member', async (sql) => {
      await post(sql, 'member', '@laura e @CHIARA, ci vediamo domani? @Mario @Gina @nessuno');
      return newNotifications(sql, 'chat_mention');
    });
    const byUser = Object.fromEntries(notes.map((n) => [n.user_id, n]));
    expect(Object.keys(byUser).sort()).toEqual([ACCOUNTS.leader.userId, ACCOUNTS.coach.userId].sort());
    expect(byUser[ACCOUNTS.leader.userId]).toMatchObject({
      title: 'Sei stato menzionato nella chat del team',
      priority: 'high',
      link: `/user/coaching/session/${SESSION_ID}`,
      message: 'Mario Russo: @laura e @CHIARA, ci vediamo domani? @Mario @Gina @nessuno',
    });
  });

  it('go with the message or suggestion they are about', async () => {
    const left = await as('member', async (sql) => {
      const [message] = await post(sql, 'member', '@Laura guarda qui');
      await sql('set local role service_role');
      const [suggestion] = await sql<{ id: string }>(
        `insert into public.ai_suggestions (activity_id, user_id, generated_content) values ($1, $2, '{}') returning id::text`,
        [activityId(7), ACCOUNTS.member.userId],
      );
      await sql('reset role');
      await sql('delete from public.team_chat_messages where id = $1', [message!.id]);
      await sql('delete from public.ai_suggestions where id = $1', [suggestion!.id]);
      return sql<{ count: number }>(
        `select count(*)::int as count from public.notifications where notification_type in ('chat_mention', 'ai_suggestion')`,
      );
    });
    expect(left).toEqual([{ count: 0 }]);
  });

  it('does not take a longer word or an e-mail address for a mention', async () => {
    const notes = await as('leader', async (sql) => {
      await post(sql, 'leader', 'Scrivete a @Mariolina o a info@mario.it');
      return newNotifications(sql, 'chat_mention');
    });
    expect(notes).toEqual([]);
  });
});
