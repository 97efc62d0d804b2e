import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressTarget } from '../operations/payloads';
import { ASSESSMENT, OWNER, assessmentRow, at, freshDb, op } from '../testing/fixtures';
import { commit } from './commit';
import { onOutboxChanged } from './notify';

const db = freshDb();

afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(db.tables.map((table) => table.clear()));
});

const savePartial = (answers: Record<string, string>, second: number) =>
  op('assessment/save-partial', ASSESSMENT, { answers }, at(second));

describe('commit: the row and its outbox entry together or neither', () => {
  it('writes the merged answers and one outbox entry', async () => {
    await db.assessments.put(assessmentRow());
    const operation = savePartial({ q1: '3' }, 1);
    await expect(commit(operation, db)).resolves.toEqual({ status: 'queued', entryId: operation.id });
    const row = await db.assessments.get([OWNER, ASSESSMENT]);
    expect(row?.answers).toEqual({ q1: '3' });
    expect(row?.answer_times).toEqual({ q1: at(1) });
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: operation.id, kind: 'assessment/save-partial', status: 'pending' });
  });

  it('leaves neither when the outbox write fails', async () => {
    await db.assessments.put(assessmentRow());
    vi.spyOn(db.outbox, 'add').mockRejectedValueOnce(new Error('disk full'));
    await expect(commit(savePartial({ q1: '3' }, 1), db)).rejects.toThrow('disk full');
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({});
    expect(await db.outbox.count()).toBe(0);
  });

  it('leaves neither when the local change fails (no local row)', async () => {
    await expect(commit(savePartial({ q1: '3' }, 1), db)).rejects.toThrow(/no local assessments row/);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.assessments.count()).toBe(0);
  });

  it('rejects an operation without a UUID before writing anything', async () => {
    await db.assessments.put(assessmentRow());
    await expect(commit({ ...savePartial({ q1: '1' }, 1), id: 'not-a-uuid' }, db)).rejects.toThrow(/UUID/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('announces the change only after the transaction committed', async () => {
    await db.assessments.put(assessmentRow());
    const seen: number[] = [];
    const stop = onOutboxChanged(() => void db.outbox.count().then((n) => seen.push(n)));
    await commit(savePartial({ q1: '1' }, 1), db);
    stop();
    await vi.waitFor(() => expect(seen).toEqual([1]));
  });
});

describe('commit: order', () => {
  it('keeps entries in commit order across targets and kinds', async () => {
    await db.assessments.put(assessmentRow());
    const progress = op(
      'progress/upsert',
      progressTarget('s1', 'a1'),
      { session_id: 's1', activity_id: 'a1', status: 'in_progress' },
      at(2),
    );
    const first = savePartial({ q1: '1' }, 1);
    const done = op('assessment/complete', ASSESSMENT, { answers: { q1: '1' }, score: 20 }, at(3));
    for (const operation of [first, progress, done]) await commit(operation, db);
    expect((await db.outbox.orderBy('seq').toArray()).map((entry) => entry.id)).toEqual([
      first.id,
      progress.id,
      done.id,
    ]);
  });

  it('queues each operation as its own entry without reading the queue, the row carrying the merged answers', async () => {
    await db.assessments.put(assessmentRow());
    const first = savePartial({ q1: '1', q2: '1' }, 1);
    const second = savePartial({ q2: '5', q3: '4' }, 2);
    await commit(first, db);
    const whereOnQueue = vi.spyOn(db.outbox, 'where');
    await expect(commit(second, db)).resolves.toEqual({ status: 'queued', entryId: second.id });
    expect(whereOnQueue).not.toHaveBeenCalled();
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => [entry.id, entry.rev, entry.coalescedIds])).toEqual([
      [first.id, 0, []],
      [second.id, 0, []],
    ]);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({ q1: '1', q2: '5', q3: '4' });
  });
});

