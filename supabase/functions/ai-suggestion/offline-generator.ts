/**
 * The suggestion made without an AI provider (the default here: no internet). Deterministic: the
 * same answers give the same content. It only rearranges the user's own answers into the template's
 * shape, and says so in `source` and `source_note`.
 */
import type { AnsweredQuestion, SuggestionContext } from './context.ts';
import { FREE_TEXT_KEY, JOURNEY_PILLARS, JOURNEY_STAGES } from './shapes.ts';

export const OFFLINE_SOURCE = 'offline-generator';
export const OFFLINE_NOTE =
  'Generata offline dal generatore deterministico, senza servizio AI: è una bozza costruita dalle tue risposte.';

const MAX_FACT = 300;
const clip = (text: string): string => (text.length > MAX_FACT ? `${text.slice(0, MAX_FACT - 1)}…` : text);
const find = (answers: AnsweredQuestion[], pattern: RegExp): AnsweredQuestion | undefined =>
  answers.find((a) => pattern.test(a.question));

/** What the content is built from: the answers, or the activity itself when there are none. */
function facts(context: SuggestionContext): string[] {
  const fromAnswers = context.answers.map((a) => clip(a.answer));
  if (fromAnswers.length) return fromAnswers;
  return [context.activity.title, context.activity.description, context.activity.instructions]
    .filter((text): text is string => !!text && text.trim().length > 0)
    .map(clip);
}

function companyMission(context: SuggestionContext): Record<string, unknown> {
  const { answers } = context;
  const name =
    find(answers, /azienda|company|organizzazione|nome/i)?.answer ?? context.organizationName ?? 'Il vostro team';
  const mission =
    find(answers, /mission|scopo|obiettiv/i)?.answer ??
    [...answers].sort((a, b) => b.answer.length - a.answer.length || a.question.localeCompare(b.question))[0]?.answer ??
    context.activity.description ??
    context.activity.title;
  const numbers = answers
    .filter((a) => /\d/.test(a.answer) && !/@|https?:/i.test(a.answer))
    .map((a) => clip(`${a.question}: ${a.answer}`));
  const others = answers.filter((a) => a.answer !== name && a.answer !== mission && !/@|https?:|\d/.test(a.answer));
  return {
    nome_azienda: clip(name),
    mission_estesa: clip(`${name}: ${mission}`),
    numeri_chiave: numbers.length ? numbers : [`Risposte raccolte: ${answers.length}`],
    kpi_miglioramento: others.length
      ? others.slice(0, 3).map((a) => clip(`Migliorare "${a.question}" (oggi: ${a.answer}) entro sei mesi`))
      : ['Completare le attività del percorso di coaching entro la fine della fase'],
  };
}

function threePart(context: SuggestionContext): Record<string, unknown> {
  const list = facts(context);
  const at = (i: number): string => list[i % list.length] ?? context.activity.title;
  return {
    concezione: clip(`Ideare la proposta partendo da: ${at(0)}`),
    connessione: clip(`Creare la relazione con le persone attraverso: ${at(1)}`),
    consegna: clip(`Consegnare il valore promesso misurando: ${at(2)}`),
  };
}

const PILLAR_LABEL: Record<(typeof JOURNEY_PILLARS)[number], string> = {
  concezione: "l'idea",
  connessione: 'la relazione',
  consegna: 'il servizio',
};
const STAGE_VERB: Record<(typeof JOURNEY_STAGES)[number], string> = {
  consapevolezza: 'Far conoscere',
  considerazione: 'Far valutare',
  decisione: 'Far scegliere',
  partecipazione: 'Coinvolgere nel',
  valutazione: 'Misurare il gradimento per',
};

function customerJourney(context: SuggestionContext): Record<string, unknown> {
  const list = facts(context);
  const grid: Record<string, string> = {};
  JOURNEY_PILLARS.forEach((pillar, p) => {
    JOURNEY_STAGES.forEach((stage, s) => {
      const fact = list[(p * JOURNEY_STAGES.length + s) % list.length] ?? context.activity.title;
      grid[`${pillar}_${stage}`] = clip(`${STAGE_VERB[stage]} ${PILLAR_LABEL[pillar]}: ${fact}`);
    });
  });
  return grid;
}

function freeText(context: SuggestionContext): Record<string, unknown> {
  return {
    [FREE_TEXT_KEY]: facts(context)
      .map((fact) => `- ${fact}`)
      .join('\n'),
  };
}

export function generateOffline(context: SuggestionContext): Record<string, unknown> {
  const build = {
    company_mission: companyMission,
    three_part: threePart,
    customer_journey: customerJourney,
    free_text: freeText,
  }[context.template.outputFormat];
  return { ...build(context), source: OFFLINE_SOURCE, source_note: OFFLINE_NOTE };
}
