import { describe, expect, it } from 'vitest';
import { judge, type Made } from './verify';

const answer = (seq: number, value: string, saved = true): Made => ({
  seq,
  kind: 'answer',
  key: 'TWN_02',
  value,
  saved,
  at: 0,
});
const stored = (value: string) => ({ answers: { TWN_02: value }, completedAt: null, progress: {}, chat: [] });

describe('chaos judge: last-writer-wins answers', () => {
  it('seed 97: a later answer the device never confirmed (tab closed) but that landed supersedes the confirmed ones', () => {
    const tally = judge([answer(2, '1'), answer(4, '3'), answer(7, '5', false)], stored('5'));
    expect(tally).toMatchObject({ saved: 2, reached: 2, lost: 0, outOfOrder: 0 });
  });

  it('an earlier unconfirmed answer stored over a later confirmed one is out of order', () => {
    const tally = judge([answer(1, '5', false), answer(2, '1')], stored('5'));
    expect(tally).toMatchObject({ reached: 0, lost: 0, outOfOrder: 1 });
  });

  it('a confirmed answer with nothing of it or after it stored is lost', () => {
    const tally = judge([answer(2, '1'), answer(4, '3')], stored('2'));
    expect(tally).toMatchObject({ reached: 0, lost: 2, outOfOrder: 0 });
  });
});
