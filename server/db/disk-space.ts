import { statfs } from 'node:fs/promises';

/** Free space kept for the database by default: room for WAL growth and a checkpoint between two checks. */
export const DEFAULT_DISK_RESERVE_BYTES = 256 * 1024 * 1024;
/** How often the free space is read: writes never wait for a statfs, they use the last reading. */
export const DISK_CHECK_INTERVAL_MS = 1_000;

export type StatFs = (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;

/** The reserve from BACKEND_DISK_RESERVE_MB, else the default. */
export function diskReserveBytes(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.BACKEND_DISK_RESERVE_MB;
  if (raw === undefined || raw === '') return DEFAULT_DISK_RESERVE_BYTES;
  const mb = Number(raw);
  if (!Number.isFinite(mb) || mb < 0) throw new Error(`BACKEND_DISK_RESERVE_MB must be a number >= 0, got "${raw}"`);
  return mb * 1024 * 1024;
}

/**
 * Free space of the data folder's file system, read once a second (a statfs on the thread pool)
 * and after a write failed for lack of space, so that writes are refused before Postgres meets ENOSPC.
 */
export class DiskSpace {
  free = Number.POSITIVE_INFINITY;
  private reading: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly dir: string,
    readonly reserveBytes: number,
    private readonly read: StatFs = statfs,
    private readonly intervalMs = DISK_CHECK_INTERVAL_MS,
  ) {}

  /** Whether free space is below the reserve, by the last reading. */
  low(): boolean {
    return this.free < this.reserveBytes;
  }

  /** Reads now, then every interval until `stop()`. */
  async watch(): Promise<void> {
    await this.refresh();
    this.timer ??= setInterval(() => void this.refresh(), this.intervalMs).unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Reads the free space now (one reading at a time). An unreadable file system keeps the last reading. */
  refresh(): Promise<void> {
    this.reading ??= this.read(this.dir)
      .then(
        (stats) => {
          this.free = Number(stats.bavail) * Number(stats.bsize);
        },
        () => undefined,
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }
}
