import type { ProgressStatus, TeamProgressFields } from '../../../offline/coaching';
import type { TeamPerson, TeamPhase } from './api';

export type StatusLookup = (userId: string, activityId: string) => ProgressStatus;

/**
 * The status of each person on each activity. The user's own rows on the device (maybe not yet
 * sent) win over the server's copy of them.
 */
export function statusLookup(
  serverRows: readonly TeamProgressFields[],
  ownRows: readonly TeamProgressFields[],
  ownerId: string,
): StatusLookup {
  const byKey = new Map<string, ProgressStatus>();
  for (const row of serverRows) byKey.set(`${row.user_id}|${row.activity_id}`, row.status);
  for (const row of ownRows) byKey.set(`${ownerId}|${row.activity_id}`, row.status);
  return (userId, activityId) => byKey.get(`${userId}|${activityId}`) ?? 'not_started';
}

export interface PhaseCompletion {
  completed: number;
  total: number;
}

export function phaseCompletion(phase: TeamPhase, userId: string, status: StatusLookup): PhaseCompletion {
  return {
    completed: phase.activities.filter((activity) => status(userId, activity.id) === 'completed').length,
    total: phase.activities.length,
  };
}

/** The people whose progress the team follows: members and the leader, not the coach. */
export const learners = (people: readonly TeamPerson[]): TeamPerson[] =>
  people.filter((person) => person.role !== 'coach');
