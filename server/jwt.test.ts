import { afterEach, describe, expect, it, vi } from 'vitest';
import { createJwtKeys } from './jwt.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('verified-token cache', () => {
  it('answers a cached token as expired once its exp has passed', async () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1), toFake: ['Date'] });
    const keys = createJwtKeys('a-secret-of-at-least-thirty-two-characters');
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = await keys.sign({ sub: 'u', role: 'authenticated', exp });
    expect(await keys.verify(token)).toMatchObject({ ok: true, claims: { sub: 'u' } });
    expect(await keys.verify(token)).toMatchObject({ ok: true });
    vi.setSystemTime((exp + 1) * 1000);
    expect(await keys.verify(token)).toEqual({ ok: false, expired: true, message: 'JWT expired' });
  });

  it('never accepts a token signed with another secret, cached or not', async () => {
    const mine = createJwtKeys('a-secret-of-at-least-thirty-two-characters');
    const theirs = createJwtKeys('another-secret-of-at-least-thirty-two-chars');
    const forged = await theirs.sign({ sub: 'u', role: 'service_role' });
    expect(await theirs.verify(forged)).toMatchObject({ ok: true });
    expect(await mine.verify(forged)).toMatchObject({ ok: false, expired: false });
  });
});
