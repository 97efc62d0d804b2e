import { describe, expect, it } from 'vitest';
import { countHeldRows } from './held-rows';
import { OTHER_OWNER, OWNER, assessmentRow, freshDb } from '../testing/fixtures';

describe('countHeldRows', () => {
  it("counts the user's rows per table, and no one else's", async () => {
    const db = freshDb();
    await db.assessments.bulkPut([
      assessmentRow({ id: 'a1' }),
      assessmentRow({ id: 'a2' }),
      assessmentRow({ id: 'a3', ownerId: OTHER_OWNER }),
    ]);
    await db.snapshots.put({ ownerId: OWNER, key: 'dashboard', value: {}, fetchedAt: '2026-01-01T00:00:00.000Z' });
    await db.profiles.put({ ownerId: OWNER } as never);
    const held = await countHeldRows(OWNER, db);
    expect(held).toMatchObject({ assessments: 2, snapshots: 1, profiles: 1, chatMessages: 0, outbox: 0 });
    expect((await countHeldRows(OTHER_OWNER, db)).assessments).toBe(1);
  });
});
