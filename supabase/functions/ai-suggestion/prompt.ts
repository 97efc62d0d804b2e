import type { SuggestionContext } from './context.ts';
import { keysOf, JOURNEY_MIN_CELLS } from './shapes.ts';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const NO_ANSWERS = '(nessuna risposta: suggestion a livello di attività)';

export function formatAnswers(context: SuggestionContext): string {
  return context.answers.length ? context.answers.map((a) => `- ${a.question}: ${a.answer}`).join('\n') : NO_ANSWERS;
}

/**
 * The template's placeholders: {{answers}}, {{organization}}, {{activity}}, {{description}},
 * {{instructions}}, {{phase}}, {{first_name}}. Unknown ones are left as written.
 */
export function fillTemplate(template: string, context: SuggestionContext): string {
  const values: Record<string, string> = {
    answers: formatAnswers(context),
    organization: context.organizationName ?? '',
    activity: context.activity.title,
    description: context.activity.description ?? '',
    instructions: context.activity.instructions ?? '',
    phase: context.activity.phaseTitle ?? '',
    first_name: context.firstName ?? '',
  };
  return template.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}

function shapeInstruction(context: SuggestionContext): string {
  const format = context.template.outputFormat;
  const keys = keysOf(format).join(', ');
  if (format === 'customer_journey') {
    return `Rispondi solo con un oggetto JSON con le chiavi stringa ${keys} (almeno ${JOURNEY_MIN_CELLS}).`;
  }
  return `Rispondi solo con un oggetto JSON con le chiavi ${keys}.`;
}

/** The chat-completions messages: the template's system prompt plus the JSON shape asked, and the filled user prompt. */
export function buildMessages(context: SuggestionContext): ChatMessage[] {
  return [
    { role: 'system', content: `${context.template.systemPrompt}\n\n${shapeInstruction(context)}` },
    { role: 'user', content: fillTemplate(context.template.userPromptTemplate, context) },
  ];
}
