import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AssessmentType, EvaluationType, ResponseType, RuleType } from './draft-types';

export const responseTypeLabel: Record<ResponseType, MessageDescriptor> = {
  single_choice: msg`Scelta singola`,
  multiple_choice: msg`Scelta multipla`,
  likert_5: msg`Likert a 5 punti`,
  likert_scale: msg`Scala Likert con etichette`,
  slider: msg`Cursore`,
  ranking: msg`Ordinamento`,
  rating_matrix: msg`Matrice di valutazione`,
  date_advanced: msg`Data e ora`,
};

export const evaluationTypeLabel: Record<EvaluationType, MessageDescriptor> = {
  self: msg`Autovalutazione`,
  manager: msg`Del manager`,
  peer: msg`Tra pari`,
};

export const assessmentTypeLabel: Record<AssessmentType, MessageDescriptor> = {
  tpm: msg`TPM`,
  mbti: msg`MBTI`,
  twn: msg`TWN`,
  combined: msg`Combinato (allineamento)`,
  leadership: msg`Leadership`,
};

export const ruleTypeLabel: Record<RuleType, MessageDescriptor> = {
  average: msg`Media`,
  dimension: msg`Per dimensione`,
  mbti: msg`Profilo MBTI`,
  alignment: msg`Allineamento personalità-lavoro`,
  custom: msg`Logica personalizzata`,
};
