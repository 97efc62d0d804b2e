import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { StatementBatch } from './statement-batch.ts';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('create table items (id int primary key, label text)');
}, 180_000);
afterAll(async () => db.close());

const preparedCount = async () =>
  (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

describe('StatementBatch', () => {
  it('runs the statements in one transaction: a local setting made by the first is seen by the next, and is gone after', async () => {
    const batch = new StatementBatch(db);
    const [, seen] = await batch.run([
      { text: `select set_config('app.who', $1, true)`, params: ['ann'] },
      { text: `select current_setting('app.who', true) as who, $1::int + 1 as next`, params: [41] },
    ]);
    expect(seen!.rows).toEqual([{ who: 'ann', next: 42 }]);
    const after = await db.query<{ who: string | null }>(`select nullif(current_setting('app.who', true), '') as who`);
    expect(after.rows[0]!.who).toBeNull();
  });

  it('counts the rows a write affected, and passes null and JSON parameters', async () => {
    const batch = new StatementBatch(db);
    const [insert, read] = await batch.run([
      {
        text: 'insert into items select * from json_populate_recordset(null::items, $1::json)',
        params: [
          [
            { id: 1, label: 'a' },
            { id: 2, label: 'b' },
          ],
        ],
      },
      { text: 'select count(*)::int as n, $1::text is null as absent from items', params: [null] },
    ]);
    expect(insert!.affectedRows).toBe(2);
    expect(read!.rows).toEqual([{ n: 2, absent: true }]);
    await db.exec('delete from items');
  });

  it('rolls everything back when a later statement fails, and works again after', async () => {
    const batch = new StatementBatch(db);
    await expect(
      batch.run([{ text: `insert into items values (10, 'kept?')` }, { text: 'select 1 / $1::int', params: [0] }]),
    ).rejects.toMatchObject({ code: '22012' });
    expect((await db.query('select * from items where id = 10')).rows).toEqual([]);
    // The statements the failed call prepared are not assumed to exist (nor to be missing).
    const [ok] = await batch.run([
      { text: `insert into items values (10, 'now')` },
      { text: 'select 1 / $1::int', params: [1] },
    ]);
    expect(ok!.affectedRows).toBe(1);
    await db.exec('delete from items');
  });

  it('with a check, commits when it passes and rolls back when it throws', async () => {
    const batch = new StatementBatch(db);
    const insert = { text: 'insert into items values ($1, $2) returning id', params: [20, 'x'] };
    await expect(
      batch.run([insert], (results) => {
        if (results[0]!.rows.length === 1) throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await db.query('select * from items where id = 20')).rows).toEqual([]);
    const [done] = await batch.run([insert], () => undefined);
    expect(done!.rows).toEqual([{ id: 20 }]);
    expect((await db.query('select * from items where id = 20')).rows).toHaveLength(1);
    await expect(batch.run([{ text: 'select 1 / 0' }], () => undefined)).rejects.toMatchObject({ code: '22012' });
    expect(db.isInTransaction()).toBe(false);
    await db.exec('delete from items');
  });

  it('prepares each SQL text once and closes the least recently used beyond its bound', async () => {
    const before = await preparedCount();
    const batch = new StatementBatch(db);
    for (let i = 0; i < 3; i++) await batch.run([{ text: 'select $1::int as v', params: [i] }]);
    expect(await preparedCount()).toBe(before + 1);
    for (let i = 0; i < 300; i++) await batch.run([{ text: `select ${i} as v` }]);
    await batch.run([{ text: 'select 1' }]);
    expect(await preparedCount()).toBeLessThanOrEqual(before + 257);
  });

  it('does not let another transaction interleave between its statements', async () => {
    const batch = new StatementBatch(db);
    const other = db.transaction(async (tx) => {
      await tx.query(`insert into items values (30, 'other')`);
      await tx.query(`select pg_sleep(0)`);
      await tx.rollback();
    });
    const mine = batch.run([{ text: 'select count(*)::int as n from items where id = 30' }]);
    const [[seen]] = await Promise.all([mine, other]);
    expect(seen!.rows).toEqual([{ n: 0 }]);
  });
});
