/** Passwords are hashed with bcrypt at cost 10 or more, and older, cheaper hashes are upgraded. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => backend?.close());

async function costOf(email: string): Promise<number> {
  const { rows } = await backend.db.query<{ hash: string }>(
    'select encrypted_password as hash from auth.users where email = $1',
    [email],
  );
  const match = /^\$2[abxy]?\$(\d\d)\$/.exec(rows[0]?.hash ?? '');
  return match ? Number(match[1]) : 0;
}

describe('password hashes', () => {
  it('of a user created by an admin, a password changed by the user and one set by an admin are bcrypt cost >= 10', async () => {
    const admin = backend.serviceClient();
    const { data } = await admin.auth.admin.createUser({
      email: 'hash@acme.test',
      password: 'Hash-1234',
      email_confirm: true,
    });
    expect(await costOf('hash@acme.test')).toBeGreaterThanOrEqual(10);
    await backend.db.query(
      `update auth.users set encrypted_password = extensions.crypt('Hash-1234', extensions.gen_salt('bf', 4)) where email = 'hash@acme.test'`,
    );
    const user = await backend.signIn('hash@acme.test', 'Hash-1234');
    await backend.db.query(
      `update auth.users set encrypted_password = extensions.crypt('Hash-1234', extensions.gen_salt('bf', 4)) where email = 'hash@acme.test'`,
    );
    expect((await user.auth.updateUser({ password: 'Hash-5678' })).error).toBeNull();
    expect(await costOf('hash@acme.test')).toBeGreaterThanOrEqual(10);
    await backend.db.query(
      `update auth.users set encrypted_password = extensions.crypt('Hash-1234', extensions.gen_salt('bf', 4)) where email = 'hash@acme.test'`,
    );
    expect((await admin.auth.admin.updateUserById(data.user!.id, { password: 'Hash-9012' })).error).toBeNull();
    expect(await costOf('hash@acme.test')).toBeGreaterThanOrEqual(10);
  });

  it('made at a lower cost are re-hashed at cost 10 at the next successful sign-in', async () => {
    await backend.db.query(
      `update auth.users set encrypted_password = extensions.crypt($1, extensions.gen_salt('bf', 6)) where email = $2`,
      [DEMO_PASSWORD, DEMO_ACCOUNTS.manager],
    );
    expect(await costOf(DEMO_ACCOUNTS.manager)).toBe(6);
    await backend.signIn(DEMO_ACCOUNTS.manager);
    expect(await costOf(DEMO_ACCOUNTS.manager)).toBe(10);
    await backend.signIn(DEMO_ACCOUNTS.manager);
  });
});
