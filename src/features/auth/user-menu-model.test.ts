import { badgeRolesOf, displayNameOf, initialsOf } from './user-menu-model';

describe('user menu model', () => {
  it('uses the initials, else the first letter of the e-mail, else U', () => {
    expect(initialsOf({ firstName: 'mario', lastName: 'Russo', email: 'member@acme.test' })).toBe('MR');
    expect(initialsOf({ firstName: 'Mario', lastName: null, email: 'member@acme.test' })).toBe('M');
    expect(initialsOf({ firstName: null, lastName: null, email: 'member@acme.test' })).toBe('M');
    expect(initialsOf({ firstName: ' ', lastName: '', email: 'zed@acme.test' })).toBe('Z');
    expect(initialsOf({ firstName: null, lastName: null, email: null })).toBe('U');
  });

  it('shows the full name, else the e-mail', () => {
    expect(displayNameOf({ firstName: 'Mario', lastName: 'Russo', email: 'member@acme.test' })).toBe('Mario Russo');
    expect(displayNameOf({ firstName: null, lastName: null, email: 'member@acme.test' })).toBe('member@acme.test');
  });

  it('gives badges only for super admin, org admin, manager and team leader', () => {
    expect(badgeRolesOf(['team_member', 'coach'])).toEqual([]);
    expect(badgeRolesOf(['coach', 'team_leader', 'manager', 'org_admin', 'super_admin', 'team_member'])).toEqual([
      'super_admin',
      'org_admin',
      'manager',
      'team_leader',
    ]);
  });
});
