import { describe, expect, it } from 'vitest';
import { banner } from './banner.ts';

const keys = { anonKey: 'anon', serviceRoleKey: 'service', jwtSecret: 'secret', file: '/keys.json' } as never;
const onNetwork = { backendUrl: 'https://10.0.0.5:54321', host: '10.0.0.5', keys };

describe('banner', () => {
  it('asks for HTTPS when the demo accounts are reachable over plain HTTP', () => {
    expect(banner({ ...onNetwork, tls: false })).toContain('npm start -- --https');
  });

  it('asks only for new passwords once both servers answer over HTTPS', () => {
    const text = banner({ ...onNetwork, tls: true });
    expect(text).toContain('Change their passwords');
    expect(text).not.toContain('--https');
  });

  it('warns about nothing on the loopback address', () => {
    expect(banner({ ...onNetwork, host: '127.0.0.1' })).not.toContain('Change their passwords');
  });
});
