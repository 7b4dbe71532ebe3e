export interface TokenBucketOptions {
  /** Messages a socket may send in one burst. */
  burst: number;
  /** Messages per second the bucket refills. */
  perSecond: number;
  /** Messages refused within `abuseWindowMs` after which the socket is closed. */
  abuseLimit: number;
  abuseWindowMs: number;
}

export type RateDecision = 'allow' | 'refuse' | 'close';

/**
 * Token bucket of one connection's messages, kept in its process (a socket lives on one replica). A refused message is dropped; refusals that keep coming within the
 * abuse window mean the sender ignores the errors, and the socket is closed.
 */
export class TokenBucket {
  private tokens: number;
  private updatedAt: number;
  private refusals: number[] = [];

  constructor(
    private readonly options: TokenBucketOptions,
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
