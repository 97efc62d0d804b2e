import { isFlushDone, type FlushDoneMessage, type FlushOutboxMessage } from '../shared/protocol';
import type { WorkerFlush, WorkerFlushResult } from './worker-flush';

/** A page the worker can talk to (a WindowClient, or a fake in tests). */
export interface PageLike {
  postMessage(message: FlushOutboxMessage, transfer: Transferable[]): void;
}

export interface FlushOutboxDeps {
  /** open pages, controlled or not (clients.matchAll({ type: 'window', includeUncontrolled: true })). */
  pages: () => Promise<readonly PageLike[]>;
  /** the worker's own flush, or null when the offline layer has not provided one. */
  workerFlush: WorkerFlush | null;
  timeoutMs: number;
  createChannel?: () => MessageChannel;
  newRequestId?: () => string;
}

export type FlushOutcome = WorkerFlushResult & { by: 'page' | 'worker' | 'nobody' };

/** How long open pages get to answer before the worker flushes by itself. */
export const PAGE_FLUSH_TIMEOUT_MS = 30_000;

function askPage(page: PageLike, message: FlushOutboxMessage, deps: FlushOutboxDeps): Promise<FlushDoneMessage> {
  return new Promise((resolve) => {
    const channel = (deps.createChannel ?? (() => new MessageChannel()))();
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      if (isFlushDone(event.data)) resolve(event.data);
      channel.port1.close();
    };
    page.postMessage(message, [channel.port2]);
  });
}

/** Resolves with the first successful answer, or the last answer once every page answered. */
function firstGoodAnswer(answers: Promise<FlushDoneMessage>[]): Promise<FlushDoneMessage> {
  return new Promise((resolve) => {
    let left = answers.length;
    for (const answer of answers) {
      void answer.then((done) => {
        left -= 1;
        if (done.ok || left === 0) resolve(done);
      });
    }
  });
}

function timeout(ms: number): Promise<null> {
  return new Promise((resolve) => setTimeout(() => resolve(null), ms));
}

/**
 * The Background Sync 'outbox-sync' work: open pages flush (they hold the session and the engine,
 * and a Web Lock keeps it to one of them); with no page, or no page answering in time, the worker
 * flushes by itself when it can.
 */
export async function flushOutbox(deps: FlushOutboxDeps): Promise<FlushOutcome> {
  const pages = await deps.pages();
  if (pages.length > 0) {
    const message: FlushOutboxMessage = { type: 'FLUSH_OUTBOX', requestId: (deps.newRequestId ?? randomId)() };
    const done = await Promise.race([
      firstGoodAnswer(pages.map((page) => askPage(page, message, deps))),
      timeout(deps.timeoutMs),
    ]);
    if (done) return { ok: done.ok, pending: done.pending, by: 'page' };
  }
  if (deps.workerFlush) return { ...(await deps.workerFlush()), by: 'worker' };
  return { ok: pages.length === 0, pending: 0, by: 'nobody' };
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`;
}
