import { describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './own-task';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('inOwnTask', () => {
  it('runs the work in a later task, and its cleanup with the returned one', async () => {
    const undo = vi.fn();
    const work = vi.fn(() => undo);
    const cleanup = inOwnTask(work);
    expect(work).not.toHaveBeenCalled();
    await nextTask();
    expect(work).toHaveBeenCalledTimes(1);
    expect(undo).not.toHaveBeenCalled();
    cleanup();
    expect(undo).toHaveBeenCalledTimes(1);
  });

  it('cleaned up before its task, the work never runs', async () => {
    const work = vi.fn();
    inOwnTask(work)();
    await nextTask();
    await nextTask();
    expect(work).not.toHaveBeenCalled();
  });
});
