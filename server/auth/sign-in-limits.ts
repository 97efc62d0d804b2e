import type { AuthSettings } from '../config.ts';
import { authError } from './errors.ts';
import { SlidingWindowCounter } from './rate-limit.ts';

/**
 * Brute-force protection for password sign-in: failed attempts are counted per client address and
 * per e-mail; once either reaches its limit within the window, sign-in is refused with Supabase
 * Auth's 429 before any password is checked. Successful sign-ins are not counted, so a classroom of
 * tablets behind one address (or the e2e suite) signing in many times is never refused.
 */
export class SignInLimits {
  private readonly perAddress: SlidingWindowCounter;
  private readonly perAccount: SlidingWindowCounter;

  constructor(settings: AuthSettings, now: () => number = Date.now) {
    const windowMs = settings.rateLimitWindowSeconds * 1000;
    this.perAddress = new SlidingWindowCounter(settings.signInFailuresPerAddress, windowMs, now);
    this.perAccount = new SlidingWindowCounter(settings.signInFailuresPerAccount, windowMs, now);
  }

  /** Throws 429 over_request_rate_limit when this address or this account is over its limit. */
  check(address: string, email: string): void {
    if (this.perAddress.limited(address) || this.perAccount.limited(email.toLowerCase())) {
      throw authError(429, 'over_request_rate_limit', 'Request rate limit reached');
    }
  }

  failed(address: string, email: string): void {
    this.perAddress.record(address);
    this.perAccount.record(email.toLowerCase());
  }
}
