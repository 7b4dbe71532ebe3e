import { serviceSettingsRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaTestApp } from './media-test-app.js';

const { app, close } = await createMediaTestApp();
afterAll(close);

describe('the media service’s providers, for the admin console', () => {
  it('reports the offline espeak-ng speech', async () => {
    const response = await app.inject({
      url: serviceSettingsRoutes.settings.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    });
    expect(response.json()).toEqual({
      providers: [{ capability: 'Speech', adapter: 'offline', offline: true, keys: [] }],
      notes: [],
    });
  });
});
