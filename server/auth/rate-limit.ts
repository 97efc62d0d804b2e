/**
 * Counts events per key in a sliding window: `limited(key)` once `limit` events happened within the
 * last `windowMs`. Memory stays bounded: at most `limit` timestamps per key, and keys whose events
 * all left the window are swept.
 */
export class SlidingWindowCounter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private recent(key: string): number[] {
    const since = this.now() - this.windowMs;
    const times = (this.events.get(key) ?? []).filter((t) => t > since);
    if (times.length > 0) this.events.set(key, times);
    else this.events.delete(key);
    return times;
  }

  limited(key: string): boolean {
    return this.recent(key).length >= this.limit;
  }

  record(key: string): void {
    const times = this.recent(key);
    times.push(this.now());
    if (times.length > this.limit) times.splice(0, times.length - this.limit);
    this.events.set(key, times);
    if (this.events.size > 10_000) this.sweep();
  }

  reset(key: string): void {
    this.events.delete(key);
  }

  private sweep(): void {
    for (const key of [...this.events.keys()]) this.recent(key);
  }
}
