/** The three role-check RPCs answer per role as support/security-matrix.ts says, and refuse anon. */
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, ROLE_KEYS } from './support/demo-ids.ts';
import { asUser, openSeededDatabase, sqlError } from './support/pglite-harness.ts';
import { RPC_CASES } from './support/security-matrix.ts';

let db: PGlite;
beforeAll(async () => {
  db = await openSeededDatabase();
}, 180_000);
afterAll(async () => {
  await db?.close();
});

/** Calls public.<fn> with named arguments, as PostgREST does for /rpc/<fn>. */
async function call(userId: string | null, fn: string, args: Record<string, unknown>): Promise<boolean> {
  const names = Object.keys(args);
  const list = names.map((n, i) => `${n} => $${i + 1}`).join(', ');
  return asUser(db, userId, async (sql) => {
    const [row] = await sql<{ result: boolean }>(
      `select public.${fn}(${list}) as result`,
      names.map((n) => args[n]),
    );
    return row!.result;
  });
}

describe.each(RPC_CASES)('$name', ({ fn, args, trueFor }) => {
  it(`is true exactly for ${trueFor.join(', ') || 'nobody'}`, async () => {
    const answers: Record<string, boolean> = {};
    for (const role of ROLE_KEYS) answers[role] = await call(ACCOUNTS[role].userId, fn, args(role));
    expect(answers).toEqual(Object.fromEntries(ROLE_KEYS.map((r) => [r, trueFor.includes(r)])));
  });

  it('is not executable by anon', async () => {
    const error = await call(null, fn, args('member')).then(() => null, sqlError);
    expect(error?.code).toBe('42501');
  });
});
