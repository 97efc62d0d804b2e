import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/*
 * One backend per data folder: two PGlite instances writing the same files lose acknowledged rows.
 * PostgreSQL's own postmaster.pid cannot tell them apart (every WebAssembly process reports pid 42),
 * so the backend keeps a lock file beside the folder with the real process id and its start time.
 * A lock whose process is gone (killed with -9, a power cut) is stale and taken over.
 */

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another backend (process ${pid}) is using the data folder ${dataDir}. ` +
        'Stop it first, or give this one another data folder: two backends on one folder lose acknowledged writes.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

interface Owner {
  pid: number;
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for the owner. */
  started: string | null;
}

export function lockFileFor(dataDir: string): string {
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}.lock`);
}

function startTime(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: Owner): boolean {
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTime(owner.pid);
  return owner.started === null || started === null || started === owner.started;
}

function readOwner(file: string): Owner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return { pid: Number(parsed.pid), started: typeof parsed.started === 'string' ? parsed.started : null };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    // Unreadable or half-written: its writer died between create and write, so nobody holds it.
    return { pid: 0, started: null };
  }
}

/** Takes the data folder's lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = lockFileFor(dataDir);
  const me: Owner = { pid: process.pid, started: startTime(process.pid) };
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner && isAlive(owner)) throw new DataDirLockedError(path.resolve(dataDir), owner.pid);
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
      }
      continue;
    }
    writeSync(fd, JSON.stringify(me));
    closeSync(fd);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      process.off('exit', release);
      const owner = readOwner(file);
      if (owner?.pid === me.pid) unlinkSync(file);
    };
    // A clean exit that skips close() still leaves no lock behind.
    process.on('exit', release);
    return { file, release };
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing (another backend starting at the same moment?)`);
}

/** For the command-line entry points: a locked folder ends the process with the message alone (exit code 1). */
export function exitIfLocked(error: unknown): never {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
