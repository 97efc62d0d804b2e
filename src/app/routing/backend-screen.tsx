import type { ComponentType } from 'react';
import { loadAllMessages } from '../../lib/i18n/activate';
import { lazyScreen, type LazyScreen } from './lazy-screen';

/**
 * A lazily loaded component that reads the backend: its chunk, the client and the messages outside the
 * catalogs' boot part load together, and it renders inside BackendScope.
 */
export function backendScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  return lazyScreen(async () => {
    const [{ BackendScope }, Screen] = await Promise.all([import('../BackendScope'), load(), loadAllMessages()]);
    return function WithBackend(props: P) {
      return (
        <BackendScope>
          <Screen {...props} />
        </BackendScope>
      );
    };
  });
}
