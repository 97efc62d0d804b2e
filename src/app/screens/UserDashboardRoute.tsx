import { Suspense, useMemo } from 'react';
import { useAuth } from '../../features/auth/hooks';
import { useFirstScreenPainted } from '../../lib/first-paint';
import { UserDashboardScreen } from '../../features/dashboard/screens/UserDashboardScreen';
import { DashboardDataSpinner } from '../../features/dashboard/screens/DashboardDataSpinner';
import { backendScreen } from '../routing/backend-screen';
import { toDashboardUser } from './dashboard-user';

// The sections read from the backend (supabase-js, Dexie) are a chunk of their own, loaded once the
// dashboard's first paint (profile, roles, the dashboards to open), which needs neither, is on screen
// (/user on a slow phone).
const UserDashboardData = backendScreen(() => import('./UserDashboardData').then((m) => m.UserDashboardData));

export function UserDashboardRoute() {
  const view = useAuth();
  const user = useMemo(() => toDashboardUser(view), [view]);
  const painted = useFirstScreenPainted();
  if (!user) return null;
  return (
    <UserDashboardScreen user={user}>
      {painted ? (
        <Suspense fallback={<DashboardDataSpinner />}>
          <UserDashboardData user={user} />
        </Suspense>
      ) : (
        <DashboardDataSpinner />
      )}
    </UserDashboardScreen>
  );
}
