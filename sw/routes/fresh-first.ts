/// <reference lib="webworker" />
import { Strategy, type StrategyHandler, type StrategyOptions } from 'workbox-strategies';
import { cachedAge, COACHING_FRESHNESS, coachingReadKind } from './coaching-freshness';

/**
 * A coaching read answered by the cache while it is fresh, by the network after that, and by the
 * cache again (while retained) when the network fails or is slower than the timeout.
 */
export class FreshFirst extends Strategy {
  constructor(options: StrategyOptions & { networkTimeoutSeconds: number }) {
    super(options);
    this.networkTimeoutMs = options.networkTimeoutSeconds * 1000;
  }

  private readonly networkTimeoutMs: number;

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const kind = coachingReadKind(new URL(request.url));
    const limits = kind ? COACHING_FRESHNESS[kind] : { freshMs: 0, retainedMs: 0 };
    const cached = await handler.cacheMatch(request);
    const age = cached ? cachedAge(cached, Date.now()) : Number.POSITIVE_INFINITY;
    if (cached && age < limits.freshMs) return cached;
    const usable = cached && age < limits.retainedMs ? cached : undefined;
    const network = handler.fetchAndCachePut(request);
    if (!usable) return network;
    const timeout = new Promise<Response>((resolve) => setTimeout(() => resolve(usable), this.networkTimeoutMs));
    return Promise.race([network.catch(() => usable), timeout]);
  }
}
