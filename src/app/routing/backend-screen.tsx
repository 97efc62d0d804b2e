import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/** A lazily loaded component that reads the backend: its chunk and the client load together, and it renders inside BackendScope. */
export function backendScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  return lazyScreen(async () => {
    const [{ BackendScope }, Screen] = await Promise.all([import('../BackendScope'), load()]);
    return function WithBackend(props: P) {
      return (
        <BackendScope>
          <Screen {...props} />
        </BackendScope>
      );
    };
  });
}
