/** High is 80 % or more, medium 60-79 %, low under 60 %. */
export type AlignmentBand = 'high' | 'medium' | 'low';

export function alignmentBand(percent: number): AlignmentBand {
  if (percent >= 80) return 'high';
  if (percent >= 60) return 'medium';
  return 'low';
}

export type InsightWarning = 'low_alignment_share' | 'low_average_alignment';

export interface AlignmentSummary {
  /** People with an alignment figure. */
  measured: number;
  counts: Record<AlignmentBand, number>;
  /** Share of the measured people in the low band, 0-1. */
  lowShare: number;
  /** Mean alignment, null when nobody is measured. */
  average: number | null;
  /** Over 30 % of the team low; average under 60 %. */
  warnings: InsightWarning[];
}

export function summarizeAlignment(values: readonly number[]): AlignmentSummary {
  const counts: Record<AlignmentBand, number> = { high: 0, medium: 0, low: 0 };
  for (const v of values) counts[alignmentBand(v)] += 1;
  const measured = values.length;
  const lowShare = measured ? counts.low / measured : 0;
  const average = measured ? values.reduce((s, v) => s + v, 0) / measured : null;
  const warnings: InsightWarning[] = [];
  if (lowShare > 0.3) warnings.push('low_alignment_share');
  if (average !== null && average < 60) warnings.push('low_average_alignment');
  return { measured, counts, lowShare, average, warnings };
}
