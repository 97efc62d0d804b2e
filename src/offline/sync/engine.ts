import { getOfflineDb, type OfflineDb } from '../db';
import { readLastSync, writeLastSync } from '../meta';
import { replayJournal } from '../outbox/commit';
import * as queue from '../outbox/queue';
import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { registerBackgroundSync } from './background-sync';
import { backoffDelay } from './backoff';
import { classifyPush } from './classify';
import { systemClock, type Clock } from './clock';
import { createFlushLock, type RunExclusive } from './flush-lock';
import { summariseFailed, syncState as defaultState, type SyncStateStore } from './sync-state';
import type { Transport } from './transport';
import { attachTriggers, defaultTriggerSources, type TriggerSources } from './triggers';

export interface SyncEngineOptions {
  transport: Transport;
  /** the signed-in user: only their entries are pushed (with their session). */
  getOwnerId: () => string | null;
  db?: OfflineDb;
  state?: SyncStateStore;
  clock?: Clock;
  random?: () => number;
  runExclusive?: RunExclusive;
  registerSync?: () => Promise<boolean>;
  isOnline?: () => boolean;
  triggers?: TriggerSources;
}

type DrainEnd = 'drained' | 'auth' | 'transient' | 'no-owner';

/** Flushes the outbox in order, one tab at a time, and reports what it is doing. */
export class SyncEngine {
  private readonly db: OfflineDb;
  private readonly state: SyncStateStore;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly runExclusive: RunExclusive;
  private readonly registerSync: () => Promise<boolean>;
  private readonly isOnline: () => boolean;
  private detach: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private retryTimer: unknown = null;
  /** consecutive transient failures: the backoff exponent. */
  private failures = 0;
  private pausedForAuth = false;

  constructor(private readonly options: SyncEngineOptions) {
    this.db = options.db ?? getOfflineDb();
    this.state = options.state ?? defaultState;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.runExclusive = options.runExclusive ?? createFlushLock();
    this.registerSync = options.registerSync ?? (() => registerBackgroundSync());
    this.isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);
  }

  /** The user whose entries this engine pushes (null while nobody is signed in). */
  get ownerId(): string | null {
    return this.options.getOwnerId();
  }

  /** Recovers journalled writes cut short by an unload, attaches the triggers and flushes once. */
  async start(): Promise<void> {
    const ownerId = this.options.getOwnerId();
    if (ownerId) await replayJournal(ownerId, this.db).catch(() => undefined);
    this.detach ??= attachTriggers(this.options.triggers ?? defaultTriggerSources(), {
      flush: () => void this.flush(),
      wentOffline: () => this.state.update({ status: 'offline' }),
      outboxChanged: (ownerId) => {
        if (ownerId !== this.options.getOwnerId()) return;
        if (!this.isOnline()) void this.registerSync();
        void this.flush();
      },
    });
    return this.flush();
  }

  stop(): void {
    this.detach?.();
    this.detach = null;
    this.clearRetry();
  }

  /** Runs a flush now, or once more after the one in progress; resolves when done. */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.runUntilSettled().finally(() => (this.running = null));
    return this.running;
  }

  /** The session was refreshed after a 401: flushing may go on. */
  resumeAfterAuth(): Promise<void> {
    this.pausedForAuth = false;
    this.state.update({ pausedForAuth: false });
    return this.flush();
  }

  /** Puts failed entries back in the queue (all, or the given ids) and flushes. */
  async retryFailed(entryIds?: readonly string[]): Promise<void> {
    const ownerId = this.options.getOwnerId();
    if (!ownerId) return;
    await queue.retryFailed(this.db, ownerId, entryIds);
    await this.flush();
  }

  /** Re-reads pending and failed entries into the sync state. */
  async refresh(): Promise<void> {
    const ownerId = this.options.getOwnerId();
    if (!ownerId) return this.state.update({ pending: 0, failed: [], lastSyncedAt: null });
    const [pending, failed, lastSyncedAt] = await Promise.all([
      queue.countPending(this.db, ownerId),
      queue.listFailed(this.db, ownerId),
      readLastSync(this.db, ownerId),
    ]);
    this.state.update({ pending, failed: failed.map(summariseFailed), lastSyncedAt });
  }

  private async runUntilSettled(): Promise<void> {
    do {
      this.again = false;
      await this.runOnce();
    } while (this.again && !this.pausedForAuth && this.retryTimer === null);
  }

  private async runOnce(): Promise<void> {
    const ownerId = this.options.getOwnerId();
    await this.refresh();
    if (!ownerId || this.pausedForAuth) return;
    if (!this.isOnline()) return this.state.update({ status: 'offline' });
    this.clearRetry();
    const end: DrainEnd = await this.runExclusive(() => this.drain(ownerId));
    await this.refresh();
    const failed = this.state.getSnapshot().failed.length > 0;
    if (end === 'drained') this.state.update({ status: failed ? 'error' : 'idle', lastError: null });
  }

  /** Pushes the owner's entries in queue order until empty, a 401, or a transient error. */
  private async drain(ownerId: string): Promise<DrainEnd> {
    this.state.update({ status: 'syncing' });
    for (;;) {
      if (this.options.getOwnerId() !== ownerId) return 'no-owner';
      const entry = await queue.nextPending(this.db, ownerId);
      if (!entry) {
        await writeLastSync(this.db, ownerId, this.nowIso());
        return 'drained';
      }
      const outcome = await this.push(entry);
      const at = this.nowIso();
      switch (classifyPush(entry, outcome)) {
        case 'success':
          this.failures = 0;
          await queue.settlePushed(this.db, entry);
          break;
        case 'superseded':
          this.failures = 0;
          await queue.settleSuperseded(this.db, entry, outcome.ok ? '' : outcome.message, at);
          break;
        case 'permanent':
          if (!outcome.ok) await queue.markFailed(this.db, entry, outcome, at);
          break;
        case 'auth':
          this.pausedForAuth = true;
          this.state.update({ status: 'error', pausedForAuth: true, lastError: outcome.ok ? null : outcome.message });
          return 'auth';
        case 'transient':
          if (!outcome.ok) await queue.noteTransientFailure(this.db, entry, outcome, at);
          this.scheduleRetry(outcome.ok ? null : outcome.message);
          return 'transient';
      }
    }
  }

  private async push(entry: OutboxEntry): Promise<PushOutcome> {
    try {
      return await this.options.transport(entry);
    } catch (error) {
      return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
    }
  }

  private scheduleRetry(message: string | null): void {
    const delay = backoffDelay(this.failures, this.random);
    this.failures += 1;
    this.clearRetry();
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
    void this.registerSync();
    const nextRetryAt = new Date(this.clock.now() + delay).toISOString();
    this.state.update({ status: this.isOnline() ? 'error' : 'offline', lastError: message, nextRetryAt });
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.state.update({ nextRetryAt: null });
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
