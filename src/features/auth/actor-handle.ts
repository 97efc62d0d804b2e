import type { AuthHandle } from './auth-handle';
import { selectAuthView, type AuthSnapshot, type AuthView } from './auth-view';
import type { AuthActor } from './create-auth-actor';

/** The handle of a running auth actor: one view object per machine snapshot, so React re-renders only on a change. */
export function actorHandle(actor: AuthActor): AuthHandle {
  const views = new WeakMap<AuthSnapshot, AuthView>();
  return {
    getView() {
      const snapshot = actor.getSnapshot();
      let view = views.get(snapshot);
      if (!view) {
        view = selectAuthView(snapshot);
        views.set(snapshot, view);
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
