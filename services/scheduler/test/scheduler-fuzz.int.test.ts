import { fuzzApp, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { startApp } from './support.js';

const running = await startApp();
afterAll(running.close);

describe('scheduler under hostile input', () => {
  it('answers every contract route without a 5xx', async () => {
    const report = await fuzzApp(running.app, { internalSecret: TEST_INTERNAL_SECRET });
    expect(report.routes).toEqual(
      expect.arrayContaining([
        'schedulerRoutes.scheduleCard',
        'schedulerRoutes.updateSchedule',
        'schedulerInternalRoutes.sendEmail',
      ]),
    );
    expect(report.failures).toEqual([]);
  }, 120_000);
});
