import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { AuthEmitted } from './auth.types';
import { selectAuthView, type AuthSnapshot, type AuthView } from './auth-view';
import type { AuthActor } from './create-auth-actor';

/**
 * The app creates one started actor (`createAuthActor({ services: createSupabaseAuthServices() })`) and
 * renders `<AuthProvider value={actor}>`; screens read `useAuth()` and send events with `useAuthActor().send`.
 */
const AuthActorContext = createContext<AuthActor | null>(null);
export const AuthProvider = AuthActorContext.Provider;

export function useAuthActor(): AuthActor {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('useAuth must be used within an AuthProvider');
  return actor;
}

const views = new WeakMap<AuthSnapshot, AuthView>();
function memoView(snapshot: AuthSnapshot): AuthView {
  let view = views.get(snapshot);
  if (!view) {
    view = selectAuthView(snapshot);
    views.set(snapshot, view);
  }
  return view;
}

export function useAuth(): AuthView {
  return useSelector(useAuthActor(), memoView);
}

/** Runs the machine's toast and navigation intents (one place in the app shell should call this). */
export function useAuthIntents(handlers: {
  toast: (intent: Extract<AuthEmitted, { type: 'toast' }>) => void;
  navigate: (to: string) => void;
}): void {
  const actor = useAuthActor();
  const { toast, navigate } = handlers;
  useEffect(() => {
    const toasts = actor.on('toast', toast);
    const navigations = actor.on('navigate', (event) => navigate(event.to));
    return () => {
      toasts.unsubscribe();
      navigations.unsubscribe();
    };
  }, [actor, toast, navigate]);
}
