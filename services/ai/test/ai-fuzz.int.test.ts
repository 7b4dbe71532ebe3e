import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import { startMediaRecorder } from './media.js';

const media = await startMediaRecorder();
const { app, close } = createTestApp({ MEDIA_URL: media.baseUrl });
afterAll(async () => {
  await close();
  await media.close();
});

describe('ai under hostile input', () => {
  it('answers every contract route without a 5xx', async () => {
    await app.ready();
    const report = await fuzzApp(app, { internalSecret: TEST_INTERNAL_SECRET });
    expect(report.routes).toEqual(
      expect.arrayContaining(['aiRoutes.generateMessage', 'aiRoutes.generateImage']),
    );
    expect(report.failures).toEqual([]);
  }, 120_000);
});
