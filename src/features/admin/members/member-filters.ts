import type { OrgMember } from '../api';

export interface MemberFilter {
  search: string;
  role: string;
  team: string;
  status: string;
  department: string;
}

export const NO_MEMBER_FILTER: MemberFilter = {
  search: '',
  role: 'all',
  team: 'all',
  status: 'all',
  department: 'all',
};

/** A member with what the filters compare, worked out once per load of the members. */
interface IndexedMember {
  member: OrgMember;
  /** Name, e-mail, position and department, lowercased, one per line: a search cannot match across two. */
  text: string;
  activeRoles: readonly string[];
}

/**
 * The members ready to filter. A keystroke in the search field then only compares strings: lowercasing
 * four fields of every person on each keystroke was most of a search's cost at 5,000 people.
 */
export type MemberIndex = readonly IndexedMember[];

export const indexMembers = (members: readonly OrgMember[]): MemberIndex =>
  members.map((member) => ({
    member,
    text: [member.name, member.email ?? '', member.position ?? '', member.department ?? ''].join('\n').toLowerCase(),
    activeRoles: member.roles.filter((r) => r.isActive).map((r) => r.roleType),
  }));

export function filterMembers(index: MemberIndex, f: MemberFilter): OrgMember[] {
  const search = f.search.trim().toLowerCase();
  const shown: OrgMember[] = [];
  for (const { member: m, text, activeRoles } of index)
    if (
      (!search || text.includes(search)) &&
      (f.role === 'all' || activeRoles.includes(f.role)) &&
      (f.team === 'all' || (f.team === 'none' ? m.teamIds.length === 0 : m.teamIds.includes(f.team))) &&
      (f.status === 'all' || m.status === f.status) &&
      (f.department === 'all' || (m.department ?? '') === f.department)
    )
      shown.push(m);
  return shown;
}

/** Total, active, inactive, and unassigned (in no team). */
export function memberStats(members: readonly OrgMember[]) {
  return {
    total: members.length,
    active: members.filter((m) => m.status === 'active').length,
    inactive: members.filter((m) => m.status === 'inactive').length,
    unassigned: members.filter((m) => m.teamIds.length === 0).length,
  };
}

export const departmentsOf = (members: readonly OrgMember[]) =>
  [...new Set(members.map((m) => m.department).filter((d): d is string => Boolean(d)))].sort((a, b) =>
    a.localeCompare(b),
  );
