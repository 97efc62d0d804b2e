/**
 * Runs `load` once and hands every caller its promise; a failure is forgotten, so the next call loads again
 * (a chunk requested offline before the service worker had stored it).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
