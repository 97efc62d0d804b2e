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

const activeRoles = (m: OrgMember) => m.roles.filter((r) => r.isActive).map((r) => r.roleType);

export function filterMembers(members: readonly OrgMember[], f: MemberFilter): OrgMember[] {
  const search = f.search.trim().toLowerCase();
  return members.filter(
    (m) =>
      (!search ||
        [m.name, m.email ?? '', m.position ?? '', m.department ?? ''].some((v) => v.toLowerCase().includes(search))) &&
      (f.role === 'all' || activeRoles(m).includes(f.role)) &&
      (f.team === 'all' || (f.team === 'none' ? m.teamIds.length === 0 : m.teamIds.includes(f.team))) &&
      (f.status === 'all' || m.status === f.status) &&
      (f.department === 'all' || (m.department ?? '') === f.department),
  );
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
