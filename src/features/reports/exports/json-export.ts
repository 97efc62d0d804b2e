import type { TeamReport } from '../model/team-report';

/** Version of the JSON export's shape (EXPORT-FORMAT.md); raised when a field changes meaning. */
export const JSON_EXPORT_VERSION = 1;

export interface TeamReportExport {
  format: 'team-report';
  version: typeof JSON_EXPORT_VERSION;
  generatedAt: string;
  /** When the report's data was fetched from the backend (the device's copy when offline). */
  dataFetchedAt: string | null;
  team: { id: string; name: string };
  stats: TeamReport['stats'];
  tpm: TeamReport['tpm'];
  mbti: TeamReport['mbti'];
  correlation: TeamReport['correlation'];
  alignment: TeamReport['alignment'];
  members: TeamReport['members'];
}

export function toJsonExport(report: TeamReport, dataFetchedAt: string | null, now = new Date()): TeamReportExport {
  return {
    format: 'team-report',
    version: JSON_EXPORT_VERSION,
    generatedAt: now.toISOString(),
    dataFetchedAt,
    team: { id: report.teamId, name: report.teamName },
    stats: report.stats,
    tpm: report.tpm,
    mbti: report.mbti,
    correlation: report.correlation,
    alignment: report.alignment,
    members: report.members,
  };
}

export function jsonBlob(report: TeamReport, dataFetchedAt: string | null): Blob {
  return new Blob([JSON.stringify(toJsonExport(report, dataFetchedAt), null, 2)], { type: 'application/json' });
}
