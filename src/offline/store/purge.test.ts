import { afterEach, describe, expect, it } from 'vitest';
import { ownedTableNames } from './db';
import { markReadyOffline } from './meta';
import { commit } from '../outbox/commit';
import { purgeUser } from './purge';
import { ASSESSMENT, OTHER_OWNER, OWNER, assessmentRow, at, freshDb, op, suggestionRow } from '../testing/fixtures';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

async function rowsOf(ownerId: string): Promise<number> {
  const counts = await Promise.all(
    ownedTableNames.map((name) => db.table(name).where('ownerId').equals(ownerId).count()),
  );
  return counts.reduce((sum, n) => sum + n, 0);
}

async function seedBoth() {
  for (const ownerId of [OWNER, OTHER_OWNER]) {
    await db.assessments.put(assessmentRow({ ownerId }));
    await db.suggestions.put(suggestionRow('sg1', { ownerId }));
    await db.questions.put({
      ownerId,
      id: 'q',
      item_code: 'q1',
      question_text: 'Q',
      question_type: null,
      response_type: 'likert_5',
      evaluation_type: 'self',
      language: 'it',
      options: null,
      is_required: true,
      help_text: null,
      metadata: {},
      template_id: 't',
      order_index: 0,
    });
    await markReadyOffline(db, ownerId, 'assessment', ASSESSMENT, at(0));
  }
}

describe('purgeUser', () => {
  it('refuses while the user has unsent entries, saying how many, and removes nothing', async () => {
    await seedBoth();
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1)), db);
    await commit(op('suggestion/set-status', 'sg1', { status: 'accepted' }, at(2)), db);
    await db.outbox.filter((entry) => entry.kind === 'suggestion/set-status').modify({ status: 'failed' });
    const before = await rowsOf(OWNER);
    await expect(purgeUser(OWNER, { db })).resolves.toEqual({ purged: false, pending: 2 });
    expect(await rowsOf(OWNER)).toBe(before);
  });

  it('with force removes every row of that user and none of another', async () => {
    await seedBoth();
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1)), db);
    const othersBefore = await rowsOf(OTHER_OWNER);
    await expect(purgeUser(OWNER, { db, force: true })).resolves.toEqual({ purged: true });
    expect(await rowsOf(OWNER)).toBe(0);
    expect(await rowsOf(OTHER_OWNER)).toBe(othersBefore);
    expect(othersBefore).toBeGreaterThan(0);
  });

  it('purges without force once the outbox is empty', async () => {
    await seedBoth();
    await expect(purgeUser(OWNER, { db })).resolves.toEqual({ purged: true });
    expect(await rowsOf(OWNER)).toBe(0);
  });
});
