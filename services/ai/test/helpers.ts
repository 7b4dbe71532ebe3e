import { randomUUID } from 'node:crypto';
import { loadConfig, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { inject } from 'vitest';
import { buildApp, type AiAppDeps } from '../src/app.js';
import { AiEnvSchema } from '../src/config.js';
import { AI_SCHEMA, type AiDb } from '../src/db/database.js';

export function createTestApp(
  env: Record<string, string> = {},
  adapters: Pick<AiAppDeps, 'writer' | 'painter' | 'media'> = {},
) {
  const ctx = createTestServiceContext<AiDb>(inject('infra'), AI_SCHEMA);
  const config = loadConfig(AiEnvSchema, { INTERNAL_SECRET: TEST_INTERNAL_SECRET, ...env });
  const app = buildApp({ config, logger: ctx.logger, db: ctx.db, redis: ctx.redis, ...adapters });
  return {
    app,
    db: ctx.db,
    redis: ctx.redis,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

/** A fresh visitor per test keeps rate-limit and variant counters apart. */
export function newVisitor() {
  const id = `visitor-${randomUUID()}`;
  return { id, headers: visitorHeaders(TEST_INTERNAL_SECRET, id) };
}
