import { afterEach, describe, expect, it } from 'vitest';
import { cacheSubmissions, readSubmission } from './coaching-reads';
import { commit } from './outbox/commit';
import { OWNER, at, freshDb, op } from './testing/fixtures';

const db = freshDb();
const FORM = 'form-1';
const serverRow = (id: string, answers: Record<string, string>) => ({
  id, form_id: FORM, user_id: OWNER, answers, ai_suggestions: null, status: 'submitted', submitted_at: at(2), created_at: at(1), updated_at: at(2),
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('cacheSubmissions: one submission per form and user', () => {
  it('replaces the device\'s pushed copy made under another id with the server\'s row', async () => {
    const localId = crypto.randomUUID();
    await commit(op('submission/upsert', localId, { form_id: FORM, answers: { q: 'tablet' }, status: 'submitted' }, at(2)), db);
    await db.outbox.clear(); // pushed: the server applied it to its existing row
    await cacheSubmissions(OWNER, [serverRow('server-id', { q: 'tablet' })], db);
    expect(await db.submissions.toArray()).toMatchObject([{ id: 'server-id' }]);
    expect(await readSubmission(OWNER, FORM, db)).toMatchObject({ id: 'server-id', answers: { q: 'tablet' } });
  });

  it('keeps the local copy while its entry is still queued', async () => {
    const localId = crypto.randomUUID();
    await commit(op('submission/upsert', localId, { form_id: FORM, answers: { q: 'offline' }, status: 'draft' }, at(3)), db);
    await cacheSubmissions(OWNER, [serverRow('server-id', { q: 'old' })], db);
    expect((await db.submissions.toArray()).map((row) => row.id).sort()).toEqual([localId, 'server-id'].sort());
  });
});
