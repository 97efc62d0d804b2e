import { alignmentBand, summarizeAlignment, type AlignmentBand, type AlignmentSummary } from './alignment';
import { mbtiDistribution, type MbtiDistribution } from './mbti';
import { readResults, type ReadResults } from './results';
import { correlateTpmMbti, summarizeTpm, type TpmMbtiCorrelation, type TpmSummary } from './tpm';
import type { TeamAssessmentRow } from './types';

export interface MemberAssessment {
  id: string;
  assessmentType: string;
  evaluationType: string;
  evaluatorId: string | null;
  evaluatorName: string | null;
  templateName: string | null;
  /** The template version the assessment was taken with (editing a template publishes a new one). */
  templateVersion: number | null;
  score: number | null;
  completedAt: string | null;
  results: ReadResults;
}

/** Self, manager and peer scores of one assessment type about one person, side by side. */
export interface EvaluationComparison {
  assessmentType: string;
  self: number | null;
  manager: number | null;
  /** Mean of the peers' scores (each peer's latest), null when none. */
  peer: number | null;
  peerCount: number;
  /** The template versions these assessments were taken with, by name then version. */
  templates: { name: string | null; version: number | null }[];
}

export interface ReportMember {
  id: string;
  name: string;
  email: string | null;
  teamRole: string | null;
  position: string | null;
  department: string | null;
  assessments: MemberAssessment[];
  /** The person's own TPM / MBTI / alignment, from their latest self assessment that has it. */
  profile: ReadResults;
  alignmentBand: AlignmentBand | null;
  comparisons: EvaluationComparison[];
}

export interface TeamReport {
  teamId: string;
  teamName: string;
  members: ReportMember[];
  stats: {
    memberCount: number;
    /** Members with at least one completed assessment about them. */
    membersAssessed: number;
    completedAssessments: number;
    /** Mean score of the completed assessments that have one, rounded to one decimal. */
    averageScore: number | null;
  };
  tpm: TpmSummary;
  mbti: MbtiDistribution;
  correlation: TpmMbtiCorrelation;
  alignment: AlignmentSummary;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const mean = (values: number[]) => (values.length ? values.reduce((s, v) => s + v, 0) / values.length : null);

function personName(first: string | null, last: string | null, fallback: string): string {
  return [first, last].filter(Boolean).join(' ') || fallback;
}

function byNewest(a: MemberAssessment, b: MemberAssessment): number {
  return (b.completedAt ?? '').localeCompare(a.completedAt ?? '');
}

/** The person's own profile: each figure from the newest self assessment that carries it. */
function ownProfile(memberId: string, assessments: MemberAssessment[]): ReadResults {
  const own = assessments
    .filter((a) => a.evaluationType === 'self' && (a.evaluatorId === null || a.evaluatorId === memberId))
    .sort(byNewest);
  const first = <K extends keyof ReadResults>(key: K): ReadResults[K] => {
    for (const a of own) if (a.results[key] !== null) return a.results[key];
    return null as ReadResults[K];
  };
  return {
    dimensionScores: first('dimensionScores'),
    dominantProfile: first('dominantProfile'),
    mbtiType: first('mbtiType'),
    preferences: first('preferences'),
    dominantPassion: first('dominantPassion'),
    prevalentWork: first('prevalentWork'),
    alignment: first('alignment'),
  };
}

function compare(assessments: MemberAssessment[]): EvaluationComparison[] {
  const types = [...new Set(assessments.map((a) => a.assessmentType))].sort();
  return types.map((assessmentType) => {
    const of = (kind: string) =>
      assessments.filter((a) => a.assessmentType === assessmentType && a.evaluationType === kind).sort(byNewest);
    const peers = of('peer')
      .map((a) => a.score)
      .filter((s): s is number => s !== null);
    const peer = mean(peers);
    const shown = [...of('self').slice(0, 1), ...of('manager').slice(0, 1), ...of('peer')];
    const templates = new Map(shown.map((a) => [JSON.stringify([a.templateName, a.templateVersion]), a] as const));
    return {
      assessmentType,
      self: of('self')[0]?.score ?? null,
      manager: of('manager')[0]?.score ?? null,
      peer: peer === null ? null : round1(peer),
      peerCount: peers.length,
      templates: [...templates.values()]
        .map((a) => ({ name: a.templateName, version: a.templateVersion }))
        .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? '') || (a.version ?? 0) - (b.version ?? 0)),
    };
  });
}

/** The whole team report from the rows of team_assessment_report (one request). */
export function buildTeamReport(
  rows: readonly TeamAssessmentRow[],
  fallbackTeam?: { id: string; name: string },
): TeamReport {
  const members = new Map<string, ReportMember>();
  for (const row of rows) {
    let member = members.get(row.member_id);
    if (!member) {
      member = {
        id: row.member_id,
        name: personName(row.member_first_name, row.member_last_name, row.member_email ?? row.member_id),
        email: row.member_email,
        teamRole: row.member_team_role,
        position: row.member_position,
        department: row.member_department,
        assessments: [],
        profile: readResults(null),
        alignmentBand: null,
        comparisons: [],
      };
      members.set(row.member_id, member);
    }
    if (row.assessment_id) {
      member.assessments.push({
        id: row.assessment_id,
        assessmentType: row.assessment_type ?? 'leadership',
        evaluationType: row.evaluation_type ?? 'self',
        evaluatorId: row.evaluator_id,
        evaluatorName: row.evaluator_id
          ? personName(row.evaluator_first_name, row.evaluator_last_name, '') || null
          : null,
        templateName: row.template_name,
        templateVersion: row.template_version ?? null,
        score: row.score === null ? null : Number(row.score),
        completedAt: row.completed_at,
        results: readResults(row.results),
      });
    }
  }
  const list = [...members.values()];
  for (const member of list) {
    member.profile = ownProfile(member.id, member.assessments);
    member.alignmentBand = member.profile.alignment === null ? null : alignmentBand(member.profile.alignment);
    member.comparisons = compare(member.assessments);
  }
  const all = list.flatMap((m) => m.assessments);
  const scores = all.map((a) => a.score).filter((s): s is number => s !== null);
  const avg = mean(scores);
  const profiles = list.map((m) => m.profile);
  return {
    teamId: rows[0]?.team_id ?? fallbackTeam?.id ?? '',
    teamName: rows[0]?.team_name ?? fallbackTeam?.name ?? '',
    members: list,
    stats: {
      memberCount: list.length,
      membersAssessed: list.filter((m) => m.assessments.length > 0).length,
      completedAssessments: all.length,
      averageScore: avg === null ? null : round1(avg),
    },
    tpm: summarizeTpm(profiles),
    mbti: mbtiDistribution(profiles.map((p) => p.mbtiType).filter((t): t is string => t !== null)),
    correlation: correlateTpmMbti(profiles),
    alignment: summarizeAlignment(profiles.map((p) => p.alignment).filter((a): a is number => a !== null)),
  };
}
