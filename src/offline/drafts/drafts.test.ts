import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { discardDraft, readDraft, saveDraft } from './drafts';
import { DraftsDb } from './store';

let db: DraftsDb;
const fresh = () => (db = new DraftsDb(`drafts-test-${crypto.randomUUID()}`));
afterEach(async () => {
  await db.delete();
});

describe('the drafts store', () => {
  it('keeps a draft per author, screen and item, and gives it back after a reopen', async () => {
    fresh();
    await saveDraft({ ownerId: 'u1', screen: 'coaching-phase', itemId: 'p1' }, { title: 'Fase uno' }, db);
    await saveDraft({ ownerId: 'u1', screen: 'coaching-phase', itemId: null }, { title: 'Nuova' }, db);
    await saveDraft({ ownerId: 'u2', screen: 'coaching-phase', itemId: 'p1' }, { title: 'Di un altro' }, db);
    db.close();
    const reopened = new DraftsDb(db.name);
    expect((await readDraft({ ownerId: 'u1', screen: 'coaching-phase', itemId: 'p1' }, reopened))?.value).toEqual({
      title: 'Fase uno',
    });
    expect((await readDraft({ ownerId: 'u1', screen: 'coaching-phase', itemId: null }, reopened))?.value).toEqual({
      title: 'Nuova',
    });
    expect(await readDraft({ ownerId: 'u1', screen: 'coaching-activity', itemId: 'p1' }, reopened)).toBeUndefined();
    reopened.close();
  });

  it('replaces the draft on each save and dates it', async () => {
    fresh();
    const key = { ownerId: 'u1', screen: 'assessment-template', itemId: 't1' };
    await saveDraft(key, { name: 'A' }, db);
    await saveDraft(key, { name: 'AB' }, db);
    const stored = await readDraft<{ name: string }>(key, db);
    expect(stored?.value.name).toBe('AB');
    expect(Number.isNaN(Date.parse(stored?.savedAt ?? ''))).toBe(false);
    expect(await db.drafts.where('ownerId').equals('u1').count()).toBe(1);
  });

  it('removes only the draft discarded', async () => {
    fresh();
    const one = { ownerId: 'u1', screen: 's', itemId: 'a' };
    const two = { ownerId: 'u1', screen: 's', itemId: 'b' };
    await saveDraft(one, 1, db);
    await saveDraft(two, 2, db);
    await discardDraft(one, db);
    expect(await readDraft(one, db)).toBeUndefined();
    expect((await readDraft(two, db))?.value).toBe(2);
  });
});
