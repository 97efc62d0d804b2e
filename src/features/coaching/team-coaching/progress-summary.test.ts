import { describe, expect, it } from 'vitest';
import type { TeamProgressFields } from '../../../offline/coaching';
import type { TeamPhase } from './api';
import { learners, phaseCompletion, statusLookup } from './progress-summary';

const row = (user_id: string, activity_id: string, status: TeamProgressFields['status']): TeamProgressFields => ({
  id: `${user_id}-${activity_id}`,
  user_id,
  activity_id,
  session_id: 's',
  status,
  completion_percentage: 0,
  completed_at: null,
  submission_data: null,
  created_at: '',
  updated_at: '',
});
const phase: TeamPhase = {
  id: 'p1',
  title: 'Fase',
  phase_number: 1,
  activities: ['a1', 'a2', 'a3'].map((id, i) => ({
    id,
    title: id,
    activity_type: 'video',
    order_index: i,
    is_required: true,
    team_leader_only: false,
    phase_id: 'p1',
  })),
};

describe('team progress summary', () => {
  it("counts each person's completed activities per phase, missing rows being not started", () => {
    const status = statusLookup(
      [row('u1', 'a1', 'completed'), row('u1', 'a2', 'in_progress'), row('u2', 'a3', 'completed')],
      [],
      'me',
    );
    expect(phaseCompletion(phase, 'u1', status)).toEqual({ completed: 1, total: 3 });
    expect(phaseCompletion(phase, 'u2', status)).toEqual({ completed: 1, total: 3 });
    expect(status('u3', 'a1')).toBe('not_started');
  });

  it("lets the user's own rows on the device win over the server copy", () => {
    const status = statusLookup([row('me', 'a1', 'in_progress')], [row('me', 'a1', 'completed')], 'me');
    expect(status('me', 'a1')).toBe('completed');
  });

  it('follows members and the leader, not the coach', () => {
    expect(
      learners([
        { userId: 'c', name: 'C', role: 'coach' },
        { userId: 'm', name: 'M', role: 'member' },
        { userId: 'l', name: 'L', role: 'team_leader' },
      ]).map((p) => p.userId),
    ).toEqual(['m', 'l']);
  });
});
