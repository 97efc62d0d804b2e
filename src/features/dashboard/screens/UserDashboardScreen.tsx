import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { DashboardsSection } from '../components/DashboardsSection';
import { SavedCopyNote } from '../components/InlineError';
import { ProfileSection } from '../components/ProfileSection';
import { availableDashboards, type DashboardUser } from '../dashboard-types';
import '../dashboard.css';

/**
 * /user: profile, roles and the dashboards this user may open, known from the sign-in at once; then
 * `children`, the sections read from the backend or from this device's copy (DashboardDataSections), which
 * the app loads with their own code. They come after the ones known at once, so nothing on screen moves
 * down when they arrive.
 */
export function UserDashboardScreen({ user, children }: { user: DashboardUser; children: ReactNode }) {
  return (
    <div className="dashboard">
      <h1>
        <Trans>La tua area</Trans>
      </h1>
      {user.offline ? <SavedCopyNote /> : null}
      <div className="dashboard__grid">
        <ProfileSection user={user} />
        <DashboardsSection links={availableDashboards(user)} />
        {children}
      </div>
    </div>
  );
}
