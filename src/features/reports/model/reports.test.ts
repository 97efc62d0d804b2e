import { describe, expect, it } from 'vitest';
import { buildCoachingReport } from './coaching-report';
import { buildTeamReport } from './team-report';
import type { CoachingReportRow, TeamAssessmentRow } from './types';

function row(over: Partial<TeamAssessmentRow>): TeamAssessmentRow {
  return {
    team_id: 't1',
    team_name: 'Alpha',
    organization_id: 'o1',
    member_id: 'm1',
    member_first_name: 'Ada',
    member_last_name: 'Rossi',
    member_email: 'ada@x',
    member_team_role: 'member',
    member_position: null,
    member_department: null,
    member_job_description: null,
    assessment_id: null,
    assessment_type: null,
    evaluation_type: null,
    evaluator_id: null,
    evaluator_first_name: null,
    evaluator_last_name: null,
    template_id: null,
    template_name: null,
    template_version: null,
    score: null,
    results: null,
    completed_at: null,
    ...over,
  };
}

describe('team report', () => {
  const rows: TeamAssessmentRow[] = [
    row({
      assessment_id: 'a1',
      assessment_type: 'tpm',
      evaluation_type: 'self',
      evaluator_id: 'm1',
      score: 56,
      completed_at: '2026-09-01T10:00:00Z',
      results: {
        dimension_scores: { Create: 27, Relate: 100, Organize: 40 },
        dominant_profile: 'Relate',
        extra: { alignment: 55 },
      },
    }),
    row({
      assessment_id: 'a2',
      assessment_type: 'mbti',
      evaluation_type: 'self',
      evaluator_id: 'm1',
      score: 88,
      completed_at: '2026-09-02T10:00:00Z',
      results: { type: 'ISFJ' },
    }),
    row({
      assessment_id: 'a3',
      assessment_type: 'leadership',
      evaluation_type: 'self',
      evaluator_id: 'm1',
      score: 73,
      completed_at: '2026-10-07T09:01:00Z',
    }),
    row({
      assessment_id: 'a4',
      assessment_type: 'leadership',
      evaluation_type: 'manager',
      evaluator_id: 'boss',
      evaluator_first_name: 'Mara',
      score: 90,
      completed_at: '2026-10-06T17:01:00Z',
    }),
    row({
      assessment_id: 'a5',
      assessment_type: 'leadership',
      evaluation_type: 'peer',
      evaluator_id: 'm2',
      score: 60,
      completed_at: '2026-10-08T09:00:00Z',
    }),
    row({
      assessment_id: 'a6',
      assessment_type: 'leadership',
      evaluation_type: 'peer',
      evaluator_id: 'm3',
      score: 75,
      completed_at: '2026-10-09T09:00:00Z',
    }),
    row({
      member_id: 'm2',
      member_first_name: 'Bruno',
      member_last_name: 'Verdi',
      assessment_id: 'b1',
      assessment_type: 'combined',
      evaluation_type: 'self',
      evaluator_id: 'm2',
      score: 70,
      completed_at: '2026-09-03T10:00:00Z',
      results: {
        dimension_scores: { Create: 80, Relate: 50, Organize: 60 },
        dominant_profile: 'Create',
        type: 'ENTJ',
        alignment: 85,
      },
    }),
    row({ member_id: 'm3', member_first_name: 'Carla', member_last_name: 'Bianchi' }),
  ];
  const report = buildTeamReport(rows);

  it('stats: 3 members, 2 assessed, 7 assessments, average score (56+88+73+90+60+75+70)/7 = 73.1', () => {
    expect(report.stats).toEqual({ memberCount: 3, membersAssessed: 2, completedAssessments: 7, averageScore: 73.1 });
  });

  it('self, manager and peer evaluations of the same person side by side', () => {
    const ada = report.members.find((m) => m.id === 'm1');
    expect(ada?.comparisons.find((c) => c.assessmentType === 'leadership')).toEqual({
      assessmentType: 'leadership',
      self: 73,
      manager: 90,
      peer: 67.5,
      peerCount: 2,
      templates: [{ name: null, version: null }],
    });
  });

  it("each person's own TPM, MBTI and alignment, and the team figures from them", () => {
    const ada = report.members.find((m) => m.id === 'm1');
    expect(ada?.profile).toMatchObject({ dominantProfile: 'Relate', mbtiType: 'ISFJ', alignment: 55 });
    expect(ada?.alignmentBand).toBe('low');
    expect(report.members.find((m) => m.id === 'm2')?.alignmentBand).toBe('high');
    // alignment: 55 and 85 -> average 70, low 1 of 2 = 50 % > 30 %
    expect(report.alignment).toMatchObject({
      measured: 2,
      average: 70,
      lowShare: 0.5,
      warnings: ['low_alignment_share'],
    });
    // TPM: Create (27+80)/2 = 53.5, Relate 75, Organize 50
    expect(report.tpm.averages).toEqual({ Create: 53.5, Relate: 75, Organize: 50 });
    expect(report.mbti.total).toBe(2);
    expect(report.correlation.cells).toEqual([
      { mbtiType: 'ENTJ', profile: 'Create', count: 1 },
      { mbtiType: 'ISFJ', profile: 'Relate', count: 1 },
    ]);
  });
});

