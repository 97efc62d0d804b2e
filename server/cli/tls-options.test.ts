import { describe, expect, it } from 'vitest';
import { tlsChoice } from './tls-options.ts';
import { tlsNotice } from './tls.ts';

describe('npm start TLS options', () => {
  it('serves plain HTTP unless asked', () => {
    expect(tlsChoice([])).toEqual({ kind: 'none' });
    expect(tlsChoice(['--host', '0.0.0.0'])).toEqual({ kind: 'none' });
  });

  it('generates a certificate with --https, and takes the user one with --cert and --key', () => {
    expect(tlsChoice(['--host', '0.0.0.0', '--https'])).toEqual({ kind: 'generated' });
    expect(tlsChoice(['--cert', 'c.pem', '--key=k.pem'])).toEqual({
      kind: 'given',
      certFile: 'c.pem',
      keyFile: 'k.pem',
    });
  });

  it('refuses a certificate without its key, and a flag without its file', () => {
    expect(() => tlsChoice(['--cert', 'c.pem'])).toThrow(/go together/);
    expect(() => tlsChoice(['--key', 'k.pem'])).toThrow(/go together/);
    expect(() => tlsChoice(['--cert', '--key', 'k.pem'])).toThrow(/needs a file/);
  });

  it('says plainly that tablets get no offline without HTTPS on a network address', () => {
    expect(tlsNotice(undefined, '0.0.0.0')).toMatch(/NO OFFLINE/);
    expect(tlsNotice(undefined, '127.0.0.1')).toBeUndefined();
    expect(tlsNotice({ cert: 'c', key: 'k', caFile: '/data/tls/ca.pem' }, '0.0.0.0')).toContain('/data/tls/ca.pem');
  });
});
