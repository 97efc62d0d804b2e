import { describe, expect, it } from 'vitest';
import { createTurns } from './one-per-task';

/** A yield whose tasks the test runs one at a time, as the browser's event loop would. */
function manualTasks() {
  const tasks: (() => void)[] = [];
  return {
    yieldOnce: () => new Promise<void>((resolve) => tasks.push(resolve)),
    async runNextTask() {
      tasks.shift()?.();
      // the continuation's microtasks belong to that task
      for (let i = 0; i < 10; i++) await Promise.resolve();
    },
    get queued() {
      return tasks.length;
    },
  };
}

describe('createTurns', () => {
  it('gives each caller a task of its own, in the order they asked', async () => {
    const tasks = manualTasks();
    const nextTurn = createTurns(tasks.yieldOnce);
    const started: number[] = [];
    for (const n of [1, 2, 3]) void nextTurn().then(() => started.push(n));
    await Promise.resolve();
    expect(started).toEqual([]);
    await tasks.runNextTask();
    expect(started).toEqual([1]);
    await tasks.runNextTask();
    expect(started).toEqual([1, 2]);
    await tasks.runNextTask();
    expect(started).toEqual([1, 2, 3]);
    expect(tasks.queued).toBe(0);
  });

  it('a failed yield does not stop the turns after it', async () => {
    let calls = 0;
    const nextTurn = createTurns(() => (++calls === 1 ? Promise.reject(new Error('no scheduler')) : Promise.resolve()));
    await nextTurn().catch(() => undefined);
    await expect(nextTurn()).resolves.toBeUndefined();
  });
});
