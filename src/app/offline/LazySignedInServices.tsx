import { Suspense, lazy, useState } from 'react';
import { useAuth } from '../../features/auth/hooks';
import { useFirstScreenPainted } from '../../lib/first-paint';
import { loadAllMessages } from '../../lib/i18n/activate';

// With every message: the sync engine's notices are not in the catalogs' boot part.
const SignedInServices = lazy(async () => {
  const [{ SignedInServices: Services }] = await Promise.all([import('./SignedInServices'), loadAllMessages()]);
  return { default: Services };
});

/**
 * Loads the sync engine (Dexie, xstate's sync machine, supabase-js) with the first sign-in, not before:
 * the login page does without; opening signed in, right after the first screen is painted. Once loaded it
 * stays mounted (it follows the user itself), so a sign-out's last events still reach it.
 */
export function LazySignedInServices() {
  const { status } = useAuth();
  const painted = useFirstScreenPainted();
  const [needed, setNeeded] = useState(false);
  if (status === 'signedIn' && painted && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <SignedInServices />
    </Suspense>
  );
}
