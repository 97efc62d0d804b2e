/** One environment variable, read at call time: Deno.env on Supabase's edge runtime, process.env under Node. */
export function readEnv(name: string): string | undefined {
  const deno = (globalThis as { Deno?: { env: { get(key: string): string | undefined } } }).Deno;
  const value = deno
    ? deno.env.get(name)
    : (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export const isDeno = (): boolean => typeof (globalThis as { Deno?: unknown }).Deno !== 'undefined';
