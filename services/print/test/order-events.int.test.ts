import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PrintOrderStatusEvent } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  startApp,
  type TestApp,
  type Visitor,
} from './support.js';

let test: TestApp;
let port: number;
const opened: IncomingMessage[] = [];

beforeAll(async () => {
  test = await startApp({ submissions: recordingSubmissions() });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  port = (test.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const response of opened) response.destroy();
  await test.close();
});

/**
 * One page following the order (the owner's stream, or the admin console's with the internal
 * secret): resolves `next(n)` once it has `n` events.
 */
async function follow(
  orderId: string,
  who: Visitor | 'admin',
  path = `/api/print/orders/${orderId}/events`,
) {
  const outgoing = request({
    host: '127.0.0.1',
    port,
    path,
    headers: who === 'admin' ? internalHeaders(TEST_INTERNAL_SECRET) : who.headers,
  });
  outgoing.end();
  const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
  opened.push(response);
  const events: PrintOrderStatusEvent[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let buffered = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffered += chunk;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) events.push(JSON.parse(block.slice(6)) as PrintOrderStatusEvent);
    for (const wait of waiting.filter((w) => events.length >= w.count)) wait.resolve();
  });
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    next: (count: number) =>
      new Promise<PrintOrderStatusEvent[]>((resolve) => {
        if (events.length >= count) return resolve(events);
        waiting.push({ count, resolve: () => resolve(events) });
      }),
  };
}

describe('GET /api/print/orders/:id/events', () => {
  it('sends the order’s status, then each move as it is made, to every page that follows it', async () => {
    const visitor = newVisitor();
    const cardId = await createCard(visitor);
    const placed = await test.app.inject({
      method: 'POST',
      url: '/api/print',
      headers: visitor.headers,
      payload: orderRequest(cardId),
    });
    const orderId: string = placed.json().order.id;
    const pages = await Promise.all([follow(orderId, visitor), follow(orderId, visitor)]);
    expect(pages[0]!.status).toBe(200);
    expect(pages[0]!.type).toMatch(/^text\/event-stream/);
    for (const page of pages) {
      expect((await page.next(1)).map((event) => event.status)).toEqual(['awaiting_payment']);
    }

    const paid = await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/mark-paid`,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: { note: 'Bank transfer 7' },
    });
    expect(paid.statusCode).toBe(200);
    for (const page of pages) {
      const events = await page.next(2);
      expect(events.map((event) => event.status)).toEqual(['awaiting_payment', 'paid']);
      expect(events[1]).toEqual({
        id: orderId,
        status: 'paid',
        updatedAt: paid.json().order.updatedAt,
      });
    }
  });

  it('answers 404 to anyone but the order’s owner, before any event', async () => {
    const owner = newVisitor();
    const placed = await test.app.inject({
      method: 'POST',
      url: '/api/print',
      headers: owner.headers,
      payload: orderRequest(await createCard(owner)),
    });
    const response = await test.app.inject({
      url: `/api/print/orders/${placed.json().order.id}/events`,
      headers: newVisitor().headers,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /internal/print/admin/orders/:id/events', () => {
  it('streams any order’s status to the admin console, with the internal secret only', async () => {
    const owner = newVisitor();
    const placed = await test.app.inject({
      method: 'POST',
      url: '/api/print',
      headers: owner.headers,
      payload: orderRequest(await createCard(owner)),
    });
    const orderId: string = placed.json().order.id;
    const path = `/internal/print/admin/orders/${orderId}/events`;
    expect((await test.app.inject({ url: path, headers: owner.headers })).statusCode).toBe(403);
    const unknown = await test.app.inject({
      url: '/internal/print/admin/orders/00000000-0000-4000-8000-000000000000/events',
      headers: internalHeaders(TEST_INTERNAL_SECRET),
    });
    expect(unknown.statusCode).toBe(404);

    const console = await follow(orderId, 'admin', path);
    expect(console.status).toBe(200);
    expect((await console.next(1)).map((event) => event.status)).toEqual(['awaiting_payment']);
    await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/mark-paid`,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: { note: 'Bank transfer 8' },
    });
    expect((await console.next(2)).map((event) => event.status)).toEqual([
      'awaiting_payment',
      'paid',
    ]);
  });
});
