/**
 * A throwaway PostgreSQL cluster from the server binaries on the machine (Debian's `postgresql`
 * package puts them in /usr/lib/postgresql/<major>/bin): initdb in a temporary folder, started on a
 * free loopback port with trust authentication, stopped and removed at the end. initdb and postgres
 * refuse to run as root, so as root they run as the `postgres` system user.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
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
      ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`)
      : [];
  const binDir = candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
  if (binDir) return { binDir };
  return { missing: fromEnv ? `no initdb/pg_ctl in POSTGRES_BIN_DIR=${fromEnv}` : 'no initdb/pg_ctl under /usr/lib/postgresql/*/bin (apt-get install postgresql)' };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const isRoot = (): boolean => typeof process.getuid === 'function' && process.getuid() === 0;

function systemUserIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

export async function startCluster(binDir: string, superuser = 'supabase_admin'): Promise<Cluster> {
  const asServerUser = isRoot() ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (bin: string, args: string[]): string => {
    const [cmd, ...rest] = [...asServerUser, path.join(binDir, bin), ...args];
    return execFileSync(cmd!, rest, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const root = mkdtempSync(path.join(tmpdir(), 'taas-postgres-'));
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
