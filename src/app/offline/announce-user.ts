import type { SignedInUserMessage } from '../../../sw/shared/protocol';

let announced: string | null = null;
let listening = false;

async function send(container: ServiceWorkerContainer): Promise<void> {
  const message: SignedInUserMessage = { type: 'SIGNED_IN_USER', userId: announced };
  // Not `ready`: it never settles without a worker (dev server, tests), and logout awaits this.
  const registration = await container.getRegistration();
  registration?.active?.postMessage(message);
}

/**
 * Tells the service worker who is signed in (null: nobody), so that it serves a user's cached
 * reads only to that user's requests. Repeated when a new worker takes control of the page.
 */
export function announceSignedInUser(
  userId: string | null,
  container = globalThis.navigator?.serviceWorker,
): Promise<void> {
  announced = userId;
  if (!container) return Promise.resolve();
  if (!listening) {
    listening = true;
    container.addEventListener('controllerchange', () => void send(container));
  }
  return send(container);
}
