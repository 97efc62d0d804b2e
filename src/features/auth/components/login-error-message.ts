import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The login form's own validation message (spec part 1 section 5). */
export const MISSING_CREDENTIALS: MessageDescriptor = msg`Enter email and password`;

/**
 * Maps a sign-in failure to the spec's login messages: wrong e-mail or password -> 'Invalid
 * credentials'; unconfirmed account -> 'Email not confirmed'; anything else -> 'Error during login'.
 */
export function loginErrorMessage(error: unknown): MessageDescriptor {
  const { code, message } = describe(error);
  if (code === 'invalid_credentials' || code === 'invalid_grant' || /invalid login credentials/i.test(message)) {
    return msg`Invalid credentials`;
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) {
    return msg`Email not confirmed`;
  }
  return msg`Error during login`;
}

function describe(error: unknown): { code: string; message: string } {
  if (typeof error !== 'object' || error === null) return { code: '', message: String(error ?? '') };
  const e = error as { code?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : '',
    message: typeof e.message === 'string' ? e.message : '',
  };
}
