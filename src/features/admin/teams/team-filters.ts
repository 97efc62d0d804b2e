/** The team grid's filters: type and size (empty 0, small 1-5, medium 6-10, large 11+). */
export const TEAM_TYPES = ['operational', 'project', 'management'] as const;
export type TeamType = (typeof TEAM_TYPES)[number];

export const TEAM_SIZES = ['empty', 'small', 'medium', 'large'] as const;
export type TeamSize = (typeof TEAM_SIZES)[number];

export function teamSize(memberCount: number): TeamSize {
  if (memberCount <= 0) return 'empty';
  if (memberCount <= 5) return 'small';
  if (memberCount <= 10) return 'medium';
  return 'large';
}

export interface TeamFilter {
  type: TeamType | 'all';
  size: TeamSize | 'all';
  search: string;
}

export function filterTeams<T extends { name: string; teamType: string | null; memberCount: number }>(
  teams: readonly T[],
  filter: TeamFilter,
): T[] {
  const search = filter.search.trim().toLowerCase();
  return teams.filter(
    (team) =>
      (filter.type === 'all' || team.teamType === filter.type) &&
      (filter.size === 'all' || teamSize(team.memberCount) === filter.size) &&
      (!search || team.name.toLowerCase().includes(search)),
  );
}

/** Names used by more than one team (the duplicate-teams warning), compared without case or surrounding spaces. */
export function duplicateTeamNames(teams: ReadonlyArray<{ name: string }>): string[] {
  const counts = new Map<string, { name: string; n: number }>();
  for (const team of teams) {
    const key = team.name.trim().toLowerCase();
    const entry = counts.get(key);
    if (entry) entry.n += 1;
    else counts.set(key, { name: team.name.trim(), n: 1 });
  }
  return [...counts.values()].filter((e) => e.n > 1).map((e) => e.name);
}
