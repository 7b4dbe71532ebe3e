import { randomUUID } from 'node:crypto';
import { cardsRoutes, createApiClient, type Card } from '@cardsmith/contracts';
import { loadConfig, visitorHeaders } from '@cardsmith/service-kit';
import {
  createTestServiceContext,
  TEST_INTERNAL_SECRET,
  type ProvidedInfra,
} from '@cardsmith/testing';
import { inject } from 'vitest';
import { buildApp, type SchedulerAppDeps } from '../src/app.js';
import { SchedulerEnvSchema } from '../src/config.js';
import type { SchedulerDb } from '../src/db/database.js';

export const cardsUrl = (): string => inject('serviceUrls').cards!;

export const newVisitor = () => {
  const id = `visitor-${randomUUID()}`;
  return { id, headers: visitorHeaders(TEST_INTERNAL_SECRET, id) };
};

/** A card owned by the visitor, created through the real cards service. */
export async function createCard(
  headers: Record<string, string>,
  title = 'Happy birthday',
): Promise<Card> {
  const call = createApiClient({ baseUrl: cardsUrl(), validate: true, credentials: 'omit' });
  return call(cardsRoutes.createCard, { body: { title } }, { headers });
}

export function testConfig(
  env: Record<string, string> = {},
  infra: ProvidedInfra = inject('infra'),
) {
  return loadConfig(SchedulerEnvSchema, {
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    DATABASE_URL: infra.databaseUrl,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: infra.redisPrefix,
    CARDS_URL: cardsUrl(),
    PUBLIC_ORIGIN: 'http://cards.test',
    ...env,
  });
}

/** The scheduler app as main.ts builds it, on the run's database and Redis prefix (or `infra`). */
export async function startApp(
  deps: Partial<SchedulerAppDeps> = {},
  infra: ProvidedInfra = inject('infra'),
) {
  const ctx = createTestServiceContext<SchedulerDb>(infra, 'scheduler');
  const app = await buildApp({
    config: testConfig({}, infra),
    logger: ctx.logger,
    db: ctx.db,
    redis: ctx.redis,
    ...deps,
  });
  await app.ready();
  return {
    app,
    db: ctx.db,
    ctx,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}
