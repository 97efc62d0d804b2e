import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Which step of the completion failed: computing the score, or writing the completion. */
export type CompletionStage = 'scoring' | 'writing';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
    return error.message;
  }
  return typeof error === 'string' ? error : '';
}

/**
 * Spec part 1 §8: 'scoring' in the error -> the scoring message, 'fetch' -> the data-loading message,
 * otherwise the generic one. A failure of the scoring step is a scoring error whatever its wording
 * (the scorer's own messages, e.g. 'Impossibile determinare il tipo…', do not say 'scoring').
 */
export function completionErrorMessage(error: unknown, stage: CompletionStage = 'writing'): MessageDescriptor {
  const text = messageOf(error);
  if (stage === 'scoring' || /scoring/i.test(text)) {
    return msg`Errore nel calcolo del punteggio. Riprova tra qualche minuto.`;
  }
  if (/fetch/i.test(text)) return msg`Errore nel caricamento dei dati dell'assessment.`;
  return msg`Errore nel completamento dell'assessment`;
}
