import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/*
 * An acknowledged write must survive a power cut, not only a killed process. PGlite starts
 * PostgreSQL with `-F` (fsync off), and even with fsync on its Node filesystem (Emscripten's NODEFS)
 * has no fsync of its own: fsync() is a silent no-op and fdatasync() never reaches it. So the
 * database runs with fsync on and wal_sync_method=fsync (a commit then calls fsync on the WAL
 * segment), and the folder's filesystem gives that call to the operating system's fsync.
 */

/** What Emscripten passes to a stream operation: the Node file descriptor it opened. */
interface NodefsStream {
  nfd?: number;
}

interface EmscriptenModule {
  NODEFS: { stream_ops: { fsync?: (stream: NodefsStream) => number } };
}

/** PGlite's Node filesystem, with fsync reaching the disk. */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, options);
    const preRun = result.emscriptenOpts.preRun ?? [];
    result.emscriptenOpts.preRun = [
      ...preRun,
      (module: EmscriptenModule) => {
        module.NODEFS.stream_ops.fsync = (stream) => {
          if (stream.nfd !== undefined) fs.fsyncSync(stream.nfd);
          return 0;
        };
      },
    ];
    return result;
  }
}

/** PostgreSQL's start parameters for a database kept on disk: PGlite's own, without `-F`, WAL flushed by fsync. */
export function durableStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams: string[] }).defaultStartParams;
  return [
    ...defaults.filter((param) => param !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
    '-c',
    'synchronous_commit=on',
  ];
}

/**
 * BACKEND_FSYNC=off gives up durability across a power cut for speed (a killed process still loses
 * nothing: the WAL is written before a commit is acknowledged). Anything else keeps it on.
 */
export function fsyncWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.BACKEND_FSYNC !== 'off';
}
