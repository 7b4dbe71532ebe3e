import { metricSample } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDue } from './deliveries-fixtures.js';
import { startApp } from './support.js';

let running: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  running = await startApp();
});
afterAll(async () => {
  await running.close();
});

describe('GET /metrics', () => {
  it('counts deliveries by channel and status from the database', async () => {
    const scrape = async () => (await running.app.inject({ method: 'GET', url: '/metrics' })).body;
    const labels = { channel: 'sms', status: 'failed' };
    const before = metricSample(await scrape(), 'scheduler_deliveries', labels) ?? 0;
    await insertDue(running.db, 2, { method: 'sms', status: 'failed' });
    // Other files of the run add deliveries too: at least these two are counted.
    expect(metricSample(await scrape(), 'scheduler_deliveries', labels)).toBeGreaterThanOrEqual(
      before + 2,
    );
  });
});
