import { describe, expect, it } from 'vitest';
import { bindAddress, isLoopback } from './bind-address.ts';

describe('bind address', () => {
  it('is 127.0.0.1 unless the user names another', () => {
    expect(bindAddress([], {})).toBe('127.0.0.1');
    expect(bindAddress([], { BACKEND_HOST: '0.0.0.0' })).toBe('0.0.0.0');
    expect(bindAddress(['--host', '192.168.1.10'], { BACKEND_HOST: '0.0.0.0' })).toBe('192.168.1.10');
    expect(bindAddress(['--host=::'], {})).toBe('::');
    expect(() => bindAddress(['--host'], {})).toThrow(/needs an address/);
  });

  it('knows which addresses stay on this machine', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('0.0.0.0')).toBe(false);
  });
});
