// Default: the embedded backend on this machine, with the anon key vite.config.ts reads from
// .data/keys.json at build time. A build for a real project sets VITE_SUPABASE_URL and
// VITE_SUPABASE_ANON_KEY. Apart from client.ts so that reading them does not load supabase-js.
const DEFAULT_URL = 'http://127.0.0.1:54321';

export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL || DEFAULT_URL;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY || missingAnonKey();

function missingAnonKey(): never {
  throw new Error("VITE_SUPABASE_ANON_KEY is not set: a build for VITE_SUPABASE_URL needs that project's anon key.");
}
