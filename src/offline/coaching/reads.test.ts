import { afterEach, describe, expect, it } from 'vitest';
import { cacheSubmissions, readFormOfActivity, readSubmission, replaceFormsOfActivity } from './reads';
import { commit } from '../outbox/commit';
import { OWNER, at, freshDb, op } from '../testing/fixtures';

const db = freshDb();
const FORM = 'form-1';
const serverRow = (id: string, answers: Record<string, string>) => ({
  id,
  form_id: FORM,
  user_id: OWNER,
  answers,
  ai_suggestions: null,
  status: 'submitted',
  submitted_at: at(2),
  created_at: at(1),
  updated_at: at(2),
});

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('cacheSubmissions: one submission per form and user', () => {
  it("replaces the device's pushed copy made under another id with the server's row", async () => {
    const localId = crypto.randomUUID();
    await commit(
      op('submission/upsert', localId, { form_id: FORM, answers: { q: 'tablet' }, status: 'submitted' }, at(2)),
      db,
    );
    await db.outbox.clear(); // pushed: the server applied it to its existing row
    await cacheSubmissions(OWNER, [serverRow('server-id', { q: 'tablet' })], db);
    expect(await db.submissions.toArray()).toMatchObject([{ id: 'server-id' }]);
    expect(await readSubmission(OWNER, FORM, db)).toMatchObject({ id: 'server-id', answers: { q: 'tablet' } });
  });

  it('keeps the local copy while its entry is still queued', async () => {
    const localId = crypto.randomUUID();
    await commit(
      op('submission/upsert', localId, { form_id: FORM, answers: { q: 'offline' }, status: 'draft' }, at(3)),
      db,
    );
    await cacheSubmissions(OWNER, [serverRow('server-id', { q: 'old' })], db);
    expect((await db.submissions.toArray()).map((row) => row.id).sort()).toEqual([localId, 'server-id'].sort());
  });
});

describe("replaceFormsOfActivity: the server's answer for an activity's own form", () => {
  const form = (id: string, activityId: string | null) => ({
    id,
    ownerId: OWNER,
    title: id,
    description: null,
    activity_id: activityId,
    organization_id: null,
    is_template: false,
    created_at: at(1),
    updated_at: at(1),
  });

  it("drops a form cached earlier for the activity, so the lookup finds the server's", async () => {
    await db.forms.bulkPut([
      form('a-stale', 'activity-1'),
      form('b-library', 'activity-1'),
      form('other', 'activity-2'),
    ]);
    expect(await readFormOfActivity(OWNER, 'activity-1', db)).toMatchObject({ id: 'a-stale' });
    await replaceFormsOfActivity(OWNER, 'activity-1', 'b-library', db);
    expect(await readFormOfActivity(OWNER, 'activity-1', db)).toMatchObject({ id: 'b-library' });
    expect(await readFormOfActivity(OWNER, 'activity-2', db)).toMatchObject({ id: 'other' });
  });

  it('drops them all when the server shows the activity no form of its own', async () => {
    await db.forms.bulkPut([form('a-stale', 'activity-1')]);
    await replaceFormsOfActivity(OWNER, 'activity-1', null, db);
    expect(await readFormOfActivity(OWNER, 'activity-1', db)).toBeNull();
  });
});
