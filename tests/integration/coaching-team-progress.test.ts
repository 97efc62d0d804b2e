/**
 * The team's progress appears for everyone on the team coaching screen. A member reads the
 * progress of the teammates who take the same session (status and percentage of each activity);
 * nobody outside the session's team does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, SESSION_ID, activityId } from '../../supabase/tests/support/demo-ids.ts';
import { startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
beforeAll(async () => {
  backend = await startTestBackend();
  const leader = await backend.signIn(ACCOUNTS.leader.email);
  const { error } = await leader.from('user_activity_progress').upsert(
    {
      user_id: ACCOUNTS.leader.userId,
      activity_id: activityId(1),
      session_id: SESSION_ID,
      status: 'completed',
      completion_percentage: 100,
      completed_at: new Date().toISOString(),
    },
    { onConflict: 'user_id,activity_id,session_id' },
  );
  if (error) throw new Error(`the leader could not record progress: ${error.message}`);
});
afterAll(async () => backend?.close());

const progressOf = async (email: string) => {
  const client = await backend.signIn(email);
  const { data, error } = await client
    .from('user_activity_progress')
    .select('user_id, activity_id, status')
    .eq('session_id', SESSION_ID);
  if (error) throw new Error(error.message);
  return data ?? [];
};

describe("the team's progress in a session", () => {
  it("is readable by a member of the session's team, teammates included", async () => {
    const rows = await progressOf(ACCOUNTS.member.email);
    expect(rows).toContainEqual({ user_id: ACCOUNTS.leader.userId, activity_id: activityId(1), status: 'completed' });
    expect(rows.filter((row) => row.user_id === ACCOUNTS.member.userId).length).toBeGreaterThan(0);
  });

  it('stays out of reach of another organisation', async () => {
    expect(await progressOf(ACCOUNTS.globex.email)).toEqual([]);
  });

  it('can still be written only by its own user', async () => {
    const member = await backend.signIn(ACCOUNTS.member.email);
    const { data } = await member
      .from('user_activity_progress')
      .update({ status: 'not_started', completion_percentage: 0 })
      .eq('user_id', ACCOUNTS.leader.userId)
      .eq('session_id', SESSION_ID)
      .select('id');
    expect(data ?? []).toEqual([]);
  });
});
