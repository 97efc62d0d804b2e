import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, protocol } from '@electric-sql/pglite';
import { WireMessages } from './wire.ts';

const { serialize } = protocol;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
}, 180_000);
afterAll(async () => db.close());

const joined = (parts: Uint8Array[]) => Buffer.concat(parts.map((p) => Buffer.from(p)));

describe('WireMessages', () => {
  it('writes Close, Query, Parse and Sync byte for byte as the protocol serializer does', () => {
    const ours = new WireMessages().close('s_1').query('select 1').parse('s_2', "select 'é', $1").sync().bytes();
    const theirs = joined([serialize.close({ type: 'S', name: 's_1' }), serialize.query('select 1'), serialize.parse({ name: 's_2', text: "select 'é', $1" }), serialize.sync()]);
    expect(Buffer.from(ours).equals(theirs)).toBe(true);
  });

  it('binds text and null parameters, multi-byte characters included, and runs the statement', async () => {
    const wire = new WireMessages().parse('w_1', 'select $1::text as a, $2::text is null as b, length($3::text) as c').run('w_1', ['grüße 🌍', null, 'ü🌍']).sync();
    const messages = await db.execProtocolStream(wire.bytes()) as Array<{ name: string; fields?: unknown[] }>;
    const row = messages.find((m) => m.name === 'dataRow');
    expect(row?.fields).toEqual(['grüße 🌍', 't', '2']);
    await db.execProtocol(new WireMessages().close('w_1').sync().bytes());
  });
});
