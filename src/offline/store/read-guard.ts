/**
 * Whether a read may replace what the device holds. Without a signed-in user the backend still
 * answers reads, empty (row-level security lets the anonymous role see nothing): saving that answer
 * would wipe the user's copy, as on a workshop tablet where nobody signs in. So a read is kept only
 * when the client's session is the owner's own, signed in as a real (not anonymous) user; anything
 * else, including a session that cannot be read, counts as not signed in.
 */

/** What the guard reads of a Supabase client (src/backend): its current session. */
export interface SessionSource {
  auth: {
    getSession(): Promise<{
      data: { session: { access_token?: string; user?: { id?: string; is_anonymous?: boolean } | null } | null };
    }>;
  };
}

/** The read went out without the owner's session: its answer says nothing about their data. */
export class NotSignedInError extends Error {
  override name = 'NotSignedInError';
  constructor() {
    super('No signed-in session for this user: the copy on the device is kept');
  }
}

/** The `role` claim of a JWT, undefined when the token cannot be read. */
function roleOf(token: string | undefined): unknown {
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    return (JSON.parse(json) as { role?: unknown }).role;
  } catch {
    return undefined;
  }
}

/** True only when `client` holds `ownerId`'s own session as an authenticated, non-anonymous user. */
export async function signedInAs(client: SessionSource | null, ownerId: string): Promise<boolean> {
  if (!client) return false;
  try {
    const session = (await client.auth.getSession()).data?.session;
    const user = session?.user;
    if (!user || user.id !== ownerId || user.is_anonymous === true) return false;
    return roleOf(session.access_token) === 'authenticated';
  } catch {
    return false;
  }
}

/** Resolves when the read may be kept; rejects with NotSignedInError otherwise. */
export async function assertSignedInAs(client: SessionSource | null, ownerId: string): Promise<void> {
  if (!(await signedInAs(client, ownerId))) throw new NotSignedInError();
}
