/**
 * multiple_choice answer: a JSON list of the chosen option ids in the options' order, e.g. '["a","c"]'.
 * No choice is the empty string, so the question counts as unanswered.
 */
export function parseMultipleChoice(value: string | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function toggleChoice(optionIds: string[], chosen: string[], id: string): string {
  const next = chosen.includes(id) ? chosen.filter((item) => item !== id) : [...chosen, id];
  const ordered = optionIds.filter((optionId) => next.includes(optionId));
  return ordered.length === 0 ? '' : JSON.stringify(ordered);
}
