import { DeliveriesQueue, SCHEDULE_MESSAGES as M } from '@cardsmith/contracts';
import { createProducer } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, newVisitor, startApp, testConfig } from './support.js';

// The app's clock: 24 November 2026, 12:00 UTC.
const NOW = new Date('2026-11-24T12:00:00Z');

let running: Awaited<ReturnType<typeof startApp>>;
let queue: ReturnType<typeof createProducer<typeof DeliveriesQueue>>;

beforeAll(async () => {
  running = await startApp({ now: () => NOW });
  const config = testConfig();
  queue = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
});

afterAll(async () => {
  await queue.close();
  await running.close();
});

function schedule(headers: Record<string, string>, body: Record<string, unknown>) {
  return running.app.inject({ method: 'POST', url: '/api/cards/schedule', headers, payload: body });
}

const emailDelivery = (cardId: string) => ({
  cardId,
  deliveryDate: '2026-12-24',
  deliveryTime: '09:00',
  deliveryMethod: 'email',
  recipientInfo: { name: 'Ada', email: 'ada@example.com' },
  personalMessage: 'Merry Christmas!',
  timezone: 'Asia/Tokyo',
});

describe('POST /api/cards/schedule', () => {
  it('lists every problem at once with the dialog’s sentences', async () => {
    const visitor = newVisitor();
    const res = await schedule(visitor.headers, { deliveryMethod: 'email', timezone: 'UTC' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_failed',
      message: 'Please fix the following issues:',
      issues: [
        { path: 'cardId', message: M.unknownCard },
        { path: 'deliveryDate', message: 'Delivery date is required' },
        { path: 'recipientInfo.name', message: 'Recipient name is required' },
        { path: 'recipientInfo.email', message: 'Email address is required for email delivery' },
      ],
    });
  });

  it.each([
    ['sms', { name: 'Ada' }, 'recipientInfo.phone', 'Phone number is required for SMS delivery'],
    [
      'physical',
      { name: 'Ada Lovelace', address: { street: '1 Main St', city: 'Springfield' } },
      'recipientInfo.address',
      'Complete physical address is required for mail delivery',
    ],
    ['fax', { name: 'Ada' }, 'deliveryMethod', M.badMethod],
  ])('a %s delivery names what it misses', async (method, recipientInfo, path, message) => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const res = await schedule(visitor.headers, {
      ...emailDelivery(card.id),
      deliveryMethod: method,
      recipientInfo,
      senderEmail: 'sender@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toEqual([{ path, message }]);
  });

  it('refuses a past moment, an unknown zone and an unknown card, naming the field', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const past = await schedule(visitor.headers, {
      ...emailDelivery(card.id),
      deliveryDate: '2026-11-24',
      deliveryTime: '11:59',
      timezone: 'UTC',
    });
    expect(past.json().issues).toEqual([
      { path: 'deliveryDate', message: 'Delivery date must be in the future' },
    ]);
    const zone = await schedule(visitor.headers, {
      ...emailDelivery(card.id),
      timezone: 'Mars/Olympus',
    });
    expect(zone.json().issues).toEqual([{ path: 'timezone', message: M.badTimezone }]);
    const unknown = await schedule(visitor.headers, emailDelivery('no-such-card-123456'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().issues).toEqual([{ path: 'cardId', message: M.unknownCard }]);
  });

  it("refuses to schedule someone else's card", async () => {
    const owner = newVisitor();
    const card = await createCard(owner.headers);
    const res = await schedule(newVisitor().headers, emailDelivery(card.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notOwner);
  });

  it('schedules at the recipient’s local time and queues the job at that instant', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers, 'For Ada');
    const res = await schedule(visitor.headers, emailDelivery(card.id));
    expect(res.statusCode).toBe(201);
    const { success, schedule: created } = res.json();
    expect(success).toBe(true);
    expect(created).toMatchObject({
      cardId: card.id,
      title: 'For Ada',
      status: 'scheduled',
      deliveryDate: '2026-12-24',
      deliveryTime: '09:00',
      timezone: 'Asia/Tokyo',
      deliverAt: '2026-12-24T00:00:00.000Z',
      timeAdjustment: 'exact',
      recipient: 'Ada',
      reminderSettings: { enabled: true, reminderDays: [1, 7], reminderTime: '09:00' },
    });
    expect(await queue.state(created.id)).toBe('delayed');
  });

  it('moves a time in the spring gap forward and says so', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const res = await schedule(visitor.headers, {
      ...emailDelivery(card.id),
      deliveryDate: '2027-03-14',
      deliveryTime: '02:30',
      timezone: 'America/New_York',
    });
    expect(res.json().schedule).toMatchObject({
      deliverAt: '2027-03-14T07:30:00.000Z',
      timeAdjustment: 'moved-forward',
    });
  });
});

