export interface RateLimitOptions {
  /** Messages a socket may send in one burst. */
  burst: number;
  /** Messages per second the bucket refills. */
  perSecond: number;
  /** Messages refused within `abuseWindowMs` after which the socket is closed. */
  abuseLimit: number;
  abuseWindowMs: number;
}

/** 20 Hz cursors plus typing and dragging stay well inside; a script flooding the room does not. */
export const SOCKET_RATE_LIMIT: RateLimitOptions = {
  burst: 120,
  perSecond: 60,
  abuseLimit: 200,
  abuseWindowMs: 5000,
};

export type RateDecision = 'allow' | 'refuse' | 'close';

/**
 * Token bucket per socket. A refused message is dropped; refusals that keep coming within the
 * abuse window mean the sender ignores the errors, and the socket is closed.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private refusals: number[] = [];

  constructor(
    private readonly options: RateLimitOptions,
    now: number,
  ) {
    this.tokens = options.burst;
    this.updatedAt = now;
  }

  take(now: number): RateDecision {
    const elapsed = Math.max(0, now - this.updatedAt) / 1000;
    this.tokens = Math.min(this.options.burst, this.tokens + elapsed * this.options.perSecond);
    this.updatedAt = now;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return 'allow';
    }
    const since = now - this.options.abuseWindowMs;
    this.refusals = this.refusals.filter((at) => at > since);
    this.refusals.push(now);
    return this.refusals.length >= this.options.abuseLimit ? 'close' : 'refuse';
  }
}
