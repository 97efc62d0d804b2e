import type { CoachingReportRow } from './types';

export interface ActivityCompletion {
  id: string;
  title: string;
  type: string | null;
  required: boolean;
  teamLeaderOnly: boolean;
  /** Members the activity applies to (team-leader-only activities: the team's leaders). */
  applicable: number;
  completed: number;
  /** completed / applicable as a whole percentage; null when it applies to nobody. */
  percent: number | null;
  submissions: number;
  acceptedSuggestions: number;
}

export interface PhaseCompletion {
  id: string;
  number: number;
  title: string;
  activities: ActivityCompletion[];
  /** Completed (activity, member) pairs over applicable pairs, whole percent; null when none apply. */
  percent: number | null;
}

export interface MemberProgress {
  id: string;
  name: string;
  teamRole: string | null;
  completed: number;
  applicable: number;
  percent: number | null;
  /** Required activities of phases before the session's current phase not completed. */
  overdue: number;
  behind: boolean;
  submissions: number;
  acceptedSuggestions: number;
}

export interface SessionReport {
  id: string;
  name: string;
  status: string | null;
  currentPhase: number | null;
  programName: string | null;
  phases: PhaseCompletion[];
  members: MemberProgress[];
  totals: { submissions: number; acceptedSuggestions: number; suggestions: number; percent: number | null };
}

type Group<T> = [T, ...T[]];

/** Rows grouped by a key, in first-seen order; every group has at least one row. */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return [...groups.values()];
}

const pct = (done: number, of: number) => (of === 0 ? null : Math.round((done / of) * 100));

/** team_members.role 'leader' (spec: the team leader); team-leader-only activities apply to them only. */
export function appliesTo(row: Pick<CoachingReportRow, 'team_leader_only' | 'member_team_role'>): boolean {
  return !row.team_leader_only || row.member_team_role === 'leader';
}

const submitted = (row: CoachingReportRow) =>
  row.submission_status === 'submitted' || (row.submission_status !== 'draft' && row.submitted_at !== null);

/** The rows of team_coaching_report grouped per session: completion per phase and activity, who is behind. */
export function buildCoachingReport(rows: readonly CoachingReportRow[]): SessionReport[] {
  return groupBy(rows, (r) => r.session_id).map((sessionRows) => {
    const head = sessionRows[0];
    const current = head.current_phase;
    const phaseReports: PhaseCompletion[] = groupBy(sessionRows, (r) => r.phase_id)
      .map((phaseRows) => {
        const activityReports = groupBy(phaseRows, (r) => r.activity_id)
          .sort((a, b) => (a[0].order_index ?? 0) - (b[0].order_index ?? 0))
          .map((activityRows): ActivityCompletion => {
            const first = activityRows[0];
            const applicable = activityRows.filter(appliesTo);
            const completed = applicable.filter((r) => r.progress_status === 'completed').length;
            return {
              id: first.activity_id,
              title: first.activity_title ?? '',
              type: first.activity_type,
              required: first.is_required !== false,
              teamLeaderOnly: first.team_leader_only === true,
              applicable: applicable.length,
              completed,
              percent: pct(completed, applicable.length),
              submissions: activityRows.filter(submitted).length,
              acceptedSuggestions: activityRows.reduce((s, r) => s + r.accepted_suggestions_count, 0),
            };
          });
        const applicable = activityReports.reduce((s, a) => s + a.applicable, 0);
        const completed = activityReports.reduce((s, a) => s + a.completed, 0);
        return {
          id: phaseRows[0].phase_id,
          number: phaseRows[0].phase_number,
          title: phaseRows[0].phase_title ?? '',
          activities: activityReports,
          percent: pct(completed, applicable),
        };
      })
      .sort((a, b) => a.number - b.number);

    const memberReports: MemberProgress[] = groupBy(sessionRows, (r) => r.member_id).map((memberRows) => {
      const first = memberRows[0];
      const applicable = memberRows.filter(appliesTo);
      const completed = applicable.filter((r) => r.progress_status === 'completed').length;
      const overdue = applicable.filter(
        (r) =>
          current !== null && r.phase_number < current && r.is_required !== false && r.progress_status !== 'completed',
      ).length;
      return {
        id: first.member_id,
        name: [first.member_first_name, first.member_last_name].filter(Boolean).join(' ') || first.member_id,
        teamRole: first.member_team_role,
        completed,
        applicable: applicable.length,
        percent: pct(completed, applicable.length),
        overdue,
        behind: overdue > 0,
        submissions: memberRows.filter(submitted).length,
        acceptedSuggestions: memberRows.reduce((s, r) => s + r.accepted_suggestions_count, 0),
      };
    });
    const applicable = sessionRows.filter(appliesTo);
    return {
      id: head.session_id,
      name: head.session_name ?? '',
      status: head.session_status,
      currentPhase: current,
      programName: head.program_name,
      phases: phaseReports,
      members: memberReports,
      totals: {
        submissions: sessionRows.filter(submitted).length,
        acceptedSuggestions: sessionRows.reduce((s, r) => s + r.accepted_suggestions_count, 0),
        suggestions: sessionRows.reduce((s, r) => s + r.suggestions_count, 0),
        percent: pct(applicable.filter((r) => r.progress_status === 'completed').length, applicable.length),
      },
    };
  });
}
