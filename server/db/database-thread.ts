import { rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import type { DatabaseState } from './database.ts';
import type { DiskSpace } from './disk-space.ts';
import { DatabaseQueueTimeout, DatabaseUnavailable, DiskFull, StatementTimeout } from './errors.ts';
import type { CommitCheck, Statement, StatementResult } from './statement-batch.ts';
import type { DatabaseTimeouts } from './timeouts.ts';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerStart } from './worker-protocol.ts';

export interface DatabaseThreadOptions {
  dataDir: string;
  /** Delete the data folder on close (a temporary copy made from `loadDataDir`). */
  temporary?: boolean;
  /** A dumpDataDir() tarball the data folder is created from. */
  loadDataDir?: Blob | File;
  seed?: boolean;
  /** Postgres settings for the database's session (StartOptions.postgresSettings). */
  postgresSettings?: Record<string, string>;
  timeouts: DatabaseTimeouts;
  disk: DiskSpace;
}

interface Job {
  run: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  deadlineMs: number;
  queueTimer?: NodeJS.Timeout;
  settled: boolean;
}

type Reply = Exclude<WorkerReply, { kind: 'ready' | 'failed' | 'notify' }>;
type Outgoing = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

const CLOSE_WAIT_MS = 5_000;
/** Postgres's WAL segment: with less than this free, a commit may need a segment it cannot create. */
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
const MAX_RESTART_BACKOFF_MS = 10_000;

/** A database error rebuilt on this side of the thread boundary, with its code, detail and hint. */
function rebuild(error: WorkerError): Error {
  return Object.assign(new Error(error.message), error.fields, {
    name: typeof error.fields.name === 'string' ? error.fields.name : 'Error',
  });
}

/**
 * PGlite in a worker thread. Its WebAssembly runs synchronously and cannot be interrupted from inside
 * (it ignores statement_timeout), so it must not run on the thread that answers HTTP: this side keeps
 * the order of work (one job at a time, as PGlite would), a deadline per job and a limit on the wait
 * for a turn. A job past its deadline is answered with Postgres's statement-timeout error, and the
 * thread is terminated (V8 stops the WebAssembly loop) and started again on the data folder, which
 * Postgres recovers from its WAL as after a crash; meanwhile new work is refused as unavailable.
 * When free disk space falls below the reserve the session turns read-only, so writes fail cleanly
 * before Postgres meets ENOSPC, and reads go on.
 */
export class DatabaseThread {
  state: DatabaseState = 'starting';
  restarts = 0;
  readOnly = false;
  private worker: Worker | undefined;
  private ids = 1;
  private why = 'the database is starting';
  private readonly waiting = new Map<number, { answer: (reply: Reply) => void; abort: (error: unknown) => void }>();
  private readonly queue: Job[] = [];
  private running: Job | undefined;
  private runningSince = 0;
  /** Settles when the running job has (at once when idle). */
  private current: Promise<void> = Promise.resolve();
  readonly listeners = new Map<string, Set<(payload: string) => void>>();

  private constructor(private readonly options: DatabaseThreadOptions) {}

  static async open(options: DatabaseThreadOptions): Promise<DatabaseThread> {
    const thread = new DatabaseThread(options);
    await options.disk.watch();
    thread.readOnly = options.disk.low();
    try {
      thread.worker = await thread.spawn(true);
    } catch (error) {
      options.disk.stop();
      if (options.temporary) await rm(options.dataDir, { recursive: true, force: true });
      throw error;
    }
    thread.state = 'ready';
    return thread;
  }

  get timeouts(): DatabaseTimeouts {
    return this.options.timeouts;
  }

  /** How long the job now running has run, in ms (0 when idle): what `/health` reports as busy. */
  get busyMs(): number {
    return this.running ? Date.now() - this.runningSince : 0;
  }

  /** Whether writes are refused now: the session is read-only, or the last disk reading is below the reserve. */
  get writesRefused(): boolean {
    return this.readOnly || this.options.disk.low();
  }

  get queued(): number {
    return this.queue.length;
  }

