import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Written by the embedded backend's key store (`npm run keys`, which `npm start` runs first). */
export const ANON_KEY_FILE = fileURLToPath(new URL('../../.data/anon-key', import.meta.url));

/**
 * The anon key the build embeds: VITE_SUPABASE_ANON_KEY when given (a hosted project), else this
 * installation's, read from the file the backend writes; the build never touches the JWT secret or the
 * service key. A build without either stops with what to run; the dev server only warns.
 */
export function anonKey(): Plugin {
  return {
    name: 'taas-anon-key',
    config(_, { command }) {
      if (process.env.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_ANON_KEY) return;
      try {
        process.env.VITE_SUPABASE_ANON_KEY = readFileSync(ANON_KEY_FILE, 'utf8').trim();
      } catch {
        const advice = `No anon key: ${ANON_KEY_FILE} is missing. Run \`npm run keys\` (npm start does), or set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for a hosted project.`;
        if (command === 'build') throw new Error(advice);
        console.warn(advice);
      }
    },
  };
}
