import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthEmitted } from './auth.types';
import type { AuthView } from './auth-view';
import { isAuthHandle, type AuthHandle } from './auth-handle';
import { actorHandle } from './actor-handle';
import type { AuthActor } from './create-auth-actor';

/**
 * The app renders `<AuthProvider value={handle}>` with its one auth handle (deferredAuthHandle: the machine
 * loads when first needed; a started actor works too, as in tests); screens read `useAuth()` and send
 * events with `useAuthActor().send`.
 */
const AuthHandleContext = createContext<AuthHandle | null>(null);

export function AuthProvider({ value, children }: { value: AuthHandle | AuthActor; children?: ReactNode }) {
  const handle = useMemo(() => (isAuthHandle(value) ? value : actorHandle(value)), [value]);
  return createElement(AuthHandleContext.Provider, { value: handle }, children);
}

export function useAuthActor(): AuthHandle {
  const handle = useContext(AuthHandleContext);
  if (!handle) throw new Error('useAuth must be used within an AuthProvider');
  return handle;
}

export function useAuth(): AuthView {
  const handle = useAuthActor();
  return useSyncExternalStore(handle.subscribe, handle.getView, handle.getView);
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
