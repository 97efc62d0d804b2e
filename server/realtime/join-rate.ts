import { Lru } from '../lru.ts';
import { JOIN_BURST, JOINS_PER_SECOND } from './limits.ts';

const TRACKED_KEYS = 10_000;

/**
 * Joins allowed per user or per address: a bucket of JOIN_BURST joins refilled at JOINS_PER_SECOND,
 * because every join reads the database (the token's session, the tables' policies, the filters' values).
 */
export class JoinRate {
  private readonly buckets = new Lru<string, { tokens: number; at: number }>(TRACKED_KEYS);

  /** Takes one join from `key`'s bucket; false when it is empty. */
  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: JOIN_BURST, at: now };
    bucket.tokens = Math.min(JOIN_BURST, bucket.tokens + ((now - bucket.at) / 1000) * JOINS_PER_SECOND);
    bucket.at = now;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    return allowed;
  }
}
