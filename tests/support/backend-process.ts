/**
 * `npm run backend` (server/cli/backend.ts) as a child process on a data folder of the test's own:
 *
 *   prepareDataDir(dir): fills `dir` with the prepared demo database (no initdb, no seed to replay).
 *   freePort(): a port nothing listens on now.
 *   spawnBackend(dir, port): the child; `ready` resolves with its URL once it serves, or rejects with its
 *     output when it exits first; `exited` resolves with its exit code (null after a signal) and output.
 *
 * The child is node itself with tsx's loader, so a SIGKILL reaches the server process, not a wrapper.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { openPglite, repoRoot } from '../../server/db/open.ts';
import { loadPreparedDump } from './prepared-db.ts';

export async function prepareDataDir(dir: string): Promise<void> {
  // fsync off: a fixture, written before any backend runs on it.
  const db = await openPglite({ dataDir: dir, loadDataDir: await loadPreparedDump(), fsync: false });
  await db.close();
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  ready: Promise<string>;
  exited: Promise<{ code: number | null; output: string }>;
  output(): string;
}

export function spawnBackend(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): BackendProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'server', 'cli', 'backend.ts')], {
    cwd: repoRoot,
    env: { ...process.env, ...env, BACKEND_DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, output })),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const check = () => {
      if (output.includes(`Backend:      ${url}`)) {
        child.stdout?.off('data', check);
        resolve(url);
      }
    };
    child.stdout?.on('data', check);
    void exited.then(({ code }) =>
      reject(new Error(`backend exited (${code}) before it was ready:\n${output.slice(-2000)}`)),
    );
  });
  ready.catch(() => undefined);
  return { child, url, ready, exited, output: () => output };
}
