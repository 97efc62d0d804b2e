import type { AuthEvent } from './auth.types';
import type { AuthHandle } from './auth-handle';
import type { AuthView } from './auth-view';
import { loginErrorMessage } from './login-errors';

export interface DeferredAuthOptions {
  /** Downloads the machine and starts it; resolves with its handle. */
  load: () => Promise<AuthHandle>;
  /** The view until the machine has loaded: signed out on a device with nothing stored, else initialising. */
  initialView: AuthView;
  /** Load now (the device holds a session or cached sign-in to restore) rather than at the first event. */
  loadNow: boolean;
}

type Listener = { type: string; handler: (event: never) => void; detach: (() => void) | null };

/**
 * Saves 18.4 KiB gzip of the JS a first visit to /login downloads (XState and the machine; 105.3 KiB with it,
 * 123.7 without; bench/startup-ab.ts, 2026-11-28). An AuthHandle that loads the machine on demand: at once when there is something to restore, else with the
 * first event a screen sends (signing in). Events sent before are kept, in order, and delivered once the
 * machine has finished initialising; views, subscribers and intent listeners move over to it when it arrives.
 * A failed download (offline before the worker cached it) drops what was asked, shows the login error and is
 * tried again at the next event.
 */
export function deferredAuthHandle({ load, initialView, loadNow }: DeferredAuthOptions): AuthHandle {
  let real: AuthHandle | null = null;
  let viewBeforeMachine = initialView;
  let loading: Promise<void> | null = null;
  const queued: AuthEvent[] = [];
  const subscribers = new Set<() => void>();
  const intents = new Set<Listener>();
  const notify = () => subscribers.forEach((listener) => listener());

  const deliverQueued = (handle: AuthHandle) => {
    const deliver = () => {
      if (handle.getView().status === 'initialising') return false;
      queued.splice(0).forEach((event) => handle.send(event));
      return true;
    };
    if (deliver()) return;
    const stop = handle.subscribe(() => {
      if (deliver()) stop();
    });
  };

  const ensureLoaded = () => {
    loading ??= load().then(
      (handle) => {
        real = handle;
        for (const entry of intents) {
          const subscription = handle.on(entry.type as never, entry.handler);
          entry.detach = () => subscription.unsubscribe();
        }
        handle.subscribe(notify);
        deliverQueued(handle);
        notify();
      },
      (error: unknown) => {
        // The events asked for are dropped and the login form says so: the user's next try loads again.
        loading = null;
        queued.length = 0;
        viewBeforeMachine = { ...initialView, loginError: loginErrorMessage(error) };
        notify();
        console.error('The sign-in code could not be loaded', error);
      },
    );
  };
  if (loadNow) ensureLoaded();

  return {
    getView: () => (real ? real.getView() : viewBeforeMachine),
    subscribe(listener) {
      subscribers.add(listener);
      return () => subscribers.delete(listener);
    },
    send(event) {
      if (real && queued.length === 0) return real.send(event);
      queued.push(event);
      if (real) deliverQueued(real);
      else ensureLoaded();
    },
    on(type, handler) {
      const entry: Listener = { type, handler: handler as (event: never) => void, detach: null };
      if (real) {
        const subscription = real.on(type, handler);
        entry.detach = () => subscription.unsubscribe();
      }
      intents.add(entry);
      return {
        unsubscribe() {
          intents.delete(entry);
          entry.detach?.();
        },
      };
    },
  };
}