  private async spawn(first: boolean): Promise<Worker> {
    const dump = first && this.options.loadDataDir ? await this.options.loadDataDir.arrayBuffer() : undefined;
    const start: WorkerStart = {
      dataDir: this.options.dataDir,
      loadDataDir: dump,
      migrate: first,
      seed: this.options.seed,
      channels: [...this.listeners.keys()],
      readOnly: this.readOnly,
      fsync: this.options.temporary ? false : undefined,
      postgresSettings: this.options.postgresSettings,
    };
    const worker = new Worker(new URL('./worker-entry.mjs', import.meta.url), {
      workerData: start,
      transferList: dump ? [dump] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const fail = (error: unknown) => {
        worker.off('message', opened);
        reject(error instanceof Error ? error : new Error(String(error)));
      };
      const exited = (code: number) => fail(new Error(`the database thread exited (${code}) while opening`));
      const opened = (message: WorkerReply) => {
        if (message.kind !== 'ready' && message.kind !== 'failed') return;
        worker.off('error', fail);
        worker.off('exit', exited);
        worker.off('message', opened);
        if (message.kind === 'ready') resolve();
        else reject(rebuild(message.error));
      };
      worker.on('message', opened);
      worker.once('error', fail);
      worker.once('exit', exited);
    }).catch(async (error: unknown) => {
      await worker.terminate();
      throw error;
    });
    worker.on('message', (message: WorkerReply) => this.receive(message));
    worker.on('error', (error) => {
      if (this.worker === worker) void this.restart(`the database thread failed: ${error.message}`);
    });
    worker.on('exit', () => {
      if (this.worker === worker && this.state === 'ready') void this.restart('the database thread stopped');
    });
    return worker;
  }

