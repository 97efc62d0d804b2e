import type { SandboxReply } from './with-timeout';
import { createWebWorkerRunner, type WorkerLike } from './web-worker-runner';

class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  posted: unknown[] = [];
  constructor(private readonly reply?: SandboxReply) {}
  postMessage(message: unknown) {
    this.posted.push(message);
    const reply = this.reply;
    if (reply) queueMicrotask(() => this.onmessage?.({ data: reply } as MessageEvent<SandboxReply>));
  }
  terminate() {
    this.terminated = true;
  }
}

const input = { answers: { q1: '3' }, questions: [] };

describe('the Web Worker runner', () => {
  it('posts the logic and input as data and returns the parsed result, then terminates the worker', async () => {
    const worker = new FakeWorker({ ok: true, json: '{"score":70}' });
    const runner = createWebWorkerRunner({ createWorker: () => worker, timeoutMs: 1_000 });
    await expect(runner.run('return { score: 70 };', input)).resolves.toEqual({ ok: true, value: { score: 70 } });
    expect(worker.posted).toEqual([{ logic: 'return { score: 70 };', input: JSON.stringify(input) }]);
    expect(worker.terminated).toBe(true);
  });

  it('terminates a worker that does not answer in time and reports the timeout', async () => {
    vi.useFakeTimers();
    try {
      const worker = new FakeWorker();
      const runner = createWebWorkerRunner({ createWorker: () => worker });
      const outcome = runner.run('while (true) {}', input);
      await vi.advanceTimersByTimeAsync(29_999);
      expect(worker.terminated).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await expect(outcome).resolves.toEqual({ ok: false, kind: 'timeout', timeoutMs: 30_000 });
      expect(worker.terminated).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on syntax errors found inside the worker', async () => {
    const worker = new FakeWorker({ ok: false, kind: 'syntax', message: 'Unexpected token' });
    const runner = createWebWorkerRunner({ createWorker: () => worker, timeoutMs: 1_000 });
    await expect(runner.run('return {', input)).resolves.toEqual({
      ok: false,
      kind: 'syntax',
      message: 'Unexpected token',
    });
  });
});
