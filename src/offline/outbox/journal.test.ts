// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from '../store/db';
import { newOperation } from './validate';
import { commit, replayJournal } from './commit';
import { journalWrite, journalledFor } from './journal';
import { purgeUser } from '../store/purge';

const OWNER = 'user-a';
const ASSESSMENT = 'assessment-1';
let db: OfflineDb;

beforeEach(async () => {
  localStorage.clear();
  db = new OfflineDb(`journal-${crypto.randomUUID()}`);
  await db.assessments.put({
    ownerId: OWNER,
    id: ASSESSMENT,
    user_id: OWNER,
    answers: {},
    answer_times: {},
    completed_at: null,
    started_at: null,
  } as never);
});
afterEach(async () => {
  await db.delete();
});

const answer = (code: string, value: string, minute: number) =>
  newOperation('assessment/save-partial', {
    target: ASSESSMENT,
    ownerId: OWNER,
    actedAt: `2026-11-22T10:0${minute}:00.000Z`,
    payload: { answers: { [code]: value } },
  });

describe('the write-ahead journal of commit()', () => {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('holds an operation until its transaction has settled, and lets it go in the next task', async () => {
    const op = answer('Q1', 'a', 1);
    const committing = commit(op, db);
    expect(journalledFor(OWNER).map((o) => o.id)).toEqual([op.id]);
    await committing;
    await nextTask();
    expect(journalledFor(OWNER)).toEqual([]);
  });

  it('does not replay an operation of this page that settled while its entry waits for removal', async () => {
    // The answer's entry was pushed and removed before its journal entry was: its id is in no queue
    // index any more, so only the page's memory of it tells the replay that it already landed.
    vi.useFakeTimers({ toFake: ['setTimeout'] }); // holds the removal that waits for the next task
    try {
      await commit(answer('Q1', 'a', 1), db);
      await db.outbox.clear();
    } finally {
      vi.useRealTimers();
    }
    expect(journalledFor(OWNER)).toHaveLength(1);
    expect(await replayJournal(OWNER, db)).toBe(0);
    expect(journalledFor(OWNER)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('replays an answer whose transaction was cut short by an unload, exactly once', async () => {
    const lost = answer('Q1', 'a', 1);
    journalWrite(lost); // the page went away before the IndexedDB transaction committed
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({});

    expect(await replayJournal(OWNER, db)).toBe(1);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({ Q1: 'a' });
    expect(await db.outbox.count()).toBe(1);
    expect(journalledFor(OWNER)).toEqual([]);
    expect(await replayJournal(OWNER, db)).toBe(0);
  });

  it('treats an operation that had landed (page gone before the journal was cleared) as done', async () => {
    const landed = answer('Q1', 'a', 1);
    await commit(landed, db);
    journalWrite(landed);
    await replayJournal(OWNER, db);
    expect(await db.outbox.count()).toBe(1);
    expect(journalledFor(OWNER)).toEqual([]);
  });

  it('replays in the order the user acted, and only the given user', async () => {
    // Two targets, so nothing coalesces: the queue's order is the replay's order. Written to the
    // journal latest first, so a replay in storage order would queue them the wrong way round.
    const SECOND = 'assessment-2';
    await db.assessments.put({
      ownerId: OWNER,
      id: SECOND,
      user_id: OWNER,
      answers: {},
      answer_times: {},
      completed_at: null,
      started_at: null,
    } as never);
    const later = { ...answer('Q1', 'later', 5), target: SECOND };
    const earlier = answer('Q1', 'earlier', 2);
    journalWrite(later);
    journalWrite(earlier);
    journalWrite({ ...answer('Q1', 'other user', 3), ownerId: 'user-b' });
    await replayJournal(OWNER, db);
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((entry) => entry.id)).toEqual([earlier.id, later.id]);
    expect(journalledFor('user-b')).toHaveLength(1);
  });

  it('replays two answers to one question so that the later action wins', async () => {
    journalWrite(answer('Q1', 'later', 5));
    journalWrite(answer('Q1', 'earlier', 2));
    await replayJournal(OWNER, db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({ Q1: 'later' });
  });

  it('is cleared for a user whose local data is purged at logout', async () => {
    journalWrite(answer('Q1', 'a', 1));
    await purgeUser(OWNER, { db, force: true });
    expect(journalledFor(OWNER)).toEqual([]);
  });
});
