import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isScoringError } from './scoring/scoring-error';

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
 * The completion toast by the failure's real cause: the scorer's own failures (a ScoringError, or 'scoring' in the
 * message) are scoring errors; a failed read ('fetch' in the message, or anything else that stops the scoring step:
 * the rules or the scoring code could not be fetched) is a data-loading error; the rest is the generic one.
 */
export function completionErrorMessage(error: unknown, stage: CompletionStage = 'writing'): MessageDescriptor {
  const text = messageOf(error);
  if (isScoringError(error) || /scoring/i.test(text))
    return msg`Errore nel calcolo del punteggio. Riprova tra qualche minuto.`;
  if (stage === 'scoring' || /fetch/i.test(text)) return msg`Errore nel caricamento dei dati dell'assessment.`;
  return msg`Errore nel completamento dell'assessment`;
}