describe('commit: a completion is final', () => {
  it('drops later partial saves with a record, and leaves the completed answers alone', async () => {
    await db.assessments.put(assessmentRow());
    await commit(savePartial({ q1: '1' }, 1), db);
    await commit(op('assessment/complete', ASSESSMENT, { answers: { q1: '2' }, score: 40 }, at(2)), db);
    const late = savePartial({ q1: '5' }, 3);
    const result = await commit(late, db);
    expect(result).toMatchObject({ status: 'superseded' });
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.answers).toEqual({ q1: '2' });
    expect((await db.outbox.toArray()).map((entry) => entry.kind)).toEqual([
      'assessment/save-partial',
      'assessment/complete',
    ]);
    const [record] = await db.outboxLog.toArray();
    expect(record).toMatchObject({ opId: late.id, outcome: 'superseded', kind: 'assessment/save-partial' });
    expect(record?.operation.payload).toEqual({ answers: { q1: '5' } });
  });

  it('keeps the deadline as completed_at when the timer ran out, and refuses a second completion', async () => {
    await db.assessments.put(assessmentRow());
    await commit(
      op('assessment/complete', ASSESSMENT, { answers: { q1: '1' }, score: 20, completed_at: at(30) }, at(31)),
      db,
    );
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.completed_at).toBe(at(30));
    const again = await commit(op('assessment/complete', ASSESSMENT, { answers: { q1: '4' }, score: 80 }, at(32)), db);
    expect(again.status).toBe('superseded');
    expect(await db.outboxLog.count()).toBe(1);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.score).toBe(20);
  });
});

describe('commit: progress never goes back from completed', () => {
  const progress = (status: 'in_progress' | 'completed' | 'not_started', second: number) =>
    op('progress/upsert', progressTarget('s1', 'a1'), { session_id: 's1', activity_id: 'a1', status }, at(second));

  it('refuses in_progress after completed, with a record', async () => {
    await commit(progress('in_progress', 1), db);
    await commit(progress('completed', 2), db);
    const regress = await commit(progress('in_progress', 3), db);
    expect(regress.status).toBe('superseded');
    expect(await db.progress.get([OWNER, 's1', 'a1'])).toMatchObject({
      status: 'completed',
      completion_percentage: 100,
      completed_at: at(2),
    });
    expect(await db.outboxLog.count()).toBe(1);
  });

  it('refuses an action older than the local row', async () => {
    await commit(progress('in_progress', 5), db);
    expect((await commit(progress('not_started', 4), db)).status).toBe('superseded');
  });

  it('keeps the first completion time when completed again', async () => {
    await commit(progress('completed', 2), db);
    await db.outbox.clear();
    await commit(progress('completed', 9), db);
    const [entry] = await db.outbox.toArray();
    expect(entry?.payload).toMatchObject({ completed_at: at(2) });
    expect((await db.progress.get([OWNER, 's1', 'a1']))?.completed_at).toBe(at(2));
  });
});

describe('commit: started_at, the earlier start wins', () => {
  const save = (startedAt: string | null, second: number) =>
    op('assessment/save-partial', ASSESSMENT, { answers: { q1: String(second) }, started_at: startedAt }, at(second));

  it('sets started_at on a row that had none and queues it for the server', async () => {
    await db.assessments.put(assessmentRow({ started_at: null }));
    await commit(save(at(5), 5), db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.started_at).toBe(at(5));
    expect((await db.outbox.toArray())[0]?.payload).toMatchObject({ started_at: at(5) });
  });

  it('keeps an earlier start already stored and sends that one', async () => {
    await db.assessments.put(assessmentRow({ started_at: at(2) }));
    await commit(save(at(9), 9), db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.started_at).toBe(at(2));
    expect((await db.outbox.toArray())[0]?.payload).toMatchObject({ started_at: at(2) });
  });

  it('an earlier incoming start replaces a later stored one', async () => {
    await db.assessments.put(assessmentRow({ started_at: null }));
    await commit(save(at(8), 8), db);
    await commit(save(at(3), 10), db);
    expect((await db.assessments.get([OWNER, ASSESSMENT]))?.started_at).toBe(at(3));
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((entry) => entry.payload)).toMatchObject([
      { started_at: at(8) },
      { started_at: at(3), answers: { q1: '10' } },
    ]);
  });

  it('a completion keeps the earliest start too', async () => {
    await db.assessments.put(assessmentRow({ started_at: at(1) }));
    await commit(
      op('assessment/complete', ASSESSMENT, { answers: { q1: '1' }, score: 20, started_at: at(4) }, at(6)),
      db,
    );
    const row = await db.assessments.get([OWNER, ASSESSMENT]);
    expect(row).toMatchObject({ started_at: at(1), completed_at: at(6) });
    expect((await db.outbox.toArray())[0]?.payload).toMatchObject({ started_at: at(1) });
  });
});
