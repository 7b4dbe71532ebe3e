import { Redis, type RedisOptions } from 'ioredis';

export { Redis };

/**
 * A Redis client for request paths: commands fail fast instead of queueing while Redis is down,
 * so callers can answer 503 rather than hang (ARCHITECTURE §9).
 */
export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    lazyConnect: false,
    ...options,
  });
}

/** Resolves once the client is ready, or rejects with a clear reason. */
export async function waitForRedis(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('Redis did not become ready in time'));
    }, timeoutMs);
    const onReady = () => {
      cleanup();
      resolve();
    };
    const cleanup = () => {
      clearTimeout(timer);
      redis.off('ready', onReady);
    };
    redis.on('ready', onReady);
  });
}
