import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AlignmentBand, InsightWarning } from '../model/alignment';
import type { ReportTeamRow } from '../model/types';

export const STATUS_LABELS: Record<ReportTeamRow['report_status'], MessageDescriptor> = {
  completed: msg`Completato`,
  in_progress: msg`In corso`,
  started: msg`Iniziato`,
  not_started: msg`Non iniziato`,
};

export const BAND_LABELS: Record<AlignmentBand, MessageDescriptor> = {
  high: msg`Alto`,
  medium: msg`Medio`,
  low: msg`Basso`,
};

export const WARNING_LABELS: Record<InsightWarning, MessageDescriptor> = {
  low_alignment_share: msg`Oltre il 30% del team ha un basso allineamento profilo-lavoro.`,
  low_average_alignment: msg`L'allineamento medio del team è inferiore al 60%.`,
};

const EVALUATION_LABELS: Record<string, MessageDescriptor> = {
  self: msg`Autovalutazione`,
  manager: msg`Valutazione del manager`,
  peer: msg`Valutazione dei colleghi`,
};

export function evaluationLabel(kind: string): MessageDescriptor | string {
  return EVALUATION_LABELS[kind] ?? kind;
}

/** Assessment types are product names (TPM, MBTI, TWN); others are shown as stored. */
export function typeLabel(type: string): string {
  return ['tpm', 'mbti', 'twn'].includes(type) ? type.toUpperCase() : type.charAt(0).toUpperCase() + type.slice(1);
}
