import { HttpError } from '../http/errors.ts';

/**
 * GoTrue's error body. auth-js reads `error_code` (the machine code) and `msg` (the message);
 * the OAuth-style `error`/`error_description` pair is kept for older clients.
 */
export function authError(status: number, errorCode: string, msg: string, oauthError?: string): HttpError {
  const body: Record<string, unknown> = { code: status, error_code: errorCode, msg };
  if (oauthError) {
    body.error = oauthError;
    body.error_description = msg;
  }
  return new HttpError(status, body);
}

export const invalidCredentials = () =>
  authError(400, 'invalid_credentials', 'Invalid login credentials', 'invalid_grant');
export const emailNotConfirmed = () => authError(400, 'email_not_confirmed', 'Email not confirmed', 'invalid_grant');
export const noAuthorization = () => authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
