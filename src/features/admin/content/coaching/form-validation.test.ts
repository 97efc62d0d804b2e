import { describe, expect, it } from 'vitest';
import { hasFormErrors, questionsPayload, validateForm, type QuestionDraft } from './form-validation';

const question = (over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  id: null,
  key: 'q1',
  text: 'Domanda',
  type: 'text_short',
  options: [],
  placeholder: '',
  helpText: '',
  isRequired: false,
  ...over,
});

describe('an assignment form', () => {
  it('refuses a choice question with no options, at that question', () => {
    const errors = validateForm({
      id: null,
      title: 'Form',
      description: '',
      questions: [question(), question({ key: 'q2', type: 'single_choice', options: ['Solo una', ' '] })],
    });
    expect(Object.keys(errors.byQuestion)).toEqual(['q2']);
    expect(errors.byQuestion.q2!.options).toBeDefined();
    expect(hasFormErrors(errors)).toBe(true);
  });
  it('refuses repeated options, a blank question and a form without questions or title', () => {
    expect(
      validateForm({
        id: null,
        title: 'F',
        description: '',
        questions: [question({ type: 'multiple_choice', options: ['A', 'A'] })],
      }).byQuestion.q1!.options,
    ).toBeDefined();
    const empty = validateForm({ id: null, title: ' ', description: '', questions: [] });
    expect(empty.title).toBeDefined();
    expect(empty.questions).toBeDefined();
    expect(
      validateForm({ id: null, title: 'F', description: '', questions: [question({ text: '' })] }).byQuestion.q1!.text,
    ).toBeDefined();
  });
  it('accepts every question type with what it needs', () => {
    const types = [
      'text_short',
      'text_long',
      'single_choice',
      'multiple_choice',
      'number',
      'email',
      'url',
      'date',
    ] as const;
    const questions = types.map((type, i) => question({ key: `q${i}`, type, options: ['A', 'B'] }));
    expect(hasFormErrors(validateForm({ id: null, title: 'F', description: '', questions }))).toBe(false);
    expect(questionsPayload({ id: null, title: 'F', description: '', questions }).map((q) => q.options)).toEqual([
      null,
      null,
      ['A', 'B'],
      ['A', 'B'],
      null,
      null,
      null,
      null,
    ]);
  });
});
