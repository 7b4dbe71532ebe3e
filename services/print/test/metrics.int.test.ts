import { metricSample } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  startApp,
  type TestApp,
} from './support.js';

let test: TestApp;

beforeAll(async () => {
  test = await startApp({ submissions: recordingSubmissions() });
});
afterAll(async () => {
  await test.close();
});

describe('GET /metrics', () => {
  it('counts orders by status from the database', async () => {
    const scrape = async () => (await test.app.inject({ method: 'GET', url: '/metrics' })).body;
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/print',
      headers: visitor.headers,
      payload: orderRequest(cardId),
    });
    expect(created.statusCode).toBe(201);
    const status = (created.json() as { order: { status: string } }).order.status;
    // Other files of the run place orders too: at least this one is counted.
    expect(metricSample(await scrape(), 'print_orders', { status })).toBeGreaterThanOrEqual(1);
  });
});
