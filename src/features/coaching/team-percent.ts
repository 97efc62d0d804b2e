import type { ProgressStatus } from '../../offline/coaching';
import { progressPercentage } from './progress-rules';

interface Row {
  user_id: string;
  activity_id: string;
  status: ProgressStatus | string;
}

/**
 * A phase's overall progress for the people whose progress the user may see (the whole team for a
 * leader or coach, oneself for a member): mean of the written percentages over people x activities.
 * The user's own rows on the device (maybe not yet sent) replace the server's copy of them.
 */
export function phasePercent(
  activityIds: readonly string[],
  ownerId: string,
  ownRows: readonly Row[],
  teamRows: readonly Row[],
): number | null {
  if (activityIds.length === 0) return null;
  const rows = [
    ...teamRows.filter((row) => row.user_id !== ownerId),
    ...ownRows.map((row) => ({ ...row, user_id: ownerId })),
  ];
  const people = new Set([ownerId, ...rows.map((row) => row.user_id)]);
  const inPhase = new Set(activityIds);
  const total = rows
    .filter((row) => inPhase.has(row.activity_id))
    .reduce((sum, row) => sum + progressPercentage(row.status as ProgressStatus), 0);
  return Math.round(total / (people.size * activityIds.length));
}
