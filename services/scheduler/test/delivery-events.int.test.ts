import { once } from 'node:events';
import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DeliveryChangeEvent } from '@cardsmith/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, newVisitor, startApp } from './support.js';

const NOW = new Date('2026-11-24T12:00:00Z');
let running: Awaited<ReturnType<typeof startApp>>;
let port: number;
const opened: IncomingMessage[] = [];

beforeAll(async () => {
  running = await startApp({ now: () => NOW });
  await running.app.listen({ port: 0, host: '127.0.0.1' });
  port = (running.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const response of opened) response.destroy();
  await running.close();
});

/** The visitor's deliveries page following its changes: `next(n)` once it has `n` events. */
async function follow(headers: Record<string, string>) {
  const outgoing = request({ host: '127.0.0.1', port, path: '/api/schedules/events', headers });
  outgoing.end();
  const [response] = (await once(outgoing, 'response')) as [IncomingMessage];
  opened.push(response);
  const events: DeliveryChangeEvent[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  let buffered = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffered += chunk;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) events.push(JSON.parse(block.slice(6)) as DeliveryChangeEvent);
    for (const wait of waiting.filter((w) => events.length >= w.count)) wait.resolve();
  });
  return {
    status: response.statusCode,
    next: (count: number) =>
      new Promise<DeliveryChangeEvent[]>((resolve) => {
        if (events.length >= count) return resolve(events);
        waiting.push({ count, resolve: () => resolve(events) });
      }),
  };
}

describe('GET /api/schedules/events', () => {
  it('tells the visitor’s open pages of each delivery of theirs scheduled or cancelled, and no one else', async () => {
    const visitor = newVisitor();
    const stranger = newVisitor();
    const card = await createCard(visitor.headers);
    const pages = await Promise.all([follow(visitor.headers), follow(visitor.headers)]);
    const strangersPage = await follow(stranger.headers);
    expect(pages[0]!.status).toBe(200);
    for (const page of [...pages, strangersPage]) {
      expect(await page.next(1)).toEqual([{ deliveryId: null, status: null }]);
    }

    const scheduled = await running.app.inject({
      method: 'POST',
      url: '/api/cards/schedule',
      headers: visitor.headers,
      payload: {
        cardId: card.id,
        deliveryDate: '2026-12-24',
        deliveryTime: '09:00',
        deliveryMethod: 'email',
        recipientInfo: { name: 'Ada', email: 'ada@example.com' },
        personalMessage: 'Merry Christmas!',
        timezone: 'Asia/Tokyo',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const id: string = scheduled.json().schedule.id;
    const cancelled = await running.app.inject({
      method: 'DELETE',
      url: `/api/schedules/${id}`,
      headers: visitor.headers,
    });
    expect(cancelled.statusCode).toBe(200);

    for (const page of pages) {
      expect((await page.next(3)).slice(1)).toEqual([
        { deliveryId: id, status: 'scheduled' },
        { deliveryId: id, status: 'cancelled' },
      ]);
    }
    // The stranger's page heard nothing of it: its next event would be one of its own.
    const own = await running.app.inject({
      method: 'POST',
      url: '/api/cards/schedule',
      headers: stranger.headers,
      payload: {
        cardId: (await createCard(stranger.headers)).id,
        deliveryDate: '2026-12-24',
        deliveryTime: '09:00',
        deliveryMethod: 'email',
        recipientInfo: { name: 'Bo', email: 'bo@example.com' },
        personalMessage: 'Hello',
        timezone: 'UTC',
      },
    });
    expect((await strangersPage.next(2))[1]).toEqual({
      deliveryId: own.json().schedule.id,
      status: 'scheduled',
    });
  });

  it('needs a visitor', async () => {
    const response = await running.app.inject({ url: '/api/schedules/events' });
    expect(response.statusCode).toBe(401);
  });
});