  private receive(message: WorkerReply): void {
    if (message.kind === 'notify') {
      for (const listener of this.listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    if (message.kind === 'ready' || message.kind === 'failed') return;
    this.waiting.get(message.id)?.answer(message);
  }

  nextId(): number {
    return this.ids++;
  }

  /** Sends one request to the thread and waits for its answer; `onCheck` sees a batch's results before its commit. */
  call<T>(request: Outgoing & { id?: number }, onCheck?: (results: StatementResult[]) => void): Promise<T> {
    const worker = this.worker;
    if (!worker || this.state === 'restarting') return Promise.reject(new DatabaseUnavailable(this.why));
    const id = request.id ?? this.nextId();
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, {
        answer: (reply) => {
          if (reply.kind === 'check') return onCheck?.(reply.results);
          this.waiting.delete(id);
          if (reply.kind === 'done') resolve(reply.value as T);
          else reject(this.failure(reply.error));
        },
        abort: reject,
      });
      worker.postMessage({ ...request, id });
    });
  }

  /** The error a job fails with; a failure of PGlite itself also replaces the thread. */
  private failure(error: WorkerError): unknown {
    const rebuilt = rebuild(error);
    const code = error.fields.code;
    const noSpace = code === '53100' || /ENOSPC|No space left/i.test(error.message);
    if (noSpace) void this.options.disk.refresh();
    if (error.fatal) {
      void this.restart(`the database failed: ${error.message}`);
      return noSpace
        ? new DiskFull(this.options.disk.free, this.options.disk.reserveBytes)
        : new DatabaseUnavailable(`the database failed and is restarting: ${error.message}`);
    }
    // After an ENOSPC, PGlite can hang on its next statement (a WAL write that failed half-way): the
    // thread is replaced at once, and the open waits for space if there is none.
    if (noSpace) void this.restart(`the disk is full: ${error.message}`);
    // Writes fail as read-only while the disk is below its reserve: they are answered as a full disk.
    if (code === '25006' && this.readOnly) return new DiskFull(this.options.disk.free, this.options.disk.reserveBytes);
    return rebuilt;
  }

  /** Runs `run` when the database's turn comes, within `deadlineMs` of starting. */
  schedule<T>(deadlineMs: number, run: () => Promise<T>): Promise<T> {
    if (this.state !== 'ready') return Promise.reject(new DatabaseUnavailable(this.why));
    return new Promise<T>((resolve, reject) => {
      const job: Job = { run, resolve: resolve as (value: unknown) => void, reject, deadlineMs, settled: false };
      job.queueTimer = setTimeout(() => {
        const at = this.queue.indexOf(job);
        if (at >= 0) this.queue.splice(at, 1);
        this.settle(job, new DatabaseQueueTimeout());
      }, this.options.timeouts.queue);
      this.queue.push(job);
      this.pump();
    });
  }

  private settle(job: Job, error: unknown, value?: unknown): void {
    if (job.settled) return;
    job.settled = true;
    clearTimeout(job.queueTimer);
    if (error === undefined) job.resolve(value);
    else job.reject(error);
  }

  private pump(): void {
    if (this.running || this.state !== 'ready') return;
    const job = this.queue.shift();
    if (!job) return;
    clearTimeout(job.queueTimer);
    this.running = job;
    this.runningSince = Date.now();
    const timer = setTimeout(() => {
      if (this.running !== job) return;
      this.running = undefined;
      // PGlite hangs (rather than fails) when the WAL cannot grow on a full disk: that is the cause to report.
      const disk = this.options.disk;
      const full = disk.low() || disk.free < WAL_SEGMENT_BYTES;
      this.settle(job, full ? new DiskFull(disk.free, disk.reserveBytes) : new StatementTimeout());
      void this.restart(full ? 'a statement hung with the disk full' : 'a statement ran past its timeout');
    }, job.deadlineMs);
    const low = this.options.disk.low();
    const work = low === this.readOnly ? job.run() : this.switchReadOnly(low).then(() => job.run());
    this.current = work
      .then(
        (value) => this.settle(job, undefined, value),
        (error: unknown) => this.settle(job, error ?? new Error('database work failed')),
      )
      .finally(() => {
        clearTimeout(timer);
        if (this.running === job) {
          this.running = undefined;
          this.pump();
        }
      });
  }

  /** Below the reserve: a checkpoint (so Postgres may recycle WAL segments), then the session refuses writes. */
  private async switchReadOnly(low: boolean): Promise<void> {
    if (low) {
      await this.call({ kind: 'exec', sql: 'checkpoint' }).catch(() => undefined);
      await this.options.disk.refresh();
      if (!this.options.disk.low()) return;
    }
    await this.call({ kind: 'exec', sql: `set default_transaction_read_only = ${low ? 'on' : 'off'}` });
    this.readOnly = low;
  }

  /** Terminates the thread and starts another on the data folder; work meanwhile is refused. */
  async restart(why: string): Promise<void> {
    if (this.state === 'restarting' || this.state === 'closed') return;
    this.state = 'restarting';
    this.why = why;
    this.restarts += 1;
    console.error(`[backend] database restarting: ${why}`);
    this.failAll(new DatabaseUnavailable(why));
    const old = this.worker;
    this.worker = undefined;
    await old?.terminate();
    for (let attempt = 0; this.state === 'restarting'; attempt++) {
      try {
        const worker = await this.spawn(false);
        if (this.state !== 'restarting') {
          await worker.terminate();
          return;
        }
        this.worker = worker;
        this.state = 'ready';
      } catch (error) {
        this.why = `the database could not be reopened: ${error instanceof Error ? error.message : String(error)}`;
        console.error(`[backend] ${this.why}`);
        await new Promise((resolve) => setTimeout(resolve, Math.min(500 * 2 ** attempt, MAX_RESTART_BACKOFF_MS)));
      }
    }
    // Notifications sent while the thread was down are lost: listeners look again.
    for (const set of this.listeners.values()) for (const listener of set) listener('');
  }

  private failAll(error: unknown): void {
    if (this.running) this.settle(this.running, error);
    this.running = undefined;
    for (const job of this.queue.splice(0)) this.settle(job, error);
    const pending = [...this.waiting.values()];
    this.waiting.clear();
    for (const { abort } of pending) abort(error);
  }

  /** Runs a request's statements in one message to the thread; `check` (here) decides the commit. */
  runBatch(statements: Statement[], check: CommitCheck | undefined, deadlineMs: number): Promise<StatementResult[]> {
    return this.schedule(deadlineMs, async () => {
      let refusal: { error: unknown } | undefined;
      const id = this.nextId();
      try {
        return await this.call<StatementResult[]>(
          { id, kind: 'batch', statements, check: Boolean(check) },
          (results) => {
            Promise.resolve()
              .then(() => check!(results))
              .then(
                () => this.worker?.postMessage({ id, kind: 'verdict', commit: true }),
                (error: unknown) => {
                  refusal = { error };
                  this.worker?.postMessage({ id, kind: 'verdict', commit: false });
                },
              );
          },
        );
      } catch (error) {
        throw refusal ? refusal.error : error;
      }
    });
  }

  /** Stops: queued work is refused, the running job gets a few seconds, then PGlite closes (or the thread is ended). */
  async close(): Promise<void> {
    if (this.state === 'closed') return;
    const wasReady = this.state === 'ready';
    this.state = 'closed';
    this.why = 'the server is stopping';
    this.options.disk.stop();
    for (const job of this.queue.splice(0)) this.settle(job, new DatabaseUnavailable(this.why));
    const worker = this.worker;
    if (worker && wasReady) {
      const within = <T>(promise: Promise<T>) =>
        Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
      await within(this.current);
      if (!this.running || this.running.settled) {
        const id = this.nextId();
        await within(
          new Promise<void>((resolve) => {
            this.waiting.set(id, { answer: () => resolve(), abort: () => resolve() });
            worker.postMessage({ id, kind: 'close' });
          }),
        );
      }
    }
    this.failAll(new DatabaseUnavailable(this.why));
    this.worker = undefined;
    await worker?.terminate();
    if (this.options.temporary) await rm(this.options.dataDir, { recursive: true, force: true });
  }
}
