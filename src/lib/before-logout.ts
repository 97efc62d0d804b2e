/**
 * Logout in two phases. Checks (`onBeforeLogout`) run first, in registration order, and may cancel
 * by returning `false` (e.g. the user closed the "unsent changes" dialog). Only when every check
 * let the logout go ahead do the cleanups (`onLogout`) run: clearing the user's cached reads and
 * forgetting their token, which must never happen for a logout that was cancelled.
 */
export type BeforeLogoutHook = (userId: string) => Promise<void | boolean> | void | boolean;
export type LogoutCleanup = (userId: string) => Promise<void> | void;

const checks = new Set<BeforeLogoutHook>();
const cleanups = new Set<LogoutCleanup>();

/** Adds a check; returns the function that removes it. */
export function onBeforeLogout(hook: BeforeLogoutHook): () => void {
  checks.add(hook);
  return () => void checks.delete(hook);
}

/** Adds a cleanup that runs once the logout is decided; returns the function that removes it. */
export function onLogout(cleanup: LogoutCleanup): () => void {
  cleanups.add(cleanup);
  return () => void cleanups.delete(cleanup);
}

/**
 * Runs the checks, then (unless one cancelled) every cleanup; false when cancelled. A hook that
 * throws does not block the logout.
 */
export async function runBeforeLogout(userId: string): Promise<boolean> {
  for (const hook of [...checks]) {
    try {
      if ((await hook(userId)) === false) return false;
    } catch (error) {
      console.error('before-logout hook failed', error);
    }
  }
  for (const cleanup of [...cleanups]) {
    try {
      await cleanup(userId);
    } catch (error) {
      console.error('logout cleanup failed', error);
    }
  }
  return true;
}
