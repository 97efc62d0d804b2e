import { describe, expect, it } from 'vitest';
import { newEntry } from '../outbox/entry';
import { MAX_COALESCED_IDS, type OutboxEntry } from '../outbox/types';
import { ASSESSMENT, at, op } from '../testing/fixtures';
import { receiptIdOf } from './batch';
import { coalesceHead } from './coalesce';

const entry = (operation: Parameters<typeof newEntry>[0]): OutboxEntry => newEntry(operation, operation.actedAt);
const save = (answers: Record<string, string>, second: number, target = ASSESSMENT) =>
  entry(op('assessment/save-partial', target, { answers }, at(second)));
const complete = (second: number) =>
  entry(op('assessment/complete', ASSESSMENT, { answers: { q1: '1' }, score: 10 }, at(second)));

describe('coalesceHead', () => {
  it("folds one assessment's saves into the first, later action winning per question, keyed by the newest", () => {
    const saves = [save({ q1: '1', q2: '1' }, 1), save({ q2: '5', q3: '4' }, 2)];
    const [unit, ...rest] = coalesceHead(saves);
    expect(rest).toEqual([]);
    expect(unit!.members).toEqual(saves);
    expect(unit!.entry).toMatchObject({
      id: saves[0]!.id,
      actedAt: at(2),
      coalescedIds: [saves[1]!.id],
      coalescedCount: 1,
    });
    expect(unit!.entry.payload).toEqual({
      answers: { q1: '1', q2: '5', q3: '4' },
      answer_times: { q1: at(1), q2: at(2), q3: at(2) },
    });
    expect(receiptIdOf(unit!.entry)).toBe(saves[1]!.id);
  });

  it('keeps the queue order of targets: a unit goes at its first entry’s place', () => {
    const a1 = save({ q1: '1' }, 1);
    const b1 = save({ q1: '2' }, 2, 'other-assessment');
    const a2 = save({ q2: '3' }, 3);
    expect(coalesceHead([a1, b1, a2]).map((unit) => unit.members)).toEqual([[a1, a2], [b1]]);
  });

  it('never folds across a completion: a save queued after it stays after it', () => {
    const before = save({ q1: '1' }, 1);
    const done = complete(2);
    const after = save({ q1: '9' }, 3);
    expect(coalesceHead([before, done, after]).map((unit) => unit.members)).toEqual([[before], [done], [after]]);
  });

  it('keeps inserts apart: every chat message is its own operation', () => {
    const messages = [1, 2].map((second) =>
      entry(
        op(
          'chat-message/send',
          'team-1',
          { team_id: 'team-1', session_id: null, message: `m${second}`, sender_role: 'member' },
          at(second),
        ),
      ),
    );
    expect(coalesceHead(messages)).toHaveLength(2);
  });

  it('keeps the newest ids only, counts them all, and carries the ids of entries folded by earlier versions', () => {
    const legacy = { ...save({ q0: '1' }, 0), rev: 2, coalescedIds: ['old-1', 'old-2'], coalescedCount: 2 };
    const saves = Array.from({ length: MAX_COALESCED_IDS + 3 }, (_, i) => save({ [`q${i + 1}`]: '1' }, i + 1));
    const [unit] = coalesceHead([legacy, ...saves]);
    expect(unit!.entry.coalescedIds).toEqual(saves.slice(-MAX_COALESCED_IDS).map((s) => s.id));
    expect(unit!.entry.coalescedCount).toBe(2 + saves.length);
    const folded = { ...save({ q9: '1' }, 40), coalescedIds: ['legacy-newest'] };
    expect(receiptIdOf(coalesceHead([saves[0]!, folded])[0]!.entry)).toBe('legacy-newest');
  });
});
