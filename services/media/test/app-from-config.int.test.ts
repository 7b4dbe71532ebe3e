import { serviceSettingsRoutes, videoRoutes } from '@cardsmith/contracts';
import { internalHeaders, loadConfig } from '@cardsmith/service-kit';
import { createTestServiceContext, DEAD_URL, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildAppFromConfig } from '../src/app.js';
import { MediaEnvSchema } from '../src/config.js';
import type { MediaDb } from '../src/db/database.js';

const infra = inject('infra');
const ctx = createTestServiceContext<MediaDb>(infra, 'media');
const config = loadConfig(MediaEnvSchema, {
  INTERNAL_SECRET: TEST_INTERNAL_SECRET,
  REDIS_URL: infra.redisUrl,
  REDIS_PREFIX: infra.redisPrefix,
  // Reclaiming asks cards first; with no cards to answer, it deletes nothing.
  CARDS_URL: DEAD_URL,
  SPEECH_PROVIDER: 'openai',
  OPENAI_API_KEY: 'sk-not-a-real-key',
});
const app = await buildAppFromConfig({ config, logger: ctx.logger, db: ctx.db, redis: ctx.redis });
await app.ready();
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the media app as main.ts builds it from the config', () => {
  it('speaks through the configured provider and says whether its key is set', async () => {
    const response = await app.inject({
      url: serviceSettingsRoutes.settings.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    });
    expect(response.json()).toEqual({
      providers: [
        {
          capability: 'Speech',
          adapter: 'openai',
          offline: false,
          keys: [{ name: 'OPENAI_API_KEY', set: true }],
        },
      ],
      notes: [],
    });
  });

  it('serves video cards, whose renders go to the queue', () => {
    expect(app.hasRoute({ method: 'GET', url: videoRoutes.getVideoJob.path })).toBe(true);
  });
});
