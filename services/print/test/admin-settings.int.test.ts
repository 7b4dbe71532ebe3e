import { serviceSettingsRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingSubmissions, startApp, type TestApp } from './support.js';

let test: TestApp;
beforeAll(async () => {
  test = await startApp({
    submissions: recordingSubmissions(),
    env: { VENDOR_API_URL: 'https://vendor.example/api', VENDOR_API_KEY: 'vendor-key-never-shown' },
  });
});
afterAll(() => test.close());

describe('the print service’s providers, for the admin console', () => {
  it('reports the test checkout (offline payments) and the HTTP vendor with which keys are set, never their values', async () => {
    const response = await test.app.inject({
      url: serviceSettingsRoutes.settings.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    });
    const { providers } = response.json();
    expect(providers[0]).toMatchObject({
      capability: 'Payments',
      adapter: 'test-checkout',
      offline: true,
    });
    expect(providers[1]).toEqual({
      capability: 'Print vendor',
      adapter: 'http',
      offline: false,
      keys: [
        { name: 'VENDOR_API_URL', set: true },
        { name: 'VENDOR_API_KEY', set: true },
        { name: 'VENDOR_CALLBACK_SECRET', set: false },
      ],
    });
    expect(response.body).not.toContain('vendor-key-never-shown');
  });
});
