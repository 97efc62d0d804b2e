import type { Json } from '../../../offline/store';

/** question id -> answer; multiple choice is a list of the chosen option strings. */
export type FormAnswers = Record<string, string | string[]>;

export function toFormAnswers(value: Json | undefined): FormAnswers {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const answers: FormAnswers = {};
  for (const [key, answer] of Object.entries(value)) {
    if (Array.isArray(answer)) answers[key] = answer.map(String);
    else if (answer !== null && answer !== undefined) answers[key] = String(answer);
  }
  return answers;
}

/** The option strings of a choice question: plain strings or { label, value } objects. */
export function optionStrings(options: Json | null | undefined): string[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option) => {
    if (typeof option === 'string' || typeof option === 'number') return [String(option)];
    if (option && typeof option === 'object' && !Array.isArray(option)) {
      const text = option.value ?? option.label;
      return typeof text === 'string' || typeof text === 'number' ? [String(text)] : [];
    }
    return [];
  });
}

export function toggleChoice(current: string | string[] | undefined, option: string, checked: boolean): string[] {
  const list = Array.isArray(current) ? current : [];
  return checked ? [...list.filter((item) => item !== option), option] : list.filter((item) => item !== option);
}
