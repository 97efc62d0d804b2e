import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const missingCredentialsMessage = msg`Enter email and password`;

/** Login messages: what a failed password sign-in shows. */
export function loginErrorMessage(error: unknown): MessageDescriptor {
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : '';
  if (code === 'invalid_credentials' || code === 'invalid_grant' || /invalid (login )?credentials/i.test(message)) {
    return msg`Invalid credentials`;
  }
  if (code === 'email_not_confirmed' || /email not confirmed/i.test(message)) return msg`Email not confirmed`;
  if (code === 'account_inactive' || code === 'user_banned')
    return msg`Il tuo account non è attivo: contatta l'amministratore della tua organizzazione.`;
  if (code === 'organization_suspended') return msg`La tua organizzazione è sospesa: contatta l'amministratore.`;
  if (code === 'over_request_rate_limit') return msg`Troppi tentativi di accesso: riprova tra qualche minuto.`;
  return msg`Error during login`;
}
