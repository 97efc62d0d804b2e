import { describe, expect, it, vi } from 'vitest';
import type { FlushDoneMessage, FlushOutboxMessage } from '../shared/protocol';
import { flushOutbox, type PageLike } from './flush-outbox';

/** A page that answers FLUSH_OUTBOX on the port it received (after `delayMs`), or never. */
function page(answer: Omit<FlushDoneMessage, 'type' | 'requestId'> | null, delayMs = 0) {
  const received: FlushOutboxMessage[] = [];
  const fake: PageLike = {
    postMessage(message, transfer) {
      received.push(message);
      const port = transfer[0] as MessagePort;
      if (!answer) return;
      setTimeout(() => {
        port.postMessage({ type: 'FLUSH_DONE', requestId: message.requestId, ...answer });
        port.close();
      }, delayMs);
    },
  };
  return { fake, received };
}

describe('the outbox-sync flush', () => {
  it('asks every open page to flush and takes their answer', async () => {
    const a = page({ ok: true, pending: 0 });
    const b = page({ ok: true, pending: 0 }, 20);
    const workerFlush = vi.fn();
    const outcome = await flushOutbox({ pages: async () => [a.fake, b.fake], workerFlush, timeoutMs: 1_000 });
    expect(outcome).toEqual({ ok: true, pending: 0, by: 'page' });
    expect(a.received).toEqual([expect.objectContaining({ type: 'FLUSH_OUTBOX' })]);
    expect(b.received).toHaveLength(1);
    expect(workerFlush).not.toHaveBeenCalled();
  });

  it('reports a page that could not finish, so the browser retries the sync', async () => {
    const a = page({ ok: false, pending: 3 });
    const outcome = await flushOutbox({ pages: async () => [a.fake], workerFlush: null, timeoutMs: 1_000 });
    expect(outcome).toEqual({ ok: false, pending: 3, by: 'page' });
  });

  it('prefers a successful answer over an earlier failed one', async () => {
    const failing = page({ ok: false, pending: 2 });
    const succeeding = page({ ok: true, pending: 0 }, 20);
    const outcome = await flushOutbox({
      pages: async () => [failing.fake, succeeding.fake],
      workerFlush: null,
      timeoutMs: 1_000,
    });
    expect(outcome).toMatchObject({ ok: true, pending: 0 });
  });

  it('flushes in the worker when no page is open', async () => {
    const workerFlush = vi.fn(async () => ({ ok: true, pending: 0 }));
    const outcome = await flushOutbox({ pages: async () => [], workerFlush, timeoutMs: 1_000 });
    expect(workerFlush).toHaveBeenCalledOnce();
    expect(outcome).toEqual({ ok: true, pending: 0, by: 'worker' });
  });

  it('flushes in the worker when open pages do not answer in time', async () => {
    const silent = page(null);
    const workerFlush = vi.fn(async () => ({ ok: false, pending: 1 }));
    const outcome = await flushOutbox({ pages: async () => [silent.fake], workerFlush, timeoutMs: 50 });
    expect(silent.received).toHaveLength(1);
    expect(outcome).toEqual({ ok: false, pending: 1, by: 'worker' });
  });

  it('without a worker flush, silent pages leave the sync unfinished', async () => {
    const silent = page(null);
    const outcome = await flushOutbox({ pages: async () => [silent.fake], workerFlush: null, timeoutMs: 50 });
    expect(outcome.ok).toBe(false);
  });
});
