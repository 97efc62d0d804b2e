/**
 * A throwaway PostgreSQL cluster from the server binaries on the machine (Debian's `postgresql`
 * package puts them in /usr/lib/postgresql/<major>/bin): initdb in a temporary folder, started on a
 * free loopback port with trust authentication, stopped and removed at the end. initdb and postgres
 * refuse to run as root, so as root they run as the `postgres` system user.
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface Cluster {
  binDir: string;
  version: string;
  port: number;
  /** The superuser initdb created (Supabase's images name it supabase_admin). */
  superuser: string;
  stop: () => void;
}

/** The newest server binaries found, or why there are none. */
export function findServerBinaries(): { binDir: string } | { missing: string } {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  const candidates = fromEnv
    ? [fromEnv]
    : existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .sort((a, b) => Number(b) - Number(a))
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const binDir = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (binDir) return { binDir };
  return {
    missing: fromEnv
      ? `no initdb/pg_ctl in POSTGRES_BIN_DIR=${fromEnv}`
      : 'no initdb/pg_ctl under /usr/lib/postgresql/*/bin (apt-get install postgresql)',
  };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function systemUserIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

const CLUSTER_PREFIX = 'taas-postgres-';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops and removes clusters left by runs that were killed before they could stop them. */
function removeOrphans(run: (bin: string, args: string[]) => string): void {
  for (const name of readdirSync(tmpdir()).filter((n) => n.startsWith(CLUSTER_PREFIX))) {
    const root = path.join(tmpdir(), name);
    const pidFile = path.join(root, 'runner.pid');
    try {
      // A folder without its runner's pid yet may be a run that is just starting.
      if (!existsSync(pidFile) || isAlive(Number(readFileSync(pidFile, 'utf8')))) continue;
      if (existsSync(path.join(root, 'data', 'postmaster.pid')))
        run('pg_ctl', ['-D', path.join(root, 'data'), '-m', 'immediate', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    } catch {
      // Another user's cluster, or one already gone: not ours to clean.
    }
  }
}

export async function startCluster(binDir: string, superuser = 'supabase_admin'): Promise<Cluster> {
  const asServerUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (bin: string, args: string[]): string => {
    const [cmd, ...rest] = [...asServerUser, path.join(binDir, bin), ...args];
    return execFileSync(cmd!, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  removeOrphans(run);
  const root = mkdtempSync(path.join(tmpdir(), CLUSTER_PREFIX));
  writeFileSync(path.join(root, 'runner.pid'), String(process.pid));
  if (isRoot()) {
    const { uid, gid } = systemUserIds('postgres');
    chownSync(root, uid, gid);
  }
  chmodSync(root, 0o700);
  const dataDir = path.join(root, 'data');
  const port = await freePort();
  const version = run('postgres', ['--version']).trim();
  run('initdb', ['-D', dataDir, '-U', superuser, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=logical`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(root, 'server.log'), '-w', '-t', '60', 'start']);
  let stopped = false;
  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
  return { binDir, version, port, superuser, stop };
}
