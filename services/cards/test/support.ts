import { randomUUID } from 'node:crypto';
import { loadConfig, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { CardFrontStore, MediaSource } from '../src/adapters/media-client.js';
import { buildApp } from '../src/app.js';
import { CardsEnvSchema } from '../src/config.js';
import type { CardsDb } from '../src/db/database.js';

export const PUBLIC_ORIGIN = 'http://localhost:8080';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** The cards app on this run's throwaway database, as main.ts would build it. */
export async function startApp(
  options: {
    media?: MediaSource;
    cardFronts?: CardFrontStore;
    env?: Record<string, string>;
    now?: () => Date;
  } = {},
): Promise<TestApp> {
  const infra = inject('infra');
  const ctx = createTestServiceContext<CardsDb>(infra, 'cards');
  const config = loadConfig(CardsEnvSchema, {
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    PUBLIC_ORIGIN,
    // The outbox relay enqueues onto this run's Redis, as main.ts's would onto the install's.
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: infra.redisPrefix,
    // A like shows in trending at once, as the tests expect; production refreshes once a minute.
    TRENDING_MAX_AGE_MS: '0',
    ...options.env,
  });
  const app = await buildApp({
    config,
    logger: ctx.logger,
    db: ctx.db,
    redis: ctx.redis,
    media: options.media,
    cardFronts: options.cardFronts,
    now: options.now,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

/** A fresh visitor, so test files sharing the database never see each other's cards. */
export function newVisitor(): Record<string, string> {
  return visitorHeaders(TEST_INTERNAL_SECRET, `visitor-${randomUUID()}`);
}

export function isPng(body: Buffer): boolean {
  return body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
}
