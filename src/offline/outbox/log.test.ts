import { afterEach, describe, expect, it } from 'vitest';
import { ASSESSMENT, OWNER, freshDb, op } from '../testing/fixtures';
import { LOG_KEEP_PER_USER, LOG_RETENTION_DAYS, recordDropped } from './log';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 24 * 60 * 60 * 1000).toISOString();
const dropped = (n: number, at: string, ownerId = OWNER) =>
  recordDropped(
    db,
    op('assessment/save-partial', ASSESSMENT, { answers: { q1: String(n) } }, at, ownerId),
    'superseded',
    'completed',
    at,
  );

describe('the dropped-operation log', () => {
  it('keeps the newest records per user, not every one a year has made', async () => {
    for (let n = 0; n < LOG_KEEP_PER_USER + 20; n++) await dropped(n, day(0));
    const kept = await db.outboxLog.where('ownerId').equals(OWNER).toArray();
    expect(kept).toHaveLength(LOG_KEEP_PER_USER);
    expect(kept[0]!.operation).toMatchObject({ payload: { answers: { q1: '20' } } });
  });

  it('drops records past the retention, and leaves other users records alone', async () => {
    await dropped(1, day(0));
    await dropped(2, day(0), 'someone-else');
    await dropped(3, day(LOG_RETENTION_DAYS - 1));
    expect(await db.outboxLog.count()).toBe(3);
    await dropped(4, day(LOG_RETENTION_DAYS + 1));
    const mine = await db.outboxLog.where('ownerId').equals(OWNER).toArray();
    expect(mine.map((row) => row.at)).toEqual([day(LOG_RETENTION_DAYS - 1), day(LOG_RETENTION_DAYS + 1)]);
    expect(await db.outboxLog.where('ownerId').equals('someone-else').count()).toBe(1);
  });
});
