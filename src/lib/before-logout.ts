/**
 * Work that must run before a user is signed out (clearing their cached data, asking the outbox whether unsent
 * work would be lost). A hook returning `false` cancels the logout (e.g. the user chose to keep unsent work).
 */
export type BeforeLogoutHook = (userId: string) => Promise<void | boolean> | void | boolean;

const hooks = new Set<BeforeLogoutHook>();

/** Adds a hook; returns the function that removes it. */
export function onBeforeLogout(hook: BeforeLogoutHook): () => void {
  hooks.add(hook);
  return () => void hooks.delete(hook);
}

/** Runs every hook in registration order; false when one cancelled. A hook that throws does not block logout. */
export async function runBeforeLogout(userId: string): Promise<boolean> {
  for (const hook of [...hooks]) {
    try {
      if ((await hook(userId)) === false) return false;
    } catch (error) {
      console.error('before-logout hook failed', error);
    }
  }
  return true;
}
