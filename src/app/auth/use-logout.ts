import { useCallback } from 'react';
import { useAuth, useAuthActor } from '../../features/auth/hooks';
import { runBeforeLogout } from '../../lib/before-logout';

/**
 * The user menu's logout. While impersonating it only stops impersonating (the machine decides); otherwise the
 * before-logout hooks run first, then AUTH.LOGOUT (the machine toasts and redirects).
 */
export function useLogout(): () => Promise<void> {
  const actor = useAuthActor();
  const { user, impersonation } = useAuth();
  const userId = user?.id ?? null;
  const impersonating = impersonation != null;
  return useCallback(async () => {
    if (!impersonating && userId && !(await runBeforeLogout(userId))) return;
    actor.send({ type: 'AUTH.LOGOUT' });
  }, [actor, userId, impersonating]);
}
