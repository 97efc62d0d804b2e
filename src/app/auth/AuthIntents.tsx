import { useCallback, useEffect, useRef } from 'react';
import { useAuth, useAuthIntents } from '../../features/auth/hooks';
import type { AuthEmitted } from '../../features/auth/auth.types';
import { requestPersistentStorageAfterSignIn } from '../service-worker/persist-storage';
import { toast } from '../../ui';

type ToastIntent = Extract<AuthEmitted, { type: 'toast' }>;

/**
 * Runs the auth machine's intents: its toasts through the toast store, its navigations through the router.
 * After an online sign-in it asks the browser to keep the local data (unsent answers live there).
 */
export function AuthIntents({ navigate }: { navigate: (to: string) => void }) {
  const showToast = useCallback(
    (intent: ToastIntent) => void toast({ title: intent.message, variant: intent.variant }),
    [],
  );
  useAuthIntents({ toast: showToast, navigate });

  const { status, user } = useAuth();
  const persistedFor = useRef<string | null>(null);
  useEffect(() => {
    if (status !== 'signedIn' || !user || persistedFor.current === user.id) return;
    persistedFor.current = user.id;
    void requestPersistentStorageAfterSignIn();
  }, [status, user]);
  return null;
}
