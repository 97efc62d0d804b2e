import type { AuthEmitted, AuthEvent } from './auth.types';
import type { AuthView } from './auth-view';

type Emitted<K extends AuthEmitted['type']> = Extract<AuthEmitted, { type: K }>;

/**
 * What the screens hold of the auth machine: its view, its events and its intents. Backed by the running
 * actor (actorHandle), or by a handle that loads the machine when it is first needed (deferredAuthHandle),
 * so a first visit to the login page renders without downloading XState and the machine.
 */
export interface AuthHandle {
  getView(): AuthView;
  subscribe(listener: () => void): () => void;
  send(event: AuthEvent): void;
  on<K extends AuthEmitted['type']>(type: K, handler: (event: Emitted<K>) => void): { unsubscribe(): void };
}

export function isAuthHandle(value: unknown): value is AuthHandle {
  return typeof value === 'object' && value !== null && typeof (value as Partial<AuthHandle>).getView === 'function';
}
