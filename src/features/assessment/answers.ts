/** question item code -> answer value, always held as a string. */
export type AnswerMap = Record<string, string>;

interface Coded {
  item_code: string;
}

/** A question is answered when its answer is non-empty after trimming. */
export function isAnswered(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim().length > 0;
}

export function answeredCount(answers: AnswerMap, questions: readonly Coded[]): number {
  return questions.filter((q) => isAnswered(answers[q.item_code])).length;
}

export function hasAnyAnswer(answers: AnswerMap): boolean {
  return Object.values(answers).some(isAnswered);
}

/** Complete: every question answered and at least one question. */
export function isComplete(answers: AnswerMap, questions: readonly Coded[]): boolean {
  return questions.length > 0 && answeredCount(answers, questions) === questions.length;
}

/** Answered divided by total, as a whole percentage (0 when there are no questions). */
export function progressPercent(answers: AnswerMap, questions: readonly Coded[]): number {
  if (questions.length === 0) return 0;
  return Math.round((answeredCount(answers, questions) / questions.length) * 100);
}

/** Saved answers as stored (jsonb) -> the string map the machine holds; non-scalar values become JSON text. */
export function toAnswerMap(saved: unknown): AnswerMap {
  if (saved == null || typeof saved !== 'object' || Array.isArray(saved)) return {};
  const answers: AnswerMap = {};
  for (const [code, value] of Object.entries(saved as Record<string, unknown>)) {
    if (value == null) continue;
    answers[code] =
      typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return answers;
}
