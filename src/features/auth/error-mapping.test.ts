import { describe, expect, it } from 'vitest';
import { isIgnorableSignOutError } from './auth-actors';
import { fakeServices } from './auth-test-kit';
import { createActor, toPromise } from 'xstate';
import { isNetworkError } from './network-error';
import { profileErrorMessage, ProfileNotFoundError } from './profile-errors';

describe('profileErrorMessage', () => {
  it.each([
    [{ code: 'PGRST301', message: 'x' }, 'Access denied: please contact administrator'],
    [{ code: '42501', message: 'permission denied for table profiles' }, 'Access denied: please contact administrator'],
    [
      { message: 'new row violates row-level security policy for table "profiles"' },
      'Access denied: please contact administrator',
    ],
    [{ code: 'PGRST000', message: 'x' }, 'Server temporarily unavailable'],
    [{ status: 500, message: 'x' }, 'Server temporarily unavailable'],
    [{ message: 'Connection Timeout reached' }, 'Connection timeout'],
    [new ProfileNotFoundError(), 'Profile not found'],
    [null, 'Profile not found'],
    [{ code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, 'Profile not found'],
    [{ message: 'raw backend text' }, 'raw backend text'],
  ])('%o -> %s', (error, text) => {
    const descriptor = profileErrorMessage(error);
    expect(descriptor.message ?? descriptor.id).toBe(text);
  });
});

describe('isNetworkError', () => {
  it.each([
    [new TypeError('Failed to fetch'), true],
    [new TypeError('NetworkError when attempting to fetch resource.'), true],
    [{ name: 'AuthRetryableFetchError', message: '', status: 0 }, true],
    [{ message: 'TypeError: fetch failed', code: '' }, true],
    [{ name: 'AuthApiError', message: 'Invalid Refresh Token', status: 400 }, false],
    [new TypeError('x is not a function'), false],
    [{ code: 'PGRST301', message: 'JWT expired' }, false],
    [null, false],
  ])('%o -> %s', (error, expected) => {
    expect(isNetworkError(error)).toBe(expected);
  });
});

describe('sign-out errors', () => {
  it.each([
    [{ name: 'AuthSessionMissingError', message: 'Auth session missing!' }, true],
    [{ status: 403, message: 'Forbidden' }, true],
    [{ message: 'Session expired' }, true],
    [{ message: 'JWT expired' }, true],
    [{ status: 500, message: 'boom' }, false],
    [new TypeError('Failed to fetch'), false],
  ])('%o ignorable: %s', (error, expected) => {
    expect(isIgnorableSignOutError(error)).toBe(expected);
  });

  it('the signOut actor swallows ignorable errors, rethrows others, and always clears the stored token', async () => {
    const run = async (error: unknown) => {
      const fake = fakeServices({ signOut: async () => Promise.reject(error) });
      const actor = createActor(fake.actors.signOut).start();
      const outcome = await toPromise(actor).then(
        () => 'done',
        () => 'failed',
      );
      return [outcome, fake.calls.clearStoredSession.length];
    };
    expect(await run({ status: 403, message: 'Forbidden' })).toEqual(['done', 1]);
    expect(await run({ status: 500, message: 'boom' })).toEqual(['failed', 1]);
  });
});
