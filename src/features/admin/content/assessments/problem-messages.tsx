import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DraftProblem } from './validate-draft';

const MESSAGES: Record<Exclude<DraftProblem['code'], 'custom_logic'>, MessageDescriptor> = {
  name_missing: msg`Scrivi il nome del modello.`,
  no_questions: msg`Aggiungi almeno una domanda.`,
  time_limit_invalid: msg`Il tempo limite è un numero intero di minuti maggiore di zero.`,
  estimate_invalid: msg`Il tempo stimato è un numero intero di minuti maggiore di zero.`,
  text_missing: msg`Scrivi il testo della domanda.`,
  item_code_missing: msg`Scrivi il codice della domanda.`,
  item_code_duplicate: msg`Un'altra domanda ha lo stesso codice.`,
  options_missing: msg`Una domanda a scelta ha almeno un'opzione.`,
  ranking_needs_two: msg`Un ordinamento ha almeno due opzioni.`,
  matrix_needs_row: msg`Una matrice di valutazione ha almeno una riga.`,
  option_text_missing: msg`Ogni opzione ha un testo.`,
  slider_bounds: msg`Il massimo del cursore è maggiore del minimo e il passo è maggiore di zero.`,
  rule_scale: msg`Il massimo della scala è maggiore del minimo.`,
  rule_items_missing: msg`Indica i codici delle domande di passione e di lavoro.`,
  rule_dimensions_missing: msg`Indica almeno una dimensione.`,
};

/** The message of a problem: custom logic problems keep the scorer's own words. */
export function problemMessage(problem: DraftProblem, translate: (d: MessageDescriptor) => string): string {
  return problem.code === 'custom_logic' ? problem.detail : translate(MESSAGES[problem.code]);
}

/** The database's refusals, by the constraint or prefix they name, in the editor's words. */
export function publishErrorMessage(message: string): MessageDescriptor {
  if (message.includes('rankings_have_two_options')) return MESSAGES.ranking_needs_two;
  if (message.includes('choice_questions_have_an_option')) return MESSAGES.options_missing;
  if (message.includes('rating_matrices_have_a_row')) return MESSAGES.matrix_needs_row;
  if (message.includes('questions_have_text')) return MESSAGES.text_missing;
  if (message.includes('custom_logic_avoids_forbidden_patterns'))
    return msg`La logica personalizzata usa un costrutto vietato.`;
  if (message.includes('newer version'))
    return msg`Nel frattempo è stata pubblicata una versione più recente: riapri il modello.`;
  if (message.includes('publish_refused') || message.includes('row-level security'))
    return msg`Non hai i permessi per pubblicare questo modello.`;
  return msg`Pubblicazione non riuscita. Riprova.`;
}