function crow(over: Partial<CoachingReportRow>): CoachingReportRow {
  return {
    session_id: 's1',
    session_name: 'Percorso',
    session_status: 'active',
    current_phase: 2,
    program_id: 'p',
    program_name: 'Prog',
    phase_id: 'ph1',
    phase_number: 1,
    phase_title: 'Fase 1',
    activity_id: 'x1',
    activity_title: 'Video',
    activity_type: 'video',
    order_index: 1,
    is_required: true,
    team_leader_only: false,
    member_id: 'm1',
    member_first_name: 'Ada',
    member_last_name: 'Rossi',
    member_team_role: 'member',
    progress_status: 'not_started',
    completion_percentage: 0,
    progress_completed_at: null,
    progress_updated_at: null,
    form_id: null,
    submission_status: null,
    submitted_at: null,
    suggestions_count: 0,
    accepted_suggestions_count: 0,
    ...over,
  };
}

describe('coaching report', () => {
  const rows = [
    crow({ member_id: 'm1', progress_status: 'completed' }),
    crow({ member_id: 'm2', member_first_name: 'Leo', member_team_role: 'leader' }),
    crow({
      activity_id: 'x2',
      activity_title: 'Form',
      order_index: 2,
      member_id: 'm1',
      progress_status: 'completed',
      form_id: 'f',
      submission_status: 'submitted',
      submitted_at: '2026-11-01T00:00:00Z',
      suggestions_count: 2,
      accepted_suggestions_count: 1,
    }),
    crow({
      activity_id: 'x2',
      activity_title: 'Form',
      order_index: 2,
      member_id: 'm2',
      member_first_name: 'Leo',
      member_team_role: 'leader',
      form_id: 'f',
      submission_status: 'draft',
    }),
    crow({
      phase_id: 'ph2',
      phase_number: 2,
      activity_id: 'x3',
      activity_title: 'Solo leader',
      team_leader_only: true,
      member_id: 'm1',
    }),
    crow({
      phase_id: 'ph2',
      phase_number: 2,
      activity_id: 'x3',
      activity_title: 'Solo leader',
      team_leader_only: true,
      member_id: 'm2',
      member_first_name: 'Leo',
      member_team_role: 'leader',
      progress_status: 'completed',
    }),
  ];
  const session = buildCoachingReport(rows)[0]!;

  it('completion per phase and activity (team-leader-only activities count the leaders only)', () => {
    expect(session.phases.map((p) => [p.number, p.percent])).toEqual([
      [1, 50],
      [2, 100],
    ]);
    expect(
      session.phases[0]!.activities.map((a) => [
        a.title,
        a.completed,
        a.applicable,
        a.percent,
        a.submissions,
        a.acceptedSuggestions,
      ]),
    ).toEqual([
      ['Video', 1, 2, 50, 0, 0],
      ['Form', 1, 2, 50, 1, 1],
    ]);
    expect(session.phases[1]!.activities[0]).toMatchObject({ applicable: 1, completed: 1, percent: 100 });
  });

  it('who is behind: required activities of phases before the current one not completed', () => {
    const leo = session.members.find((m) => m.id === 'm2');
    const ada = session.members.find((m) => m.id === 'm1');
    expect(leo).toMatchObject({ overdue: 2, behind: true, completed: 1, applicable: 3, percent: 33 });
    expect(ada).toMatchObject({ overdue: 0, behind: false, completed: 2, applicable: 2, percent: 100 });
    // 3 of 5 applicable pairs completed = 60 %
    expect(session.totals).toEqual({ submissions: 1, acceptedSuggestions: 1, suggestions: 2, percent: 60 });
  });
});
