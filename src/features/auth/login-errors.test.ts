import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { loginErrorMessage, missingCredentialsMessage } from './login-errors';

describe('loginErrorMessage', () => {
  it('maps a wrong password (Supabase invalid_credentials) to Invalid credentials', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(loginErrorMessage(error).message).toBe('Invalid credentials');
  });

  it('maps the message alone when the server sends no code', () => {
    expect(loginErrorMessage({ message: 'Invalid login credentials' }).message).toBe('Invalid credentials');
  });

  it('maps an unconfirmed account to Email not confirmed', () => {
    const error = new AuthApiError('Email not confirmed', 400, 'email_not_confirmed');
    expect(loginErrorMessage(error).message).toBe('Email not confirmed');
  });

  it('says why an inactive, banned or suspended account, or too many attempts, cannot sign in', () => {
    expect(loginErrorMessage(new AuthApiError('account_inactive: deactivated', 403, 'account_inactive')).message).toBe(
      "Il tuo account non è attivo: contatta l'amministratore della tua organizzazione.",
    );
    expect(loginErrorMessage(new AuthApiError('User is banned', 400, 'user_banned')).message).toBe(
      "Il tuo account non è attivo: contatta l'amministratore della tua organizzazione.",
    );
    expect(
      loginErrorMessage(new AuthApiError('organization_suspended: x', 403, 'organization_suspended')).message,
    ).toBe("La tua organizzazione è sospesa: contatta l'amministratore.");
    expect(
      loginErrorMessage(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit')).message,
    ).toBe('Troppi tentativi di accesso: riprova tra qualche minuto.');
  });

  it('maps anything else (network, server) to Error during login', () => {
    expect(loginErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0)).message).toBe('Error during login');
    expect(loginErrorMessage(new Error('boom')).message).toBe('Error during login');
    expect(loginErrorMessage(undefined).message).toBe('Error during login');
  });

  it("has the form's own message for a missing field", () => {
    expect(missingCredentialsMessage.message).toBe('Enter email and password');
  });
});
