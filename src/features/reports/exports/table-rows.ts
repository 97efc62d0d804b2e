import type { TeamReport } from '../model/team-report';
import { TPM_DIMENSIONS } from '../model/types';

/** The columns shared by the Excel and PDF exports (headers come translated from the screen). */
export interface ExportHeaders {
  members: string[];
  evaluations: string[];
  /** A template version as the screen says it ("TPM · versione 2"), for the evaluations' last column. */
  templateLabel: (template: { name: string | null; version: number | null }) => string;
  summary: { label: string; value: string | number }[];
}

const cell = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : v);

export function memberRows(report: TeamReport): (string | number)[][] {
  return report.members.map((m) => [
    m.name,
    cell(m.email),
    cell(m.position ?? m.teamRole),
    cell(m.profile.dominantProfile),
    ...TPM_DIMENSIONS.map((d) => cell(m.profile.dimensionScores?.[d])),
    cell(m.profile.mbtiType),
    cell(m.profile.alignment),
    cell(m.alignmentBand),
    m.assessments.length,
  ]);
}

export function evaluationRows(
  report: TeamReport,
  headers: Pick<ExportHeaders, 'templateLabel'>,
): (string | number)[][] {
  return report.members.flatMap((m) =>
    m.comparisons.map((c) => [
      m.name,
      c.assessmentType,
      cell(c.self),
      cell(c.manager),
      cell(c.peer),
      c.peerCount,
      c.templates.map(headers.templateLabel).join(', '),
    ]),
  );
}
