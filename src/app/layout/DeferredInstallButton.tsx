import { Suspense, lazy, useSyncExternalStore } from 'react';
import { getInstallState } from '../../features/installed-app/install-state';

const InstallButton = lazy(() =>
  import('../../features/installed-app/InstallButton').then((m) => ({ default: m.InstallButton })),
);

/**
 * The install button's code (with its iOS instructions dialog) is downloaded only when there is something
 * to offer. The install state itself is created with the first render, so the browser's early
 * beforeinstallprompt is never missed.
 */
export function DeferredInstallButton() {
  const state = getInstallState();
  const mode = useSyncExternalStore(state.subscribe, state.getSnapshot, () => 'unavailable' as const);
  if (mode !== 'prompt' && mode !== 'ios') return null;
  return (
    <Suspense fallback={null}>
      <InstallButton state={state} />
    </Suspense>
  );
}
