import { onBeforeLogout, onLogout, runBeforeLogout } from './before-logout';

describe('before-logout hooks', () => {
  it('runs every hook in order with the user id, and a hook returning false cancels the logout', async () => {
    const calls: string[] = [];
    const removeFirst = onBeforeLogout((userId) => void calls.push(`first:${userId}`));
    const removeCancel = onBeforeLogout(async () => {
      calls.push('cancel');
      return false;
    });
    const removeLast = onBeforeLogout(() => void calls.push('last'));

    expect(await runBeforeLogout('u1')).toBe(false);
    expect(calls).toEqual(['first:u1', 'cancel']);

    removeCancel();
    calls.length = 0;
    expect(await runBeforeLogout('u1')).toBe(true);
    expect(calls).toEqual(['first:u1', 'last']);
    removeFirst();
    removeLast();
  });

  it('a failing hook does not block the logout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const remove = onBeforeLogout(() => {
      throw new Error('cache gone');
    });
    expect(await runBeforeLogout('u1')).toBe(true);
    remove();
  });
});

describe('logout cleanups', () => {
  it('run after every check, and never for a cancelled logout', async () => {
    const calls: string[] = [];
    const removeCleanup = onLogout((userId) => void calls.push(`cleanup:${userId}`));
    const removeCheck = onBeforeLogout(() => void calls.push('check'));
    expect(await runBeforeLogout('u1')).toBe(true);
    expect(calls).toEqual(['check', 'cleanup:u1']);

    const removeCancel = onBeforeLogout(() => false);
    calls.length = 0;
    expect(await runBeforeLogout('u1')).toBe(false);
    expect(calls).toEqual(['check']);
    removeCancel();
    removeCheck();
    removeCleanup();
  });
});
