/**
 * Runs before each vendored postgrest-js test file (vitest.config.ts). The two adaptations the suite
 * needs to run under vitest against the embedded backend, and nothing else:
 * - `jest` is vitest's `vi` (the suite calls jest.fn, jest.spyOn and jest's fake timers);
 * - requests to the suite's hard-coded http://localhost:54321 go to the backend run.ts started, with
 *   the anon key as `apikey` when the request carries none (Supabase's gateway requires one; the suite
 *   talks to PostgREST behind a gateway that lets keyless requests through as anon).
 */
import { vi } from 'vitest';

(globalThis as unknown as { jest: typeof vi }).jest = vi;

const SUITE_ORIGIN = 'http://localhost:54321';
const target = process.env.CONFORMANCE_URL;
const anonKey = process.env.CONFORMANCE_ANON_KEY;
if (!target || !anonKey) throw new Error('Run the conformance suite with npm run test:conformance');

const realFetch = globalThis.fetch;
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(SUITE_ORIGIN)) return realFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('apikey')) headers.set('apikey', anonKey);
  return realFetch(target + url.slice(SUITE_ORIGIN.length), { ...init, headers });
};
