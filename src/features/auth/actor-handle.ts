import { dequal } from 'dequal/lite';
import type { AuthHandle } from './auth-handle';
import { selectAuthView, type AuthSnapshot, type AuthView } from './auth-view';
import type { AuthActor } from './create-auth-actor';

/**
 * The handle of a running auth actor: one view object per machine snapshot, and the previous one again when
 * a new snapshot shows the same (the machine's start makes several), so React re-renders only on a change.
 */
export function actorHandle(actor: AuthActor): AuthHandle {
  const views = new WeakMap<AuthSnapshot, AuthView>();
  let last: AuthView | null = null;
  return {
    getView() {
      const snapshot = actor.getSnapshot();
      let view = views.get(snapshot);
      if (!view) {
        const next = selectAuthView(snapshot);
        view = last && dequal(last, next) ? last : next;
        views.set(snapshot, view);
        last = view;
      }
      return view;
    },
    subscribe(listener) {
      const subscription = actor.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    send: (event) => actor.send(event),
    on: (type, handler) => actor.on(type, handler as never),
  };
}
