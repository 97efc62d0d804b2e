import { afterEach, describe, expect, it } from 'vitest';
import { progressTarget } from '../operations/payloads';
import { commit } from '../outbox/commit';
import { OWNER, at, freshDb, op } from '../testing/fixtures';
import { cacheProgress } from './cache-progress';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('refreshing local copies from the server', () => {
  it('keeps local progress while its entry is queued', async () => {
    await commit(
      op(
        'progress/upsert',
        progressTarget('s1', 'a1'),
        { session_id: 's1', activity_id: 'a1', status: 'completed' },
        at(5),
      ),
      db,
    );
    const server = {
      user_id: OWNER,
      session_id: 's1',
      completion_percentage: 0,
      completed_at: null,
      submission_data: null,
      updated_at: at(1),
      status: 'not_started' as const,
    };
    await cacheProgress(
      OWNER,
      [
        { ...server, activity_id: 'a1' },
        { ...server, activity_id: 'a2' },
      ],
      db,
    );
    expect((await db.progress.get([OWNER, 's1', 'a1']))?.status).toBe('completed');
    expect((await db.progress.get([OWNER, 's1', 'a2']))?.status).toBe('not_started');
  });
});
