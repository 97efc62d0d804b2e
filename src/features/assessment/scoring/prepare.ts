import { normalizeOptions } from './normalize-options';
import type { Answers, PreparedQuestion, ScoringQuestion } from './types';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseMetadata(raw: unknown): Record<string, unknown> {
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw);
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isRecord(raw) ? raw : {};
}

export const prepareQuestions = (questions: readonly ScoringQuestion[]): PreparedQuestion[] =>
  questions.map((q) => ({
    item_code: q.item_code,
    response_type: q.response_type,
    options: normalizeOptions(q.options),
    metadata: parseMetadata(q.metadata),
  }));

/**
 * Answers as strings keyed by item code. A value keyed by the question id is moved to its item
 * code; empty (after trimming) values count as unanswered.
 */
export function prepareAnswers(raw: Readonly<Record<string, unknown>>, questions: readonly ScoringQuestion[]): Answers {
  const codeById = new Map(questions.filter((q) => q.id).map((q) => [q.id as string, q.item_code]));
  const answers: Answers = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (text.trim() === '') continue;
    answers[codeById.get(key) ?? key] = text;
  }
  return answers;
}
