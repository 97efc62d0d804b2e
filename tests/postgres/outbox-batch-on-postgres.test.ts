/**
 * The batched push (public.apply_outbox_batch, security invoker) on a server prepared like a hosted
 * Supabase project: as a signed-in member it applies under the member's row-level security, refuses
 * one operation alone, and answers a replay from the receipts without a second write.
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, TEAM, seedId } from '../../supabase/tests/support/demo-ids.ts';
import { asUser, openSeededDatabase } from './seeded-database.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
});
afterAll(async () => {
  await db?.close();
});

interface Operation {
  id: string;
  kind: string;
  target: string;
  body: Record<string, unknown>;
}
const MEMBER = ACCOUNTS.member.userId;
const LEADERS_NOTIFICATION = seedId('91000000', 3);

describe('apply_outbox_batch on PostgreSQL', () => {
  it('applies as the member, fails a refused operation alone and answers a replay without writing again', async () => {
    const chat: Operation = {
      id: randomUUID(),
      kind: 'chat-message/send',
      target: randomUUID(),
      body: { team_id: TEAM.alpha, session_id: SESSION_ID, sender_id: MEMBER, message: 'Ciao da PostgreSQL' },
    };
    const othersNotification: Operation = {
      id: randomUUID(),
      kind: 'notification/mark-read',
      target: LEADERS_NOTIFICATION,
      body: { read_at: '2026-11-20T10:00:00.000Z' },
    };
    const { first, replay, stored } = await asUser(db, MEMBER, async (sql) => {
      const apply = async (ops: Operation[]) =>
        (
          await sql<{ answers: Record<string, unknown>[] }>('select public.apply_outbox_batch($1::jsonb) as answers', [
            JSON.stringify(ops),
          ])
        )[0]!.answers;
      const first = await apply([chat, othersNotification]);
      const replay = await apply([chat]);
      const stored = await sql<{ n: number }>(
        'select count(*)::int as n from public.team_chat_messages where client_id = $1',
        [chat.target],
      );
      return { first, replay, stored: stored[0]!.n };
    });
    expect(first).toMatchObject([
      { id: chat.id, status: 'ok', row_id: chat.target },
      { id: othersNotification.id, status: 'failed' },
    ]);
    expect(replay).toMatchObject([{ id: chat.id, status: 'ok', row_id: chat.target, replay: true }]);
    expect(stored).toBe(1);
  });

  it('refuses anon', async () => {
    const error = await asUser(db, null, (sql) =>
      sql('select public.apply_outbox_batch($1::jsonb)', ['[]']).then(
        () => null,
        (e: { code?: string }) => e.code,
      ),
    );
    expect(error).toBe('42501');
  });
});
