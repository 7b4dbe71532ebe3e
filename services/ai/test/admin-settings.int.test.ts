import { serviceSettingsRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';

const offline = createTestApp();
const openai = createTestApp({ OPENAI_API_KEY: 'sk-test-never-shown' });
afterAll(async () => {
  await offline.close();
  await openai.close();
});

const settingsOf = async (app: typeof offline.app) =>
  (
    await app.inject({
      url: serviceSettingsRoutes.settings.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    })
  ).json();

describe('the ai service’s providers, for the admin console', () => {
  it('reports the offline writers without a key, and OpenAI with one, never the key itself', async () => {
    expect((await settingsOf(offline.app)).providers).toEqual([
      {
        capability: 'AI text',
        adapter: 'offline',
        offline: true,
        keys: [{ name: 'OPENAI_API_KEY', set: false }],
      },
      {
        capability: 'AI images',
        adapter: 'offline',
        offline: true,
        keys: [{ name: 'OPENAI_API_KEY', set: false }],
      },
    ]);
    const real = await settingsOf(openai.app);
    expect(real.providers.map((p: { adapter: string }) => p.adapter)).toEqual(['openai', 'openai']);
    expect(JSON.stringify(real)).not.toContain('sk-test-never-shown');
  });
});
