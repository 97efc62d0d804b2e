import type { Transaction } from '@electric-sql/pglite';
import { hashPasswordSql } from './passwords.ts';

/**
 * A new password, and the sessions it ends, in one transaction, as GoTrue's User.UpdatePassword does:
 * an administrator's reset (no session kept) ends every session of the user, so whoever held the old
 * password is out; a user changing their own keeps the session that made the change and ends the others.
 * Ending a session deletes its refresh tokens (cascade) and makes REST refuse its access tokens (auth/session-guard.ts).
 */
export async function changePassword(
  db: { transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> },
  userId: string,
  password: string,
  cost: number,
  keepSessionId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `update auth.users set encrypted_password = ${hashPasswordSql('$2', cost)}, updated_at = now() where id = $1`,
      [userId, password],
    );
    if (keepSessionId)
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, keepSessionId]);
    else await tx.query('delete from auth.sessions where user_id = $1', [userId]);
  });
}
