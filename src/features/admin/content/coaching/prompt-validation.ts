import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The suggestion shapes the ai-suggestion function produces and the member's screen shows. */
export const OUTPUT_FORMATS = ['company_mission', 'three_part', 'customer_journey', 'free_text'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** The placeholders the function fills (supabase/functions/ai-suggestion/prompt.ts). */
export const PLACEHOLDERS = [
  'answers',
  'organization',
  'activity',
  'description',
  'instructions',
  'phase',
  'first_name',
];

export interface PromptDraft {
  name: string;
  description: string;
  systemPrompt: string;
  userPromptTemplate: string;
  outputFormat: OutputFormat;
  model: string;
  isActive: boolean;
}

export type PromptField = 'name' | 'systemPrompt' | 'userPromptTemplate';

/** The {{names}} a prompt uses, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)) if (!found.includes(match[1]!)) found.push(match[1]!);
  return found;
}

export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((name) => !PLACEHOLDERS.includes(name));
}

export function validatePrompt(draft: PromptDraft): Partial<Record<PromptField, MessageDescriptor>> {
  const errors: Partial<Record<PromptField, MessageDescriptor>> = {};
  if (!draft.name.trim()) errors.name = msg`Campo obbligatorio`;
  if (!draft.systemPrompt.trim()) errors.systemPrompt = msg`Campo obbligatorio`;
  if (!draft.userPromptTemplate.trim()) errors.userPromptTemplate = msg`Campo obbligatorio`;
  else if (unknownPlaceholders(draft.userPromptTemplate).length) {
    errors.userPromptTemplate = msg`Segnaposto sconosciuto: usa solo quelli elencati`;
  }
  return errors;
}
