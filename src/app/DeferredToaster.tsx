import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { getVisibleToasts, subscribeToasts } from '../ui/toast/toast-store';

const loadToaster = () => import('../ui/toast/Toaster').then((m) => m.Toaster as ComponentType);

/**
 * The toast region (Radix toast, which announces each toast itself) from the first toast on: a visit that
 * shows none, such as a first visit to the login page, never downloads it. A toast raised before it has
 * loaded waits in the toast store and shows when the region mounts. A download that fails (offline before
 * the service worker precached it) costs nothing but the toast: it is tried again with the next toast.
 */
export function DeferredToaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getVisibleToasts, getVisibleToasts);
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const wanted = toasts.length > 0 && Toaster === null;
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    loadToaster().then(
      (loaded) => current && setToaster(() => loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [wanted, toasts]);
  return Toaster ? <Toaster /> : null;
}
