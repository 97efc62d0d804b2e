import { describe, expect, it } from 'vitest';
import { newTemplate } from './draft-factory';
import { editorReducer, moveItem } from './editor-reducer';

const withTwo = () => {
  let draft = editorReducer(newTemplate('org'), { type: 'add-question' });
  draft = editorReducer(draft, { type: 'add-question', responseType: 'ranking' });
  return draft;
};

describe('editorReducer', () => {
  it('adds questions with fresh item codes, a ranking with two empty options', () => {
    const draft = withTwo();
    expect(draft.questions.map((q) => [q.itemCode, q.responseType, q.options.length])).toEqual([
      ['Q01', 'likert_5', 0],
      ['Q02', 'ranking', 2],
    ]);
  });

  it('changes one question and keeps the others the same objects (their editors do not re-render)', () => {
    const draft = withTwo();
    const [first, second] = draft.questions;
    const next = editorReducer(draft, {
      type: 'question',
      key: second!.key,
      patch: { text: { it: 'Ordina', en: '' } },
    });
    expect(next.questions[0]).toBe(first);
    expect(next.questions[1]!.text.it).toBe('Ordina');
  });

  it('moves questions and options by index', () => {
    const draft = withTwo();
    const moved = editorReducer(draft, { type: 'move-question', from: 1, to: 0 });
    expect(moved.questions.map((q) => q.itemCode)).toEqual(['Q02', 'Q01']);
    const ranking = moved.questions[0]!;
    const options = editorReducer(moved, { type: 'move-option', questionKey: ranking.key, from: 0, to: 1 });
    expect(options.questions[0]!.options.map((o) => o.id)).toEqual(['b', 'a']);
  });

  it('gives a question turned into a choice two options, and removes what is removed', () => {
    const draft = withTwo();
    const key = draft.questions[0]!.key;
    const choice = editorReducer(draft, { type: 'question', key, patch: { responseType: 'single_choice' } });
    expect(choice.questions[0]!.options).toHaveLength(2);
    const optionKey = choice.questions[0]!.options[0]!.key;
    const fewer = editorReducer(choice, { type: 'remove-option', questionKey: key, optionKey });
    expect(fewer.questions[0]!.options).toHaveLength(1);
    expect(editorReducer(fewer, { type: 'remove-question', key }).questions).toHaveLength(1);
  });

  it('ignores a move outside the list', () => {
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });
});
