import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CUSTOM_LOGIC_TIMEOUT_MS } from './custom-logic/time-limit';

export { CUSTOM_LOGIC_TIMEOUT_MS };

/**
 * An error thrown by the scorer. `message` holds the spec's text (the completion flow looks for
 * 'scoring' / 'fetch' in it); `descriptor` is the same text for the UI to translate.
 */
export class ScoringError extends Error {
  readonly descriptor: MessageDescriptor;

  constructor(message: string, descriptor: MessageDescriptor) {
    super(message);
    this.name = 'ScoringError';
    this.descriptor = descriptor;
  }
}

export const isScoringError = (error: unknown): error is ScoringError => error instanceof ScoringError;

export const scoringErrors = {
  typeUnknown: () =>
    new ScoringError(
      'Impossibile determinare il tipo di assessment per il calcolo del punteggio',
      msg`Impossibile determinare il tipo di assessment per il calcolo del punteggio`,
    ),
  noRule: (type: string) =>
    new ScoringError(
      `No scoring rule found for assessment type ${type}. All scoring logic must be configured in the database.`,
      msg`No scoring rule found for assessment type ${type}. All scoring logic must be configured in the database.`,
    ),
  validationFailed: (reasons: string) =>
    new ScoringError(`Validation failed: ${reasons}`, msg`Validation failed: ${reasons}`),
  timedOut: (ms: number) =>
    new ScoringError(
      `Custom logic execution timed out after ${ms}ms...`,
      msg`Custom logic execution timed out after ${ms}ms...`,
    ),
  noAnswers: () => new ScoringError('No answers provided', msg`No answers provided`),
  noQuestions: () => new ScoringError('No questions provided', msg`No questions provided`),
  customLogicFailed: (reason: string) =>
    new ScoringError(`Custom scoring logic failed: ${reason}`, msg`Custom scoring logic failed: ${reason}`),
};
