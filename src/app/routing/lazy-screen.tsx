import { lazy, type ComponentType } from 'react';

/** A screen's code that could not be downloaded (offline before the service worker had precached it). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(cause: unknown) {
    super(`A screen of the app could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

/**
 * A screen whose code is a chunk of its own, downloaded the first time the screen is shown (the
 * router's Suspense shows the progress indicator meanwhile). A failed download is thrown as a
 * ChunkLoadError, which the route's error screen offers to retry; the next render tries again
 * instead of keeping the failure.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const create = () =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        Lazy = create();
        throw new ChunkLoadError(error);
      }
    });
  let Lazy = create();
  function LazyScreen(props: P) {
    const Screen = Lazy;
    return <Screen {...props} />;
  }
  return LazyScreen;
}
