import { loadAllMessages } from '../lib/i18n/activate';
import { yieldToMain } from '../lib/yield-to-main';
import { SignedInHeaderControls, SignedInHeaderStart, SignedInSyncIndicator } from './layout/signed-in-header';

/**
 * The chunks a signed-in first screen needs besides its own: the header's signed-in parts (logo, navigation,
 * sync state, bell, user menu) and the services beside the screens (sync engine, offline preparation). Each is
 * loaded when its parent renders, so on a cold cache they came one round trip after another (five levels on /user);
 * started together at start-up, they come in one. Each is asked for in a task of its own (asking runs what has
 * already arrived). Resolves when they are here; never rejects (a failed download is retried, and shown, where
 * the part renders).
 */
export async function preloadSignedInFrame(): Promise<void> {
  const loads = [
    () => SignedInHeaderStart.preload(),
    () => SignedInSyncIndicator.preload(),
    () => SignedInHeaderControls.preload(),
    () => import('../features/notifications/NotificationBell'),
    () => import('./offline/SignedInServices'),
    () => loadAllMessages(),
  ];
  const pending: Promise<unknown>[] = [];
  for (const load of loads) {
    await yieldToMain();
    pending.push(load().catch(() => undefined));
  }
  await Promise.all(pending);
}
