import { Suspense, lazy, useState } from 'react';
import { useAuth } from '../../features/auth/hooks';

const SignedInServices = lazy(() => import('./SignedInServices').then((m) => ({ default: m.SignedInServices })));

/**
 * Loads the sync engine (Dexie, xstate's sync machine, supabase-js) with the first sign-in, not before:
 * the login page does without. Once loaded it stays mounted (it follows the user itself), so a sign-out's
 * last events still reach it.
 */
export function LazySignedInServices() {
  const { status } = useAuth();
  const [needed, setNeeded] = useState(false);
  if (status === 'signedIn' && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SignedInServices />
    </Suspense>
  );
}
