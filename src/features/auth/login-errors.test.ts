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

  it('maps anything else (network, server) to Error during login', () => {
    expect(loginErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0)).message).toBe('Error during login');
    expect(loginErrorMessage(new Error('boom')).message).toBe('Error during login');
    expect(loginErrorMessage(undefined).message).toBe('Error during login');
  });

  it("has the form's own message for a missing field", () => {
    expect(missingCredentialsMessage.message).toBe('Enter email and password');
  });
});
