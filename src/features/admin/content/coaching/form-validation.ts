import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The eight question types a member's form shows. */
export const QUESTION_TYPES = [
  'text_short',
  'text_long',
  'single_choice',
  'multiple_choice',
  'number',
  'email',
  'url',
  'date',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const isChoice = (type: QuestionType) => type === 'single_choice' || type === 'multiple_choice';

export interface QuestionDraft {
  /** The stored id; a member's answers are keyed by it, so a saved question keeps it. */
  id: string | null;
  key: string;
  text: string;
  type: QuestionType;
  options: string[];
  placeholder: string;
  helpText: string;
  isRequired: boolean;
}

export interface FormDraft {
  id: string | null;
  title: string;
  description: string;
  questions: QuestionDraft[];
}

export interface QuestionErrors {
  text?: MessageDescriptor;
  options?: MessageDescriptor;
}

export interface FormErrors {
  title?: MessageDescriptor;
  questions?: MessageDescriptor;
  byQuestion: Record<string, QuestionErrors>;
}

export function validateQuestion(question: QuestionDraft): QuestionErrors {
  const errors: QuestionErrors = {};
  if (!question.text.trim()) errors.text = msg`Campo obbligatorio`;
  if (isChoice(question.type)) {
    const options = question.options.map((o) => o.trim()).filter(Boolean);
    if (options.length < 2) errors.options = msg`Una domanda a scelta ha almeno due opzioni`;
    else if (new Set(options).size !== options.length) errors.options = msg`Le opzioni devono essere diverse`;
  }
  return errors;
}

export function validateForm(draft: FormDraft): FormErrors {
  const errors: FormErrors = { byQuestion: {} };
  if (!draft.title.trim()) errors.title = msg`Campo obbligatorio`;
  if (draft.questions.length === 0) errors.questions = msg`Aggiungi almeno una domanda`;
  for (const question of draft.questions) {
    const found = validateQuestion(question);
    if (found.text || found.options) errors.byQuestion[question.key] = found;
  }
  return errors;
}

export const hasFormErrors = (errors: FormErrors) =>
  !!errors.title || !!errors.questions || Object.keys(errors.byQuestion).length > 0;

/** The rpc's question list: options only for the choice types, blanks dropped. */
export function questionsPayload(draft: FormDraft) {
  return draft.questions.map((q) => ({
    id: q.id,
    question_text: q.text.trim(),
    question_type: q.type,
    options: isChoice(q.type) ? q.options.map((o) => o.trim()).filter(Boolean) : null,
    placeholder: q.placeholder.trim(),
    help_text: q.helpText.trim(),
    is_required: q.isRequired,
  }));
}
