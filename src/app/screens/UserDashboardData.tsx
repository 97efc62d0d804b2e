import { supabase } from '../../backend/client';
import { DashboardDataSections } from '../../features/dashboard/screens/DashboardDataSections';
import type { DashboardUser } from '../../features/dashboard/dashboard-types';

/** The /user sections that read the backend, with the app's client. */
export function UserDashboardData({ user }: { user: DashboardUser }) {
  return <DashboardDataSections user={user} client={supabase} />;
}
