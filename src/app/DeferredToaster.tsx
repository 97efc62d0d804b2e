import { Suspense, lazy, useEffect, useState } from 'react';

const Toaster = lazy(() => import('../ui/toast/Toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toast region (Radix toast) once the page has loaded: not on the first render's path. A toast
 * raised before keeps waiting in the toast store and shows when the region mounts.
 */
export function DeferredToaster() {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const onLoad = () => setLoaded(true);
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, [loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
