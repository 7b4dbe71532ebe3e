import { RATE_LIMIT_FLUSH_MS, createRedis } from '@cardsmith/service-kit';
import { ManualScheduler, createTestServiceContext } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildGateway, DEAD_URL, startEchoUpstream, visitorCookie } from './support.js';

const infra = inject('infra');
const ctx = createTestServiceContext<unknown>(infra, 'gateway');
// Its own key prefix, so the two replicas below count only this file's requests.
const redis = createRedis(infra.redisUrl, {
  keyPrefix: `${infra.redisPrefix}rate-limit-replicas:`,
  enableOfflineQueue: true,
});
/** Every request falls in one window, however slow the machine. */
const clock = Date.UTC(2026, 0, 1);
const schedulers = [new ManualScheduler(), new ManualScheduler()] as const;
let cards: Awaited<ReturnType<typeof startEchoUpstream>>;
let replicas: FastifyInstance[] = [];

beforeAll(async () => {
  cards = await startEchoUpstream('cards');
  const env = {
    CARDS_URL: cards.url,
    AI_URL: DEAD_URL,
    MEDIA_URL: DEAD_URL,
    SCHEDULER_URL: DEAD_URL,
    PRINT_URL: DEAD_URL,
    COLLAB_URL: DEAD_URL,
    WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
    RATE_LIMIT_MAX: '3',
    // Every request here comes from one address; its own limit is tested apart.
    RATE_LIMIT_MAX_PER_ADDRESS: '1000',
    RATE_LIMIT_WINDOW_MS: '60000',
  };
  replicas = await Promise.all(
    schedulers.map((scheduler) => buildGateway(env, redis, { now: () => clock, scheduler })),
  );
});

afterAll(async () => {
  await Promise.all([...replicas.map((replica) => replica.close()), cards?.app.close()]);
  redis.disconnect();
  await ctx.close();
});

describe('the rate limit across gateway replicas', () => {
  it('counts a visitor’s requests to every replica together once they have flushed', async () => {
    const [one, two] = replicas as [FastifyInstance, FastifyInstance];
    const cookie = visitorCookie(await one.inject({ url: '/api/cards' }))!;
    const ask = (replica: FastifyInstance) =>
      replica.inject({ url: '/api/cards', headers: { cookie } }).then((res) => res.statusCode);
    expect([await ask(one), await ask(one), await ask(two)]).toEqual([200, 200, 200]);
    // Each replica sends its counts and hears the other's total.
    await schedulers[0].advance(RATE_LIMIT_FLUSH_MS);
    await schedulers[1].advance(RATE_LIMIT_FLUSH_MS);
    expect(await ask(two)).toBe(429);
    // Replica one has counted nothing since, so it has not heard of two's requests yet: the
    // stated tolerance. It hears them in the flush after it counts this visitor again.
    expect(await ask(one)).toBe(200);
    await schedulers[0].advance(RATE_LIMIT_FLUSH_MS);
    expect(await ask(one)).toBe(429);
  });
});
