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
  let deferred: BeforeInstallPromptEvent | null = null;
  let installed = isStandalone(env);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  env.addEventListener('beforeinstallprompt', (event) => {
    // Keep the event for our own button instead of the browser's mini-infobar.
    event.preventDefault();
    deferred = event as BeforeInstallPromptEvent;
    notify();
  });
  env.addEventListener('appinstalled', () => {
    installed = true;
    deferred = null;
    notify();
  });

  let snapshot: InstallMode = 'unavailable';
  const compute = (): InstallMode => {
    if (installed || isStandalone(env)) return 'installed';
    if (deferred) return 'prompt';
    return isIosSafari(env.navigator) ? 'ios' : 'unavailable';
  };

  return {
    getSnapshot() {
      snapshot = compute();
      return snapshot;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async promptInstall() {
      const event = deferred;
      if (!event) return 'unavailable';
      // A prompt event can be used once.
      deferred = null;
      await event.prompt();
      const { outcome } = await event.userChoice;
      if (outcome === 'accepted') installed = true;
      notify();
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
