import { describe, expect, it } from 'vitest';
import type { OrgMember } from '../api';
import { NO_MEMBER_FILTER, departmentsOf, filterMembers, indexMembers, memberStats } from './member-filters';

const person = (name: string, extra: Partial<OrgMember>): OrgMember => ({
  userId: name,
  name,
  firstName: name,
  lastName: '',
  email: `${name.toLowerCase()}@acme.test`,
  status: 'active',
  position: null,
  department: null,
  division: null,
  phone: null,
  hireDate: null,
  age: null,
  gender: null,
  jobDescription: null,
  roles: [],
  teamIds: [],
  ...extra,
});

const members = [
  person('Anna', {
    department: 'Sales',
    teamIds: ['t1'],
    roles: [{ id: 'r1', roleType: 'team_leader', teamId: 't1', isActive: true }],
  }),
  person('Bruno', {
    status: 'inactive',
    department: 'Ops',
    roles: [{ id: 'r2', roleType: 'manager', teamId: null, isActive: false }],
  }),
  person('Carla', { status: 'pending', department: 'Sales', teamIds: ['t2'] }),
];
const index = indexMembers(members);
const names = (filter: Partial<typeof NO_MEMBER_FILTER>) =>
  filterMembers(index, { ...NO_MEMBER_FILTER, ...filter }).map((m) => m.name);

describe('member filters', () => {
  it('search by name or e-mail, and filter by status, department and team (or none)', () => {
    expect(names({ search: 'BRU' })).toEqual(['Bruno']);
    expect(names({ status: 'pending' })).toEqual(['Carla']);
    expect(names({ department: 'Sales' })).toEqual(['Anna', 'Carla']);
    expect(names({ team: 't2' })).toEqual(['Carla']);
    expect(names({ team: 'none' })).toEqual(['Bruno']);
  });

  it('searches name, e-mail, position and department, ignoring case and the spaces around', () => {
    expect(names({ search: '  ACME.TEST ' })).toEqual(['Anna', 'Bruno', 'Carla']);
    expect(names({ search: 'ops' })).toEqual(['Bruno']);
    expect(names({ search: 'sal' })).toEqual(['Anna', 'Carla']);
    const withPosition = indexMembers([person('Dario', { position: 'Capo Reparto' })]);
    expect(filterMembers(withPosition, { ...NO_MEMBER_FILTER, search: 'capo r' }).map((m) => m.name)).toEqual([
      'Dario',
    ]);
  });

  it('does not match a search across the end of one field and the start of the next', () => {
    // Bruno's name ends in "no", his e-mail starts with "bruno": "nobru" is in neither.
    expect(names({ search: 'nobru' })).toEqual([]);
  });

  it('combines the search with the other filters', () => {
    expect(names({ search: 'a', department: 'Sales', team: 't2' })).toEqual(['Carla']);
    expect(names({ search: 'anna', status: 'inactive' })).toEqual([]);
  });

  it('filters by active roles only (a revoked role does not count)', () => {
    expect(names({ role: 'team_leader' })).toEqual(['Anna']);
    expect(names({ role: 'manager' })).toEqual([]);
  });

  it('counts total, active, inactive and unassigned', () => {
    expect(memberStats(members)).toEqual({ total: 3, active: 1, inactive: 1, unassigned: 1 });
    expect(departmentsOf(members)).toEqual(['Ops', 'Sales']);
  });
});
