import { reachability as defaultReachability, type ReachabilityStore } from '../../backend/reachability';
import { getOfflineDb, type OfflineDb } from '../store/db';
import { readLastSync, writeLastSync } from '../store/meta';
import { replayJournal } from '../outbox/commit';
import * as queue from '../outbox/queue';
import type { OutboxEntry, PushOutcome } from '../outbox/types';
import { registerBackgroundSync } from './register-sync-tag';
import { backoffDelay } from './backoff';
import { coalesceHead } from './coalesce';
import { settle, type DrainEnd } from './settle';
import { systemClock, type Clock } from './clock';
import { failuresOf, type EngineState } from './engine-state';
import { createFlushLock, type RunExclusive } from './flush-lock';
import { summariseFailed, syncState as defaultState, type SyncStateStore } from '../sync-state/state';
import { batchPushOf, type PushBatch, type Transport } from './transport';
import { attachTriggers, defaultTriggerSources, type TriggerSources } from './triggers';

export interface SyncEngineOptions {
  transport: Transport;
  /** the signed-in user: only their entries are pushed (with their session). */
  getOwnerId: () => string | null;
  db?: OfflineDb;
  state?: SyncStateStore;
  /** whether the backend answers; the engine reads it and reports what its pushes learn. */
  reachability?: ReachabilityStore;
  /** asks the backend whether it answers (used while unreachable with nothing to push). */
  probe?: () => Promise<boolean>;
  clock?: Clock;
  random?: () => number;
  runExclusive?: RunExclusive;
  registerSync?: () => Promise<boolean>;
  triggers?: TriggerSources;
}

/** Entries read from the queue per round; the transport splits them into calls (sync/batch.ts). */
const PUSH_AT_ONCE = 200;

const messageOf = (outcomes: PushOutcome[]): string => {
  const failed = outcomes.find((outcome) => !outcome.ok);
  return failed && !failed.ok ? failed.message : '';
};

/** Flushes the outbox in order, one tab at a time, and reports what it is doing (EngineState). */
export class SyncEngine {
  private readonly db: OfflineDb;
  private readonly state: SyncStateStore;
  private readonly reachability: ReachabilityStore;
  private readonly clock: Clock;
  private readonly random: () => number;
  private readonly runExclusive: RunExclusive;
  private readonly registerSync: () => Promise<boolean>;
  private readonly pushBatch: PushBatch;
  private current: EngineState = { name: 'idle' };
  private retryTimer: unknown = null;
  private running: Promise<void> | null = null;
  private runAgain = false;
  private detach: (() => void) | null = null;

  constructor(private readonly options: SyncEngineOptions) {
    this.db = options.db ?? getOfflineDb();
    this.state = options.state ?? defaultState;
    this.reachability = options.reachability ?? defaultReachability;
    this.clock = options.clock ?? systemClock;
    this.random = options.random ?? Math.random;
    this.runExclusive = options.runExclusive ?? createFlushLock();
    this.registerSync = options.registerSync ?? (() => registerBackgroundSync());
    this.pushBatch = batchPushOf(options.transport);
  }

  /** The user whose entries this engine pushes (null while nobody is signed in). */
  get ownerId(): string | null {
    return this.options.getOwnerId();
  }

  /** Recovers journalled writes cut short by an unload, attaches the triggers and flushes once. */
  async start(): Promise<void> {
    const ownerId = this.options.getOwnerId();
    if (ownerId) await replayJournal(ownerId, this.db).catch(() => undefined);
    if (!this.detach) {
      const detachTriggers = attachTriggers(this.options.triggers ?? defaultTriggerSources(), {
        flush: () => void this.flush(),
        wentOffline: () => this.reachability.failed('the browser reports no network'),
        outboxChanged: (owner) => void this.onOutboxChanged(owner),
      });
      const detachReachability = this.reachability.subscribe(() => this.onReachabilityChanged());
      this.detach = () => (detachTriggers(), detachReachability());
    }
    return this.flush();
  }

  stop(): void {
    this.detach?.();
    this.detach = null;
    this.clearRetry();
    if (this.current.name !== 'draining') this.enter({ name: 'idle' });
  }

