/**
 * The content shapes of an AI suggestion, recognised from the JSON itself so
 * a suggestion renders as what it is whatever template produced it.
 */
export const THREE_PART_KEYS = ['concezione', 'connessione', 'consegna'] as const;
export const JOURNEY_STAGES = [
  'consapevolezza',
  'considerazione',
  'decisione',
  'partecipazione',
  'valutazione',
] as const;
/** The 15-cell grid is recognised with at least 10 cells. */
export const JOURNEY_MIN_CELLS = 10;

export type Pillar = (typeof THREE_PART_KEYS)[number];
export type Stage = (typeof JOURNEY_STAGES)[number];

export type SuggestionShape =
  | { kind: 'company_mission'; name: string; mission: string; keyNumbers: string[]; kpis: string[] }
  | { kind: 'three_part'; parts: Record<Pillar, string> }
  | { kind: 'customer_journey'; grid: Record<Pillar, Record<Stage, string | null>> }
  | { kind: 'team_next_steps'; summary: string; steps: string[] }
  | { kind: 'json'; text: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const list = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
    : text(value)
      ? [String(value)]
      : [];

export const journeyCell = (pillar: Pillar, stage: Stage): string => `${pillar}_${stage}`;

function journeyGrid(content: Record<string, unknown>): Record<Pillar, Record<Stage, string | null>> | null {
  let present = 0;
  const grid = {} as Record<Pillar, Record<Stage, string | null>>;
  for (const pillar of THREE_PART_KEYS) {
    grid[pillar] = {} as Record<Stage, string | null>;
    for (const stage of JOURNEY_STAGES) {
      const cell = text(content[journeyCell(pillar, stage)]);
      if (cell !== null) present += 1;
      grid[pillar][stage] = cell;
    }
  }
  return present >= JOURNEY_MIN_CELLS ? grid : null;
}

/** Which shape the content has (an activity's three, or the team assistant's next steps); anything else is shown as formatted JSON. */
export function recogniseShape(content: unknown): SuggestionShape {
  if (isRecord(content)) {
    const grid = journeyGrid(content);
    if (grid) return { kind: 'customer_journey', grid };
    const name = text(content.nome_azienda);
    const mission = text(content.mission_estesa);
    if (name !== null && mission !== null) {
      return {
        kind: 'company_mission',
        name,
        mission,
        keyNumbers: list(content.numeri_chiave),
        kpis: list(content.kpi_miglioramento),
      };
    }
    const summary = text(content.sintesi);
    const steps = list(content.prossimi_passi);
    if (summary !== null && steps.length > 0) return { kind: 'team_next_steps', summary, steps };
    const [concezione, connessione, consegna] = THREE_PART_KEYS.map((key) => text(content[key]));
    if (concezione && connessione && consegna)
      return { kind: 'three_part', parts: { concezione, connessione, consegna } };
  }
  return { kind: 'json', text: JSON.stringify(content, null, 2) };
}

/** The offline generator labels what it makes (supabase/functions/ai-suggestion/offline-generator.ts). */
export function isGeneratedOffline(content: unknown): boolean {
  return isRecord(content) && content.source === 'offline-generator';
}

/** What the user sees and edits: their modifications when they saved some, else the generated content. */
export function shownContent(suggestion: { generated_content: unknown; user_modifications?: unknown }): unknown {
  const edited = suggestion.user_modifications;
  return edited !== null && edited !== undefined ? edited : suggestion.generated_content;
}

/** Parses an edit; null when the text is not a JSON value ('Errore nel formato JSON delle modifiche'). */
export function parseEdit(textValue: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(textValue) as unknown };
  } catch {
    return { ok: false };
  }
}
