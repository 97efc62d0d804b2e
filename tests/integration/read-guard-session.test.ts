import 'fake-indexeddb/auto';
/**
 * The shared local-first read keeps a read only when the backend client holds the owner's own
 * signed-in session (src/offline/store/read-guard.ts). Here with supabase-js's real sessions from the
 * embedded backend: a signed-in member passes as themself only; the anon client and a signed-out
 * client never do, although the backend answers their reads (empty).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../supabase/tests/support/demo-ids.ts';
import { assertSignedInAs } from '../../src/offline/store/read-guard.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(async () => {
  await backend?.close();
});

const MEMBER = ACCOUNTS.member.userId;

describe('the read guard with real sessions', () => {
  it("passes a signed-in member's own read, and no one else's", async () => {
    const member = await backend.signIn(ACCOUNTS.member.email);
    await expect(assertSignedInAs(member, MEMBER)).resolves.toBeUndefined();
    await expect(assertSignedInAs(member, ACCOUNTS.leader.userId)).rejects.toThrow(/signed-in/);
  });

  it('refuses the anon client, whose reads the backend answers empty', async () => {
    const anon = backend.anonClient();
    const { data, error } = await anon.from('teams').select('id');
    expect(error).toBeNull();
    expect(data).toEqual([]);
    await expect(assertSignedInAs(anon, MEMBER)).rejects.toThrow(/signed-in/);
  });

  it('refuses a client after its sign-out', async () => {
    const member = await backend.signIn(ACCOUNTS.member.email);
    await member.auth.signOut();
    await expect(assertSignedInAs(member, MEMBER)).rejects.toThrow(/signed-in/);
  });
});