  /** Pushes now (ending a backoff wait), or once more after the push in progress; resolves when done. */
  flush(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return this.running;
    }
    this.running = this.runUntilSettled().finally(() => (this.running = null));
    return this.running;
  }

  /** The session was refreshed after a 401: flushing may go on. */
  resumeAfterAuth(): Promise<void> {
    if (this.current.name === 'paused-for-auth') this.enter({ name: 'idle' });
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

  /** A commit: pushed at once, unless the engine waits (backoff, session): then only counted. */
  private async onOutboxChanged(ownerId: string): Promise<void> {
    if (ownerId !== this.options.getOwnerId()) return;
    if (this.current.name === 'idle' || this.current.name === 'draining') return this.flush();
    if (this.current.name === 'offline') void this.registerSync();
    await this.refresh();
  }

  /** Another request got through: stop waiting. One failed while idle: start probing on backoff. */
  private onReachabilityChanged(): void {
    const now = this.reachability.get();
    if (now.status === 'reachable' && this.current.name === 'offline') void this.flush();
    if (now.status === 'unreachable' && this.current.name === 'idle')
      this.retryLater({ kind: 'offline', reason: now.reason, failures: 0 });
  }

  private async runUntilSettled(): Promise<void> {
    do {
      this.runAgain = false;
      await this.runOnce();
    } while (this.runAgain && this.current.name === 'idle');
  }

  private async runOnce(): Promise<void> {
    await this.refresh();
    const ownerId = this.options.getOwnerId();
    if (!ownerId || this.current.name === 'paused-for-auth') return;
    const failures = failuresOf(this.current);
    this.clearRetry();
    const { pending } = this.state.getSnapshot();
    const reach = this.reachability.get();
    if (pending === 0 && reach.status === 'unreachable' && !(await this.probe())) {
      return this.retryLater({ kind: 'offline', reason: reach.reason, failures });
    }
    this.enter({ name: 'draining', failures });
    const end = await this.runExclusive(() => this.drain(ownerId, failures));
    await this.refresh();
    switch (end.kind) {
      case 'drained':
      case 'no-owner':
        return this.enter({ name: 'idle' });
      case 'auth':
        return this.enter({ name: 'paused-for-auth', reason: end.reason });
      default:
        return this.retryLater(end);
    }
  }

  /**
   * Pushes the owner's entries in queue order, batch by batch (one target's foldable entries folded
   * into one operation, ./coalesce.ts), until empty, a 401, or a transient failure.
   */
  private async drain(ownerId: string, failuresBefore: number): Promise<DrainEnd> {
    let failures = failuresBefore;
    for (;;) {
      if (this.options.getOwnerId() !== ownerId) return { kind: 'no-owner' };
      const head = await queue.pendingHead(this.db, ownerId, PUSH_AT_ONCE);
      if (head.length === 0) {
        await writeLastSync(this.db, ownerId, this.nowIso());
        return { kind: 'drained' };
      }
      const units = coalesceHead(head);
      const outcomes = await this.push(units.map((unit) => unit.entry));
      if (outcomes.some((outcome) => !outcome.ok && outcome.status === 0))
        this.reachability.failed(messageOf(outcomes));
      else this.reachability.answered();
      const { settlements, end } = settle(units, outcomes);
      await queue.settleBatch(this.db, settlements, this.nowIso());
      if (settlements.some((s) => s.as === 'pushed' || s.as === 'superseded')) failures = 0;
      if (end) return end.kind === 'auth' ? end : { ...end, failures };
    }
  }

  private async push(batch: OutboxEntry[]): Promise<PushOutcome[]> {
    try {
      return await this.pushBatch(batch);
    } catch (error) {
      return [{ ok: false, status: 0, message: error instanceof Error ? error.message : String(error) }];
    }
  }

  private async probe(): Promise<boolean> {
    const reachable = (await this.options.probe?.().catch(() => false)) ?? false;
    if (reachable) this.reachability.answered();
    return reachable;
  }

  /** Waits on the backoff schedule (2 s doubling to 5 min) and asks for a Background Sync. */
  private retryLater(end: { kind: 'offline' | 'waiting-to-retry'; reason: string; failures: number }): void {
    const delay = backoffDelay(end.failures, this.random);
    this.clearRetry();
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delay);
    if (this.state.getSnapshot().pending > 0) void this.registerSync();
    const retryAt = new Date(this.clock.now() + delay).toISOString();
    this.enter({ name: end.kind, failures: end.failures + 1, retryAt, reason: end.reason });
  }

  private clearRetry(): void {
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private enter(next: EngineState): void {
    this.current = next;
    this.state.update({ engine: next });
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }
}
