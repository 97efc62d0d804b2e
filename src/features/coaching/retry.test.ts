import { describe, expect, it } from 'vitest';
import { CoachingReadError, withRetries } from './retry';

function failing(times: number, code?: string) {
  let calls = 0;
  const read = async () => {
    calls += 1;
    if (calls <= times) throw new CoachingReadError('boom', code);
    return 'ok';
  };
  return { read, calls: () => calls };
}

describe('coaching read retries', () => {
  it('retries up to 2 times', async () => {
    const twice = failing(2);
    await expect(withRetries(twice.read)).resolves.toBe('ok');
    const thrice = failing(3);
    await expect(withRetries(thrice.read)).rejects.toThrow('boom');
    expect(thrice.calls()).toBe(3);
  });

  it.each(['PGRST116', '42501'])('does not retry %s', async (code) => {
    const once = failing(1, code);
    await expect(withRetries(once.read)).rejects.toThrow('boom');
    expect(once.calls()).toBe(1);
  });
});
