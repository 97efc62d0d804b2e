import { createAtom } from '@xstate/store';

/** Chromium's install event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * installed: running from the home screen / as an app, nothing to offer.
 * prompt: the browser offered an install prompt we can show.
 * ios: iOS Safari, which has no install event: show the Share -> Add to Home Screen steps.
 * unavailable: nothing to offer (yet).
 */
export type InstallMode = 'installed' | 'prompt' | 'ios' | 'unavailable';

export interface InstallEnvironment extends EventTarget {
  matchMedia?: (query: string) => Pick<MediaQueryList, 'matches'>;
  navigator: { userAgent: string; maxTouchPoints?: number; standalone?: boolean };
}

export interface InstallState {
  getSnapshot(): InstallMode;
  subscribe(listener: () => void): () => void;
  /** shows the browser's install dialog; 'unavailable' when there is no prompt to show. */
  promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
}

export function isStandalone(env: InstallEnvironment): boolean {
  return env.matchMedia?.('(display-mode: standalone)').matches === true || env.navigator.standalone === true;
}

/** iOS Safari (iPadOS reports itself as a Mac with touch); other iOS browsers name themselves. */
export function isIosSafari({ userAgent, maxTouchPoints = 0 }: InstallEnvironment['navigator']): boolean {
  const ios = /iPad|iPhone|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari/.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

export function createInstallState(env: InstallEnvironment): InstallState {
  const state = createAtom<{ deferred: BeforeInstallPromptEvent | null; installed: boolean }>({
    deferred: null,
    installed: isStandalone(env),
  });

  env.addEventListener('beforeinstallprompt', (event) => {
    // Keep the event for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    state.set((current) => ({ ...current, deferred: event as BeforeInstallPromptEvent }));
  });
  env.addEventListener('appinstalled', () => state.set({ deferred: null, installed: true }));

  return {
    getSnapshot() {
      const { deferred, installed } = state.get();
      if (installed || isStandalone(env)) return 'installed';
      if (deferred) return 'prompt';
      return isIosSafari(env.navigator) ? 'ios' : 'unavailable';
    },
    subscribe(listener) {
      const subscription = state.subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
    async promptInstall() {
      const event = state.get().deferred;
      if (!event) return 'unavailable';
      // A prompt event can be used once.
      state.set((current) => ({ ...current, deferred: null }));
      await event.prompt();
      const { outcome } = await event.userChoice;
      state.set((current) => ({ ...current, installed: current.installed || outcome === 'accepted' }));
      return outcome;
    },
  };
}

let appInstallState: InstallState | null = null;

/** The app's install state, listening from the first use on (the layout mounts it at start). */
export function getInstallState(): InstallState {
  appInstallState ??= createInstallState(window as unknown as InstallEnvironment);
  return appInstallState;
}
