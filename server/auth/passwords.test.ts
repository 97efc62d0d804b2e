import { describe, expect, it } from 'vitest';
import type { PGlite } from '@electric-sql/pglite';
import { BCRYPT_COST } from '../config.ts';
import { bcryptCost, DUMMY_HASH, verifyPassword } from './passwords.ts';

/** A database stand-in that records the verification it is asked for and answers "matches". */
function recordingDb() {
  const calls: Array<{ sql: string; params: unknown[] }> = [];
  const db = {
    query: async (sql: string, params: unknown[] = []) => {
      calls.push({ sql, params });
      return { rows: [{ ok: true }] };
    },
  } as unknown as PGlite;
  return { db, calls };
}

describe('password verification', () => {
  it('runs the same bcrypt check for an unknown user, against a dummy hash of the same cost, and says no', async () => {
    const known = recordingDb();
    const unknown = recordingDb();
    const stored = '$2a$10$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ01';
    expect(await verifyPassword(known.db, stored, 'secret')).toBe(true);
    expect(await verifyPassword(unknown.db, undefined, 'secret')).toBe(false);
    expect(unknown.calls).toHaveLength(1);
    expect(unknown.calls[0]!.sql).toBe(known.calls[0]!.sql);
    expect(unknown.calls[0]!.params).toEqual(['secret', DUMMY_HASH]);
    expect(bcryptCost(DUMMY_HASH)).toBe(BCRYPT_COST);
    expect(await verifyPassword(recordingDb().db, null, 'secret')).toBe(false);
  });
});

describe('a hash cheaper than the current cost', () => {
  it('is padded with the dummy verification, so it is not faster to refuse than an unknown e-mail', async () => {
    const { db, calls } = recordingDb();
    await verifyPassword(db, '$2a$06$abcdefghijklmnopqrstuuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ01', 'secret');
    expect(calls.map((c) => c.params[1])).toContain(DUMMY_HASH);
    expect(calls).toHaveLength(2);
  });
});
