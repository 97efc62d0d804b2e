import { Suspense, lazy } from 'react';
import { supabase } from '../../backend/client';
import { useAuth } from '../../features/auth/hooks';
import { UserMenu } from './UserMenu';

const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((m) => ({ default: m.NotificationBell })),
);

/** The signed-in end of the header: the notification bell and the user menu (which holds the language list). */
export function SignedInControls() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <>
      <Suspense fallback={null}>
        <NotificationBell client={supabase} userId={user.id} />
      </Suspense>
      <UserMenu />
    </>
  );
}
