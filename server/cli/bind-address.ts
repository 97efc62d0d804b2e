import { DEFAULT_HOST } from '../config.ts';

/**
 * The address `npm start` / `npm run backend` listen on: `--host <address>` (or `--host=<address>`),
 * else BACKEND_HOST, else 127.0.0.1 (this machine only). See README, Security, before widening it.
 */
export function bindAddress(
  argv: readonly string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): string {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--host') {
      const value = argv[i + 1];
      if (!value || value.startsWith('--')) throw new Error('--host needs an address, e.g. --host 0.0.0.0');
      return value;
    }
    if (arg.startsWith('--host=')) return arg.slice('--host='.length);
  }
  return env.BACKEND_HOST || DEFAULT_HOST;
}

export const isLoopback = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');
