import { describe, expect, it } from 'vitest';
import { duplicateTeamNames, filterTeams, teamSize } from './team-filters';

describe('teamSize', () => {
  it.each([
    [0, 'empty'],
    [1, 'small'],
    [5, 'small'],
    [6, 'medium'],
    [10, 'medium'],
    [11, 'large'],
    [40, 'large'],
  ] as const)('%i members is %s', (count, size) => expect(teamSize(count)).toBe(size));
});

describe('filterTeams', () => {
  const teams = [
    { name: 'Alpha', teamType: 'operational', memberCount: 0 },
    { name: 'Beta', teamType: 'project', memberCount: 5 },
    { name: 'Gamma', teamType: 'project', memberCount: 6 },
    { name: 'Delta', teamType: 'management', memberCount: 11 },
  ];
  const names = (filter: Parameters<typeof filterTeams>[1]) => filterTeams(teams, filter).map((t) => t.name);

  it('filters by size bucket', () => {
    expect(names({ type: 'all', size: 'empty', search: '' })).toEqual(['Alpha']);
    expect(names({ type: 'all', size: 'small', search: '' })).toEqual(['Beta']);
    expect(names({ type: 'all', size: 'medium', search: '' })).toEqual(['Gamma']);
    expect(names({ type: 'all', size: 'large', search: '' })).toEqual(['Delta']);
  });

  it('filters by type and name together', () => {
    expect(names({ type: 'project', size: 'all', search: '' })).toEqual(['Beta', 'Gamma']);
    expect(names({ type: 'project', size: 'all', search: 'gam' })).toEqual(['Gamma']);
    expect(names({ type: 'all', size: 'all', search: '' })).toHaveLength(4);
  });
});

describe('duplicateTeamNames', () => {
  it('finds names used twice regardless of case and spaces', () => {
    expect(duplicateTeamNames([{ name: 'Alpha' }, { name: ' alpha ' }, { name: 'Beta' }])).toEqual(['Alpha']);
    expect(duplicateTeamNames([{ name: 'Alpha' }, { name: 'Beta' }])).toEqual([]);
  });
});
