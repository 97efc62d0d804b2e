import { useMemo } from 'react';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';
import { UserDashboardScreen } from '../../features/dashboard/screens/UserDashboardScreen';
import { toDashboardUser } from './dashboard-user';

export function UserDashboardRoute() {
  const view = useAuth();
  const user = useMemo(() => toDashboardUser(view), [view]);
  return user ? <UserDashboardScreen user={user} client={supabase} /> : null;
}
