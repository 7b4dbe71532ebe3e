import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

describe('cards under hostile input', () => {
  it('answers every contract route and the frame upload without a 5xx', async () => {
    const report = await fuzzApp(t.app, {
      internalSecret: TEST_INTERNAL_SECRET,
      multipartRoutes: ['/api/catalog/frames'],
    });
    expect(report.routes).toEqual(
      expect.arrayContaining(['cardsRoutes.createCard', 'catalogRoutes.listFrames']),
    );
    expect(report.failures).toEqual([]);
  }, 120_000);
});
