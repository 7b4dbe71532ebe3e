import type { Redis } from 'ioredis';
import { limitCounters, type ActionLimit, type ActionLimiter, type Actor } from '../limits.js';
import type { Cancel, Scheduler } from '../scheduler.js';
import {
  BatchedWindowCounts,
  RATE_LIMIT_FLUSH_MS,
  type CountAnswer,
  type SharedCounts,
} from './batched-counts.js';
import { RedisWindowCounts } from './redis-counts.js';

export interface RateLimiterOptions {
  /** Where every replica's counts meet: Redis in services, a fake in unit tests. */
  shared: SharedCounts;
  /** Runs the flushes to the shared counts every `RATE_LIMIT_FLUSH_MS`. */
  scheduler: Scheduler;
  /** Clock of the counting windows (ms since the epoch); tests pin it. */
  now?: () => number;
  /** Told when a flush fails; the counts stay local (the limits hold per replica) meanwhile. */
  onFlushError?: (error: unknown) => void;
}

/**
 * The one rate limiter of every service: fixed-window counts per key, answered in the process
 * with no Redis round trip and flushed to Redis in one pipeline every `RATE_LIMIT_FLUSH_MS`
 * (see BatchedWindowCounts for the overshoot across replicas), plus the per-visitor and
 * per-network rule of costly actions (`limitCounters`). One instance per process; `stop` sends
 * the last counts.
 */
export class RateLimiter {
  private readonly counts: BatchedWindowCounts;
  private readonly cancelFlushes: Cancel;

  constructor(options: RateLimiterOptions) {
    this.counts = new BatchedWindowCounts(options.shared, options.now, options.onFlushError);
    this.cancelFlushes = options.scheduler.every(RATE_LIMIT_FLUSH_MS, () => this.counts.flush());
  }

  /** Counts one request under `key` in a window of `windowMs` and answers its count. */
  count(key: string, windowMs: number): CountAnswer {
    return this.counts.increment(key, windowMs);
  }

  /** The count under `key` without adding to it. */
  read(key: string): CountAnswer {
    return this.counts.read(key);
  }

  /** Counts one request under `key`; whether it stays within `max`. */
  admitKey(key: string, max: number, windowMs: number): boolean {
    return this.count(key, windowMs).current <= max;
  }

  /**
   * Per-visitor and per-network limits of the actions named under `prefix` (a visitor minted on
   * the request has no quota of its own; see `limitCounters`). Both counters count every try.
   */
  actions(prefix: string): ActionLimiter {
    return {
      admit: (action, limit: ActionLimit, actor: Actor) => {
        const verdicts = limitCounters(actor, limit).map(({ key, max }) =>
          this.admitKey(`${prefix}${action}:${key}`, max, limit.windowMs),
        );
        return Promise.resolve(verdicts.every(Boolean));
      },
    };
  }

  /** Sends what is counted now (tests and replicas that must agree at once). */
  flush(): Promise<void> {
    return this.counts.flush();
  }

  /** Ends the flushes after a last one. */
  async stop(): Promise<void> {
    this.cancelFlushes();
    await this.counts.flush();
  }
}

/** A RateLimiter over `redis`, its keys under `prefix` (the service's own). */
export function createRateLimiter(
  redis: Redis,
  prefix: string,
  options: Omit<RateLimiterOptions, 'shared'>,
): RateLimiter {
  return new RateLimiter({ ...options, shared: new RedisWindowCounts(redis, prefix) });
}
