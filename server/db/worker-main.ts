import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openMigratedDatabase, openPglite } from './open.ts';
import { StatementBatch } from './statement-batch.ts';
import type { WorkerError, WorkerReply, WorkerRequest, WorkerStart } from './worker-protocol.ts';

// The database thread: one PGlite, driven by messages from the main thread (worker-database.ts),
// which keeps the HTTP server, the deadlines and the order of work.
const port = parentPort!;
const start = workerData as WorkerStart;
const post = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

/** Set when the main thread refuses a batch's results: the batch rolls back and says so. */
class CheckRefused extends Error {}

function describe(error: unknown): WorkerError {
  const fields: WorkerError['fields'] = {};
  if (typeof error === 'object' && error !== null) {
    for (const [key, value] of Object.entries(error))
      if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  const message = error instanceof Error ? error.message : String(error);
  // A trap or an abort leaves PGlite's memory in an unknown state; ENOSPC in the WAL is a PANIC, an abort.
  const fatal =
    (error instanceof Error && (error.name === 'RuntimeError' || error.name === 'ExitStatus')) ||
    /\bAborted\b|unreachable|ENOSPC/.test(message);
  return { message, fields, fatal, refused: error instanceof CheckRefused };
}

let db: PGlite;
let batch: StatementBatch;
const verdicts = new Map<number, (commit: boolean) => void>();
const transactions = new Map<number, (request: Extract<WorkerRequest, { kind: 'tx' }>) => void>();
const unlisteners = new Map<string, () => Promise<void>>();

async function listen(channel: string): Promise<void> {
  if (unlisteners.has(channel)) return;
  unlisteners.set(channel, await db.listen(channel, (payload) => post({ kind: 'notify', channel, payload })));
}

/** Runs a transaction whose statements arrive one message at a time, until `commit` or `rollback`. */
function begin(id: number): Promise<unknown> {
  return new Promise((resolveBegun, rejectBegun) => {
    let endId: number | undefined;
    db.transaction(async (tx: Transaction) => {
      resolveBegun(null);
      for (;;) {
        const next = await new Promise<Extract<WorkerRequest, { kind: 'tx' }>>((resolve) =>
          transactions.set(id, resolve),
        );
        if (next.op === 'commit' || next.op === 'rollback') {
          transactions.delete(id);
          endId = next.id;
          // The commit happens when this callback returns: its answer is sent after that.
          if (next.op === 'rollback') await tx.rollback();
          return;
        }
        await answer(next.id, () => (next.op === 'query' ? tx.query(next.sql!, next.params) : tx.exec(next.sql!)));
      }
    }).then(
      () => post({ kind: 'done', id: endId!, value: null }),
      (error: unknown) => {
        rejectBegun(error);
        if (endId !== undefined) post({ kind: 'error', id: endId, error: describe(error) });
      },
    );
  });
}

async function answer(id: number, run: () => Promise<unknown>): Promise<void> {
  try {
    const value = await run();
    post({ kind: 'done', id, value });
  } catch (error) {
    post({ kind: 'error', id, error: describe(error) });
  }
}

function handle(request: WorkerRequest): void {
  switch (request.kind) {
    case 'query':
      void answer(request.id, () => db.query(request.sql, request.params));
      break;
    case 'exec':
      void answer(request.id, () => db.exec(request.sql));
      break;
    case 'batch':
      void answer(request.id, () =>
        batch.run(
          request.statements,
          request.check
            ? async (results) => {
                post({ kind: 'check', id: request.id, results });
                if (!(await new Promise<boolean>((resolve) => verdicts.set(request.id, resolve))))
                  throw new CheckRefused('refused by the commit check');
              }
            : undefined,
        ),
      );
      break;
    case 'verdict':
      verdicts.get(request.id)?.(request.commit);
      verdicts.delete(request.id);
      break;
    case 'begin':
      void answer(request.id, () => begin(request.id));
      break;
    case 'tx':
      transactions.get(request.tx)?.(request);
      break;
    case 'protocol':
      void answer(request.id, () =>
        request.stream
          ? db.execProtocolStream(request.message, request.options)
          : db.execProtocol(request.message, request.options),
      );
      break;
    case 'listen':
      void answer(request.id, () => listen(request.channel));
      break;
    case 'unlisten':
      void answer(request.id, async () => {
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
      });
      break;
    case 'dump':
      void (async () => {
        try {
          const buffer = await (await db.dumpDataDir(request.compression)).arrayBuffer();
          post({ kind: 'done', id: request.id, value: buffer }, [buffer]);
        } catch (error) {
          post({ kind: 'error', id: request.id, error: describe(error) });
        }
      })();
      break;
    case 'close':
      void answer(request.id, () => db.close());
      break;
  }
}

try {
  const loadDataDir = start.loadDataDir ? new Blob([start.loadDataDir]) : undefined;
  const options = { dataDir: start.dataDir, fsync: start.fsync };
  db = start.migrate
    ? await openMigratedDatabase({ ...options, loadDataDir, seed: start.seed })
    : await openPglite(options);
  batch = new StatementBatch(db);
  if (start.readOnly) await db.exec('set default_transaction_read_only = on');
  for (const [name, value] of Object.entries(start.postgresSettings ?? {}))
    await db.query('select set_config($1, $2, false)', [name, value]);
  for (const channel of start.channels) await listen(channel);
  port.on('message', handle);
  post({ kind: 'ready' });
} catch (error) {
  post({ kind: 'failed', error: describe(error) });
}