describe('/api/schedules', () => {
  it('lists, changes and cancels the visitor’s own deliveries; others get 404', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const first = (await schedule(visitor.headers, emailDelivery(card.id))).json().schedule;
    const second = (
      await schedule(visitor.headers, { ...emailDelivery(card.id), deliveryDate: '2026-12-31' })
    ).json().schedule;

    const list = await running.app.inject({ url: '/api/schedules', headers: visitor.headers });
    expect(list.json().schedules.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);

    const stranger = newVisitor().headers;
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const res = await running.app.inject({
        method,
        url: `/api/schedules/${first.id}`,
        headers: stranger,
        ...(method === 'PATCH' ? { payload: { deliveryTime: '10:00' } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
    const strangersList = await running.app.inject({ url: '/api/schedules', headers: stranger });
    expect(strangersList.json().schedules).toEqual([]);

    const moved = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${first.id}`,
      headers: visitor.headers,
      payload: { deliveryTime: '18:30', timezone: 'Asia/Kolkata' },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().schedule).toMatchObject({
      deliveryTime: '18:30',
      timezone: 'Asia/Kolkata',
      deliverAt: '2026-12-24T13:00:00.000Z',
    });
    expect(await queue.state(first.id)).toBe('delayed');

    const badChange = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${first.id}`,
      headers: visitor.headers,
      payload: { deliveryDate: '2020-01-01' },
    });
    expect(badChange.json()).toMatchObject({
      message: 'Please fix the following issues:',
      issues: [{ path: 'deliveryDate', message: 'Delivery date must be in the future' }],
    });

    const cancelled = await running.app.inject({
      method: 'DELETE',
      url: `/api/schedules/${second.id}`,
      headers: visitor.headers,
    });
    expect(cancelled.json().schedule.status).toBe('cancelled');
    expect(await queue.state(second.id)).toBe('unknown');
    const again = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${second.id}`,
      headers: visitor.headers,
      payload: { deliveryTime: '10:00' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.notEditable);
  });

  it('refuses to change or cancel a delivery the worker has already taken', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const created = (await schedule(visitor.headers, emailDelivery(card.id))).json().schedule;
    // The worker's claim wins the race: the row is sending.
    await running.db
      .updateTable('delivery')
      .set({ status: 'sending' })
      .where('id', '=', created.id)
      .execute();
    for (const method of ['PATCH', 'DELETE'] as const) {
      const res = await running.app.inject({
        method,
        url: `/api/schedules/${created.id}`,
        headers: visitor.headers,
        ...(method === 'PATCH' ? { payload: { deliveryTime: '10:00' } } : {}),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.notEditable);
    }
    const row = await running.db
      .selectFrom('delivery')
      .select(['status', 'delivery_time'])
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'sending', delivery_time: '09:00' });
  });

  it('answers an unknown token on the opened route with 404', async () => {
    const res = await running.app.inject({
      method: 'POST',
      url: '/api/schedules/opened',
      payload: { token: 'not-a-real-token' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.unknownToken);
  });
});
