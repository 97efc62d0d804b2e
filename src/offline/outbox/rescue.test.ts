import { afterEach, describe, expect, it } from 'vitest';
import { commit } from './commit';
import { buildRescueDocument, rescueFileName } from './rescue';
import { ASSESSMENT, OTHER_OWNER, OWNER, assessmentRow, at, freshDb, op, suggestionRow } from '../testing/fixtures';

const db = freshDb();

afterEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
});

describe('buildRescueDocument', () => {
  it('holds the user’s pending and failed operations with the server’s message, and what was superseded', async () => {
    await db.assessments.put(assessmentRow());
    await db.suggestions.put(suggestionRow('sg1'));
    await db.suggestions.put(suggestionRow('sg9', { ownerId: OTHER_OWNER }));
    const save = op('assessment/save-partial', ASSESSMENT, { answers: { q1: '4' } }, at(1));
    const accept = op('suggestion/set-status', 'sg1', { status: 'accepted' }, at(2));
    const complete = op('assessment/complete', ASSESSMENT, { answers: { q1: '4' }, score: 80 }, at(3));
    const late = op('assessment/save-partial', ASSESSMENT, { answers: { q1: '1' } }, at(4));
    for (const operation of [save, accept, complete, late]) await commit(operation, db);
    await commit(op('suggestion/set-status', 'sg9', { status: 'rejected' }, at(5), OTHER_OWNER), db);
    const failure = { ok: false as const, status: 403, code: '42501', message: 'permission denied', at: at(6) };
    await db.outbox
      .filter((entry) => entry.id === accept.id)
      .modify({ status: 'failed', lastError: failure, attempts: 1 });

    const doc = await buildRescueDocument(OWNER, { db, appVersion: '1.2.3', now: new Date(at(7)) });

    expect(doc).toMatchObject({
      format: 'taas-outbox-rescue',
      formatVersion: 1,
      appVersion: '1.2.3',
      exportedAt: at(7),
      ownerId: OWNER,
    });
    expect(doc.pending.map((entry) => entry.operation)).toEqual([save, complete]);
    expect(doc.failed).toEqual([
      {
        operation: accept,
        queuedAt: expect.any(String),
        attempts: 1,
        coalescedIds: [],
        error: { status: 403, code: '42501', message: 'permission denied', at: at(6) },
      },
    ]);
    expect(doc.superseded).toEqual([
      expect.objectContaining({ operation: late, reason: expect.stringContaining('already completed') }),
    ]);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(rescueFileName(doc)).toBe('taas-unsent-work-2026-01-01T09-00-07-000Z.json');
  });
});
