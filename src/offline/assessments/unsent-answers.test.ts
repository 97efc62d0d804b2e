import { afterEach, describe, expect, it } from 'vitest';
import { commit } from '../outbox/commit';
import { ASSESSMENT, OWNER, assessmentRow, at, freshDb, op } from '../testing/fixtures';
import { countUnsentAnswers } from './unsent-answers';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('countUnsentAnswers', () => {
  it('counts each queued answer of the assessment once, however often it changed', async () => {
    await db.assessments.put(assessmentRow());
    expect(await countUnsentAnswers(OWNER, ASSESSMENT, db)).toBe(0);
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(1)), db);
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q1: '2' } }, at(2)), db);
    await commit(op('assessment/save-partial', ASSESSMENT, { answers: { q2: '3' } }, at(3)), db);
    expect(await countUnsentAnswers(OWNER, ASSESSMENT, db)).toBe(2);
    expect(await countUnsentAnswers(OWNER, 'another-assessment', db)).toBe(0);
    expect(await countUnsentAnswers('another-owner', ASSESSMENT, db)).toBe(0);
  });
});
