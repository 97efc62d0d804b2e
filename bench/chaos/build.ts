import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { loadOrCreateKeys } from '../../server/auth/keys.ts';
import { repoRoot } from '../../server/db/open.ts';

/** The bench's own build: the app as `npm run build` makes it, talking to the bench backend's port. */
export const CHAOS_DIST = path.join(repoRoot, '.data', 'bench-chaos', 'dist');

export function buildApp(backendUrl: string, reuse: boolean): void {
  if (reuse && existsSync(path.join(CHAOS_DIST, 'index.html'))) return;
  console.log(`building the app for ${backendUrl} into ${path.relative(repoRoot, CHAOS_DIST)} ...`);
  execFileSync(
    path.join(repoRoot, 'node_modules', '.bin', 'vite'),
    ['build', '--outDir', CHAOS_DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, VITE_SUPABASE_URL: backendUrl, VITE_SUPABASE_ANON_KEY: loadOrCreateKeys().anonKey },
    },
  );
}

/**
 * Ships "a new version": one more byte-different sw.js (a comment appended), and its precompressed
 * siblings, which the static server prefers. The browser's update check then installs a new worker.
 */
export function shipNewServiceWorker(label: string): void {
  const file = path.join(CHAOS_DIST, 'sw.js');
  const source = `${readFileSync(file, 'utf8')}\n// bench:chaos release ${label}\n`;
  writeFileSync(file, source);
  writeFileSync(`${file}.gz`, gzipSync(source));
  writeFileSync(`${file}.br`, brotliCompressSync(source));
}
