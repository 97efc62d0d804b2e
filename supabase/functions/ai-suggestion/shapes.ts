/**
 * The content shapes of a suggestion, named by ai_prompt_templates.output_format.
 */
export type OutputFormat = 'company_mission' | 'three_part' | 'customer_journey' | 'free_text' | 'team_next_steps';

export const COMPANY_MISSION_KEYS = ['nome_azienda', 'mission_estesa', 'numeri_chiave', 'kpi_miglioramento'] as const;
export const THREE_PART_KEYS = ['concezione', 'connessione', 'consegna'] as const;
const JOURNEY_PILLARS = THREE_PART_KEYS;
export { JOURNEY_PILLARS };
export const JOURNEY_STAGES = [
  'consapevolezza',
  'considerazione',
  'decisione',
  'partecipazione',
  'valutazione',
] as const;
/** The 15 cells, pillar by pillar: concezione_consapevolezza ... consegna_valutazione. */
export const JOURNEY_CELLS = JOURNEY_PILLARS.flatMap((pillar) => JOURNEY_STAGES.map((stage) => `${pillar}_${stage}`));
/** The grid is recognised with at least this many of its cells. */
export const JOURNEY_MIN_CELLS = 10;
export const FREE_TEXT_KEY = 'testo';
/** A team suggestion (the team coaching screen's assistant): a summary and the next steps. */
export const TEAM_NEXT_STEPS_KEYS = ['sintesi', 'prossimi_passi'] as const;

/** What a prompt template may ask for (the team shape is the team assistant's own). */
export type ActivityOutputFormat = Exclude<OutputFormat, 'team_next_steps'>;

export function toOutputFormat(value: unknown): ActivityOutputFormat {
  return value === 'company_mission' || value === 'three_part' || value === 'customer_journey' ? value : 'free_text';
}

/** The keys the model is asked for, in order. */
export function keysOf(format: OutputFormat): readonly string[] {
  switch (format) {
    case 'company_mission':
      return COMPANY_MISSION_KEYS;
    case 'three_part':
      return THREE_PART_KEYS;
    case 'customer_journey':
      return JOURNEY_CELLS;
    case 'free_text':
      return [FREE_TEXT_KEY];
    case 'team_next_steps':
      return TEAM_NEXT_STEPS_KEYS;
  }
}

const isText = (value: unknown): boolean => typeof value === 'string' && value.trim().length > 0;
const isTextOrList = (value: unknown): boolean =>
  isText(value) || (Array.isArray(value) && value.length > 0 && value.every(isText));

/** Whether a JSON object has the shape the format asks for (extra keys are allowed). */
export function hasShape(format: OutputFormat, content: Record<string, unknown>): boolean {
  switch (format) {
    case 'company_mission':
      return (
        isText(content.nome_azienda) &&
        isText(content.mission_estesa) &&
        isTextOrList(content.numeri_chiave) &&
        isTextOrList(content.kpi_miglioramento)
      );
    case 'three_part':
      return THREE_PART_KEYS.every((key) => isText(content[key]));
    case 'customer_journey':
      return JOURNEY_CELLS.filter((cell) => isText(content[cell])).length >= JOURNEY_MIN_CELLS;
    case 'free_text':
      return Object.keys(content).length > 0;
    case 'team_next_steps':
      return isText(content.sintesi) && isTextOrList(content.prossimi_passi);
  }
}
