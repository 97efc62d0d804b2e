import type { BackendClient } from '../../backend/backend-client';

type Session = { access_token: string; user: { id: string; is_anonymous?: boolean } } | null;

const base64Url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An access token with the claims the backend signs (the signature is not checked on the device). */
export const accessToken = (sub: string, role = 'authenticated') =>
  `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub, role })}.signature`;

/** A session for `userId` as supabase-js returns it. */
export const sessionOf = (userId: string, role = 'authenticated', isAnonymous = false): Session => ({
  access_token: accessToken(userId, role),
  user: { id: userId, is_anonymous: isAnonymous },
});

/**
 * A stand-in for the backend client: `session()` is what auth.getSession() answers now, and every
 * read answers `rows` (the backend answers an empty list to a read without a signed-in user).
 */
export function sessionClient(session: () => Session, rows: unknown[] = []) {
  const reads: string[] = [];
  const client = {
    auth: { getSession: async () => ({ data: { session: session() }, error: null }) },
    from: (table: string) => ({
      select: async () => {
        reads.push(table);
        return { data: rows, error: null };
      },
    }),
  };
  return { client: client as unknown as BackendClient, reads };
}
