import { Suspense, lazy, useState, useSyncExternalStore } from 'react';
import { getVisibleToasts, subscribeToasts } from '../ui/toast/toast-store';

const Toaster = lazy(() => import('../ui/toast/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix toast, which announces each toast itself) from the first toast on: a visit that
 * shows none, such as a first visit to the login page, never downloads it. A toast raised before it has
 * loaded waits in the toast store and shows when the region mounts.
 */
export function DeferredToaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getVisibleToasts, getVisibleToasts);
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
