import type { Clock } from '../sync/clock';

/** A clock whose timers run only when the test advances time. */
export class ManualClock implements Clock {
  private timers = new Map<number, { at: number; callback: () => void }>();
  private nextId = 1;

  constructor(private current = Date.parse('2026-01-01T09:00:00.000Z')) {}

  now(): number {
    return this.current;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.current + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Delays of the timers still waiting, from now. */
  pendingDelays(): number[] {
    return [...this.timers.values()].map((timer) => timer.at - this.current);
  }

  advance(ms: number): void {
    this.current += ms;
    for (const [id, timer] of [...this.timers]) {
      if (timer.at <= this.current) {
        this.timers.delete(id);
        timer.callback();
      }
    }
  }
}
