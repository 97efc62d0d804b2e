// Navigation: the program's phases, then their active activities, sorted by phase
// number then order_index, to find the previous and the next activity.
export interface NavPhase {
  id: string;
  phase_number: number;
}

export interface NavActivity {
  id: string;
  title: string;
  order_index: number;
  phase_id: string;
  is_active?: boolean;
}

export interface ActivityPosition {
  /** 1-based position ('n di total'). */
  index: number;
  total: number;
  previous: NavActivity | null;
  next: NavActivity | null;
}

export function orderActivities(phases: readonly NavPhase[], activities: readonly NavActivity[]): NavActivity[] {
  const number = new Map(phases.map((phase) => [phase.id, phase.phase_number]));
  return activities
    .filter((activity) => activity.is_active !== false && number.has(activity.phase_id))
    .slice()
    .sort((a, b) => number.get(a.phase_id)! - number.get(b.phase_id)! || a.order_index - b.order_index);
}

/** Where the activity sits in the program, or null when it is not one of its active activities. */
export function activityPosition(
  phases: readonly NavPhase[],
  activities: readonly NavActivity[],
  activityId: string,
): ActivityPosition | null {
  const ordered = orderActivities(phases, activities);
  const at = ordered.findIndex((activity) => activity.id === activityId);
  if (at < 0) return null;
  return { index: at + 1, total: ordered.length, previous: ordered[at - 1] ?? null, next: ordered[at + 1] ?? null };
}
