import { Redis } from 'ioredis';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { BatchedWindowCounts } from '../src/rate-limit/batched-counts.js';
import { RedisWindowCounts } from '../src/rate-limit/redis-counts.js';

const infra = inject('infra');
const redis = new Redis(infra.redisUrl);

afterAll(async () => {
  await redis.quit();
});

describe('rate limit counts in Redis', () => {
  it('adds each replica’s batch to one total per key, within the window it started', async () => {
    const repository = new RedisWindowCounts(redis, `${infra.redisPrefix}rate-limit-counts-test:`);
    expect(
      await repository.add([
        { key: 'visitor:a', by: 3, windowMs: 60_000 },
        { key: 'visitor:b', by: 1, windowMs: 60_000 },
      ]),
    ).toEqual([
      { total: 3, ttlMs: 60_000 },
      { total: 1, ttlMs: 60_000 },
    ]);
    const [again] = await repository.add([{ key: 'visitor:a', by: 2, windowMs: 60_000 }]);
    expect(again!.total).toBe(5);
    expect(again!.ttlMs).toBeGreaterThan(0);
    expect(again!.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('lets two replicas count one visitor together', async () => {
    const repository = new RedisWindowCounts(
      redis,
      `${infra.redisPrefix}rate-limit-replicas-test:`,
    );
    const [one, two] = [new BatchedWindowCounts(repository), new BatchedWindowCounts(repository)];
    for (let i = 0; i < 4; i++) one.increment('visitor:a', 60_000);
    two.increment('visitor:a', 60_000);
    await Promise.all([one.flush(), two.flush()]);
    two.increment('visitor:a', 60_000);
    await two.flush();
    expect(two.read('visitor:a').current).toBe(6);
  });
});
