import { availableDashboards } from './dashboard-types';

const none = {
  isSuperAdmin: false,
  isOrgAdmin: false,
  isManager: false,
  isTeamLeader: false,
  isCoach: false,
  organizationId: null,
};

describe('availableDashboards', () => {
  it('gives a plain member their assessments and coaching only', () => {
    expect(availableDashboards(none).map((link) => link.to)).toEqual(['/assessment-list', '/coaching-list']);
  });

  it('adds each dashboard the roles open', () => {
    const all = {
      isSuperAdmin: true,
      isOrgAdmin: true,
      isManager: true,
      isTeamLeader: true,
      isCoach: true,
      organizationId: 'org-1',
    };
    expect(availableDashboards(all).map((link) => link.to)).toEqual([
      '/assessment-list',
      '/coaching-list',
      '/super-admin',
      '/org-admin/org-1',
      '/manager/teams',
      '/team-leader/dashboard',
      '/team-overview',
      '/coach',
    ]);
  });

  it('needs an organisation for the org-admin dashboard', () => {
    expect(availableDashboards({ ...none, isOrgAdmin: true }).map((link) => link.kind)).not.toContain('org-admin');
  });
});
