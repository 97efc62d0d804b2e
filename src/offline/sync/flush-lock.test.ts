import { describe, expect, it } from 'vitest';
import { registerBackgroundSync, OUTBOX_SYNC_TAG } from './register-sync-tag';
import { createFlushLock, FLUSH_LOCK_NAME } from './flush-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Runs two overlapping tasks and reports the most that ran at once. */
async function maxConcurrency(run: ReturnType<typeof createFlushLock>) {
  let active = 0;
  let most = 0;
  const task = async () => {
    active += 1;
    most = Math.max(most, active);
    await tick();
    active -= 1;
  };
  await Promise.all([run(task), run(task), run(task)]);
  return most;
}

describe('createFlushLock', () => {
  it('holds the Web Lock named outbox-flush while flushing', async () => {
    const names: string[] = [];
    let tail: Promise<unknown> = Promise.resolve();
    const locks = {
      request: ((name: string, callback: () => Promise<unknown>) => {
        names.push(name);
        const run = tail.then(callback);
        tail = run.catch(() => undefined);
        return run;
      }) as LockManager['request'],
    };
    expect(await maxConcurrency(createFlushLock(locks))).toBe(1);
    expect(names).toEqual([FLUSH_LOCK_NAME, FLUSH_LOCK_NAME, FLUSH_LOCK_NAME]);
  });

  it('falls back to one flush at a time in this page without Web Locks, surviving a failed task', async () => {
    const run = createFlushLock(undefined);
    await expect(
      run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await maxConcurrency(run)).toBe(1);
  });
});

describe('registerBackgroundSync', () => {
  it('registers the outbox-sync tag where Background Sync exists', async () => {
    const tags: string[] = [];
    const registration = { sync: { register: async (tag: string) => void tags.push(tag) } };
    const container = { getRegistration: async () => registration as unknown as ServiceWorkerRegistration };
    await expect(registerBackgroundSync(container)).resolves.toBe(true);
    expect(tags).toEqual([OUTBOX_SYNC_TAG]);
  });

  it('reports false where it does not (the engine falls back to online events and backoff)', async () => {
    await expect(
      registerBackgroundSync({ getRegistration: async () => ({}) as ServiceWorkerRegistration }),
    ).resolves.toBe(false);
    await expect(registerBackgroundSync({ getRegistration: async () => undefined })).resolves.toBe(false);
    await expect(registerBackgroundSync(undefined)).resolves.toBe(false);
  });
});
