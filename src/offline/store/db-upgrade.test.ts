// The database declares only its current schema: a device that installed an earlier version keeps its rows
// and gets the tables and indexes added since (Dexie upgrades from the installed schema).
import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db';

const names: string[] = [];
afterEach(async () => {
  for (const name of names.splice(0)) await Dexie.delete(name);
});

describe('OfflineDb on a device with an earlier version', () => {
  it('keeps the rows of version 1 and adds what versions 2-4 brought', async () => {
    const name = `upgrade-${crypto.randomUUID()}`;
    names.push(name);
    const v1 = new Dexie(name);
    v1.version(1).stores({
      assessments: '[ownerId+id], ownerId, [ownerId+user_id]',
      coachingSessions: '[ownerId+id], ownerId',
      outbox: '++seq, &id, ownerId, [ownerId+target], [ownerId+status]',
      meta: '[ownerId+key], ownerId',
    });
    await v1.table('assessments').put({ ownerId: 'u1', id: 'a1', user_id: 'u1', answers: { Q1: '4' } });
    await v1.table('coachingSessions').put({ ownerId: 'u1', id: 's1', team_id: 't1' });
    await v1.table('outbox').add({ id: 'op-1', ownerId: 'u1', target: 'a1', status: 'pending' });
    v1.close();

    const db = new OfflineDb(name);
    expect(await db.assessments.get(['u1', 'a1'])).toMatchObject({ answers: { Q1: '4' } });
    expect(await db.outbox.where('[ownerId+status]').equals(['u1', 'pending']).count()).toBe(1);
    // v4's index on coaching sessions, and tables v2-v4 added
    expect(await db.coachingSessions.where('[ownerId+team_id]').equals(['u1', 't1']).count()).toBe(1);
    await db.snapshots.put({ ownerId: 'u1', key: 'k', value: 1 } as never);
    await db.chatMessages.put({ ownerId: 'u1', id: 'm1', teamId: 't1' } as never);
    expect(await db.templates.count()).toBe(0);
    expect(db.verno).toBe(4);
    db.close();
  });
});
