import {
  MAX_ANONYMOUS_CHANNELS_PER_ADDRESS,
  MAX_ANONYMOUS_SOCKETS_PER_ADDRESS,
  MAX_CHANNELS_PER_USER,
  MAX_SOCKETS,
  MAX_SOCKETS_PER_USER,
} from './limits.ts';

/** A socket as the slots see it: where it comes from and which signed-in user, if any, holds it. */
export interface SlotHolder {
  readonly address: string;
  /** The user whose token first joined a channel on the socket; undefined while none has. */
  owner: string | undefined;
  close(code: number, reason: string): void;
}

export type Admission = { ok: true } | { ok: false; status: 429 | 503; message: string };

/**
 * Who holds which Realtime sockets and channels, and the limits on them (limits.ts). A socket counts
 * against its address until a signed-in user joins on it, then against that user. When every socket is
 * taken, a newcomer displaces the oldest anonymous socket of the address holding the most, so anonymous
 * sockets can never keep a signed-in member out.
 */
export class RealtimeSlots<T extends SlotHolder> {
  /** In the order they were admitted: the first anonymous one of an address is its oldest. */
  readonly holders = new Set<T>();
  private readonly channelCounts = new Map<string, number>();

  private anonymousAt(address: string): T[] {
    return [...this.holders].filter((h) => h.owner === undefined && h.address === address);
  }

  /** Whether a new socket from `address` may open, displacing an anonymous one if every socket is taken. */
  admit(address: string): Admission {
    const own = this.anonymousAt(address).length;
    if (own >= MAX_ANONYMOUS_SOCKETS_PER_ADDRESS) {
      return {
        ok: false,
        status: 429,
        message: `Too many Realtime connections from this address (at most ${MAX_ANONYMOUS_SOCKETS_PER_ADDRESS} before a user signs in on them)`,
      };
    }
    if (this.holders.size < MAX_SOCKETS) return { ok: true };
    const counts = new Map<string, number>();
    for (const h of this.holders) if (h.owner === undefined) counts.set(h.address, (counts.get(h.address) ?? 0) + 1);
    let fullest: string | undefined;
    for (const [candidate, count] of counts)
      if (count > (fullest === undefined ? 0 : (counts.get(fullest) ?? 0))) fullest = candidate;
    // Displacing is fair only when the other address would still hold more than this one.
    if (fullest === undefined || fullest === address || (counts.get(fullest) ?? 0) <= own + 1) {
      return { ok: false, status: 503, message: 'Too many Realtime connections' };
    }
    const oldest = this.anonymousAt(fullest)[0] as T;
    this.release(oldest);
    oldest.close(1008, 'ConnectionRateLimitReached: displaced by a newer connection');
    return { ok: true };
  }

  add(holder: T): void {
    this.holders.add(holder);
  }

  /** Forgets a socket (closed or displaced); its channels must be released by their owner. */
  release(holder: T): void {
    this.holders.delete(holder);
  }

  /** Makes `user` the holder of the socket, unless the user already holds as many sockets as allowed. */
  claim(holder: T, user: string): boolean {
    if (holder.owner === user) return true;
    let held = 0;
    for (const h of this.holders) if (h.owner === user) held++;
    if (held >= MAX_SOCKETS_PER_USER) return false;
    holder.owner = user;
    return true;
  }

  /** Whether one more channel may be held by `key` (a user's, or an address's anonymous channels). */
  mayHoldChannel(key: ChannelKey): boolean {
    const max = key.user ? MAX_CHANNELS_PER_USER : MAX_ANONYMOUS_CHANNELS_PER_ADDRESS;
    return (this.channelCounts.get(key.id) ?? 0) < max;
  }

  holdChannel(key: ChannelKey): void {
    this.channelCounts.set(key.id, (this.channelCounts.get(key.id) ?? 0) + 1);
  }

  dropChannel(key: ChannelKey): void {
    const left = (this.channelCounts.get(key.id) ?? 0) - 1;
    if (left > 0) this.channelCounts.set(key.id, left);
    else this.channelCounts.delete(key.id);
  }
}

/** Whom a channel is counted against: the signed-in user it reads as, else the address of its socket. */
export interface ChannelKey {
  id: string;
  user: boolean;
}

export function channelKey(address: string, sub: string | undefined): ChannelKey {
  return sub ? { id: `user:${sub}`, user: true } : { id: `address:${address}`, user: false };
}
