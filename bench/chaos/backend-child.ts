import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../../server/db/open.ts';

const SCRIPT = path.join(repoRoot, 'bench', 'chaos', 'backend-process.ts');

export interface BackendChild {
  url: string;
  /** SIGKILL: in-flight requests are cut, nothing is closed cleanly. */
  kill(): Promise<void>;
  /** Starts it again on the same data (after kill or stop). */
  restart(): Promise<void>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
  readonly running: boolean;
}

interface Options {
  port: number;
  dataDir: string;
  corsOrigin?: string;
  env?: NodeJS.ProcessEnv;
}

function launch(options: Options): Promise<ChildProcess> {
  const args = [SCRIPT, String(options.port), options.dataDir, ...(options.corsOrigin ? [options.corsOrigin] : [])];
  // node itself with tsx's loader (not the tsx wrapper): a SIGKILL must reach the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('READY ')) {
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('close', (code) =>
      reject(new Error(`backend exited (${code}) before it was ready:\n${output.slice(-2000)}`)),
    );
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

/** The embedded backend as a child process on `port`, data in `dataDir` (an empty folder starts from the demo database). */
export async function startBackendChild(options: Options): Promise<BackendChild> {
  let child: ChildProcess | null = await launch(options);
  // One start at a time: a kill that lands while the last restart is starting waits for it (two processes on
  // one port and one data folder would make the second exit: seed 37).
  let starting: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${options.port}`,
    get running() {
      return child !== null;
    },
    async kill() {
      await starting?.catch(() => undefined);
      if (!child) return;
      const current = child;
      child = null;
      current.kill('SIGKILL');
      await exited(current);
    },
    async restart() {
      if (child) return;
      starting ??= launch(options)
        .then((started) => {
          child = started;
        })
        .finally(() => {
          starting = null;
        });
      await starting;
    },
    async stop() {
      if (!child) return;
      const current = child;
      child = null;
      current.kill('SIGTERM');
      await exited(current);
    },
  };
}
