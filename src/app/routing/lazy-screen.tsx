import { lazy, useState, type ComponentType } from 'react';
import { loadOnce } from '../../lib/load-once';

/** A screen's code that could not be downloaded (offline before the service worker had precached it). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /** Makes the screen download again at its next render (the failure is kept until then, so React does not retry in a loop). */
  readonly reset: () => void;
  constructor(cause: unknown, reset: () => void) {
    super(`A screen of the app could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
    this.reset = reset;
  }
}

/** A lazily loaded screen; `preload` starts the download ahead of rendering (the route the app opens on). */
export type LazyScreen<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * A screen whose code is a chunk of its own, downloaded the first time the screen is shown (the
 * router's Suspense shows the progress indicator meanwhile). A failed download is thrown as a
 * ChunkLoadError, which the route's error screen offers to retry (its reset() makes the next render
 * download again). A screen whose code is already here (preloaded at start-up, or shown before)
 * renders directly: no Suspense fallback, so React's hold on revealing content after a fallback
 * (about 300 ms) does not delay it.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  const loadScreen = loadOnce(() => load().then((Screen) => (loaded = Screen)));
  const fetchScreen = () =>
    loadScreen().catch((error: unknown) => {
      throw new ChunkLoadError(error, () => {
        Lazy = create();
      });
    });
  const create = () => lazy(async () => ({ default: await fetchScreen() }));
  let Lazy = create();
  function LazyScreen(props: P) {
    // Chosen once per mount: swapping the lazy wrapper for the loaded screen would remount it.
    const [Screen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Screen {...props} />;
  }
  return Object.assign(LazyScreen, { preload: () => fetchScreen().catch(() => undefined) });
}

/** Whether a route element is a lazy screen that can be preloaded. */
export function preloadOf(element: unknown): (() => Promise<unknown>) | null {
  const type = (element as { type?: { preload?: unknown } } | null)?.type;
  return typeof type?.preload === 'function' ? (type.preload as () => Promise<unknown>) : null;
}
