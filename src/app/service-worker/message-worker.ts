/**
 * Sends a message to the active service worker and waits for its answer on a MessageChannel
 * port. Resolves null when there is no worker or it does not answer in time.
 */
export async function askWorker<T>(
  message: unknown,
  {
    timeoutMs = 5_000,
    container = globalThis.navigator?.serviceWorker,
  }: { timeoutMs?: number; container?: ServiceWorkerContainer } = {},
): Promise<T | null> {
  const worker = container?.controller ?? (await container?.getRegistration())?.active ?? null;
  if (!worker) return null;
  return new Promise<T | null>((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => finish(null), timeoutMs);
    function finish(value: T | null) {
      clearTimeout(timer);
      channel.port1.close();
      resolve(value);
    }
    channel.port1.onmessage = (event: MessageEvent<T>) => finish(event.data);
    worker.postMessage(message, [channel.port2]);
  });
}
