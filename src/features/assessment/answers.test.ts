import { answeredCount, hasAnyAnswer, isAnswered, isComplete, progressPercent, toAnswerMap } from './answers';

const questions = [{ item_code: 'A' }, { item_code: 'B' }, { item_code: 'C' }];

describe('answers', () => {
  it('counts an answer only when it is non-empty after trimming', () => {
    expect(isAnswered('x')).toBe(true);
    expect(isAnswered(' 0 ')).toBe(true);
    expect(isAnswered('')).toBe(false);
    expect(isAnswered(' \n\t')).toBe(false);
    expect(isAnswered(undefined)).toBe(false);
    expect(answeredCount({ A: '1', B: '  ', X: '9' }, questions)).toBe(1);
    expect(hasAnyAnswer({ A: ' ' })).toBe(false);
    expect(hasAnyAnswer({ A: ' ', B: '2' })).toBe(true);
  });

  it('is complete only when every question is answered and there is at least one question', () => {
    expect(isComplete({ A: '1', B: '2', C: '3' }, questions)).toBe(true);
    expect(isComplete({ A: '1', B: '2', C: ' ' }, questions)).toBe(false);
    expect(isComplete({ A: '1', B: '2', X: '3' }, questions)).toBe(false);
    expect(isComplete({}, [])).toBe(false);
  });

  it('gives progress as answered / total in whole percent', () => {
    expect(progressPercent({}, questions)).toBe(0);
    expect(progressPercent({ A: '1' }, questions)).toBe(33);
    expect(progressPercent({ A: '1', B: '2' }, questions)).toBe(67);
    expect(progressPercent({ A: '1', B: '2', C: '3' }, questions)).toBe(100);
    expect(progressPercent({ A: '1' }, [])).toBe(0);
  });

  it('turns stored answers into strings', () => {
    expect(toAnswerMap({ A: '1', B: 4, C: ['x', 'y'], D: null })).toEqual({ A: '1', B: '4', C: '["x","y"]' });
    expect(toAnswerMap(null)).toEqual({});
    expect(toAnswerMap('oops')).toEqual({});
  });
});
