import type { CountAnswer, RateLimiter } from '@cardsmith/service-kit';

/** A window's counts as @fastify/rate-limit's `store` option expects them. */
export interface RateLimitStore {
  incr(
    key: string,
    done: (error: Error | null, answer: CountAnswer) => void,
    windowMs: number,
  ): void;
  read(key: string, done: (error: Error | null, answer: CountAnswer) => void): void;
  /** @fastify/rate-limit passes its merged options, which name the route as `routeInfo`. */
  child(routeOptions: object): RateLimitStore;
}

function storeOver(limiter: RateLimiter, prefix: string): RateLimitStore {
  return {
    incr: (key, done, windowMs) => done(null, limiter.count(prefix + key, windowMs)),
    read: (key, done) => done(null, limiter.read(prefix + key)),
    // A route with limits of its own counts apart, as @fastify/rate-limit's own stores do.
    child: (routeOptions) => {
      const { routeInfo } = routeOptions as { routeInfo: { method: string; url: string } };
      return storeOver(limiter, `${prefix}${routeInfo.method}${routeInfo.url}-`);
    },
  };
}

/**
 * The `store` option of @fastify/rate-limit (a class it constructs) over the service-kit
 * limiter's in-process counts, so the per-request limit costs no Redis round trip.
 */
export function rateLimitStoreClass(limiter: RateLimiter): new () => RateLimitStore {
  const store = storeOver(limiter, '');
  return function Store() {
    return store;
  } as unknown as new () => RateLimitStore;
}
