import { accountDataRoutes, DeliveriesQueue } from '@cardsmith/contracts';
import { createProducer, internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDue } from './deliveries-fixtures.js';
import { createCard, newVisitor, startApp, testConfig } from './support.js';

// A clock before the delivery date, so the scheduled delivery is pending.
const NOW = new Date('2026-11-26T13:00:00Z');
let t: Awaited<ReturnType<typeof startApp>>;
let queue: ReturnType<typeof createProducer<typeof DeliveriesQueue>>;

beforeAll(async () => {
  t = await startApp({ now: () => NOW });
  const config = testConfig();
  queue = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
});

afterAll(async () => {
  await queue.close();
  await t.close();
});

const call = (route: 'export' | 'erase', ownerIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: accountDataRoutes[route].path,
    headers: internalHeaders(TEST_INTERNAL_SECRET),
    payload: { ownerIds },
  });

describe('account data of the scheduler', () => {
  it('exports deliveries and reminders without their tokens, cancels the pending one and deletes them all', async () => {
    const [visitor, bystander] = [newVisitor(), newVisitor()];
    const card = await createCard(visitor.headers, 'For Ada');
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/cards/schedule',
      headers: visitor.headers,
      payload: {
        cardId: card.id,
        deliveryDate: '2026-12-24',
        deliveryTime: '09:00',
        deliveryMethod: 'email',
        recipientInfo: { name: 'Ada', email: 'ada@example.com' },
        timezone: 'UTC',
        senderEmail: 'sender@example.com',
        reminderSettings: { enabled: true, reminderDays: [1] },
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const pendingId = scheduled.json().schedule.id as string;
    expect(await queue.state(pendingId)).toBe('delayed');
    const [sentId] = await insertDue(t.db, 1, { owner_visitor_id: visitor.id, status: 'sent' });
    const [othersId] = await insertDue(t.db, 1, { owner_visitor_id: bystander.id });

    const exported = (await call('export', [visitor.id])).json();
    expect(exported.records.deliveries.map((row: { id: string }) => row.id).sort()).toEqual(
      [pendingId, sentId].sort(),
    );
    expect(exported.records.reminders).toEqual([
      expect.objectContaining({ delivery_id: pendingId, kind: 'reminder' }),
    ]);
    expect(JSON.stringify(exported)).not.toContain('"token"');

    const erased = await call('erase', [visitor.id]);
    expect(erased.json()).toEqual({
      erased: { cancelledDeliveries: 1, deliveries: 2, messages: 0 },
    });
    // Its job is gone, so nothing is sent; the bystander's delivery stays.
    expect(await queue.state(pendingId)).toBe('unknown');
    expect((await call('export', [visitor.id])).json().records.deliveries).toEqual([]);
    const others = (await call('export', [bystander.id])).json().records.deliveries;
    expect(others.map((row: { id: string }) => row.id)).toEqual([othersId]);
    expect((await call('erase', [visitor.id])).json()).toEqual({
      erased: { cancelledDeliveries: 0, deliveries: 0, messages: 0 },
    });
  });
});
