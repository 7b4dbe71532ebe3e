import { HttpError, internalHeaders } from '@cardsmith/service-kit';
import {
  createApiClient,
  printRoutes,
  SCHEDULE_MESSAGES as M,
  type ScheduledPrintStatus,
} from '@cardsmith/contracts';
import { dateInZone, addDays } from '@cardsmith/contracts/zoned-time';
import {
  DEAD_URL,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { PrintPort } from '../src/adapters/print-client.js';
import { earliestPostDate, submitInstant } from '../src/deliveries/post-lead-time.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { findDueJobs } from '../src/sending/due-jobs.js';
import { TasksRepository } from '../src/tasks/tasks.repository.js';
import { cardsUrl, createCard, newVisitor, startApp, testConfig } from './support.js';

// The real print service (its own process, its own schema) with a five-day lead time to the US.
const LEAD_DAYS = 5;
let print: StartedService;
let running: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  print = await startService({
    name: 'print',
    infra: inject('infra'),
    env: { CARDS_URL: cardsUrl(), VENDOR_LEAD_TIME_BUSINESS_DAYS: `US=${LEAD_DAYS}` },
  });
  running = await startApp({ config: testConfig({ PRINT_URL: print.url }) });
});
afterAll(async () => {
  await running?.close();
  await print?.stop();
});

const ZONE = 'America/Chicago';
/** A date far enough ahead for the post. */
const inDays = (days: number) => addDays(dateInZone(new Date(), ZONE), days);

async function postedDelivery(
  visitor: ReturnType<typeof newVisitor>,
  over: Record<string, unknown> = {},
) {
  const card = await createCard(visitor.headers, 'For Grace');
  return {
    cardId: card.id,
    deliveryDate: inDays(30),
    deliveryTime: '10:00',
    timezone: ZONE,
    deliveryMethod: 'physical',
    senderEmail: 'sender@example.com',
    recipientInfo: {
      name: 'Grace Hopper',
      address: { street: '1 Harbor Way', city: 'Arlington', state: 'VA', zipCode: '22201' },
    },
    personalMessage: 'Happy birthday!',
    ...over,
  };
}

/** Schedules as the visitor, on the suite's app or on one a test started with other peers. */
const schedule = (visitor: ReturnType<typeof newVisitor>, body: object, app = running.app) =>
  app.inject({
    method: 'POST',
    url: '/api/cards/schedule',
    headers: visitor.headers,
    payload: body,
  });
const getSchedule = async (visitor: ReturnType<typeof newVisitor>, id: string) =>
  (
    await running.app.inject({
      method: 'GET',
      url: `/api/schedules/${id}`,
      headers: visitor.headers,
    })
  ).json().schedule;

/** The print order as its owner sees it on the order page, through print's public route. */
const printOrder = (visitor: ReturnType<typeof newVisitor>, id: string) =>
  createApiClient({
    baseUrl: print.url,
    headers: visitor.headers,
    validate: true,
    credentials: 'omit',
  })(printRoutes.getOrder, { params: { id } });

const printInternal = (path: string, payload: object = {}) =>
  fetch(`${print.url}${path}`, {
    method: 'POST',
    headers: { ...internalHeaders(TEST_INTERNAL_SECRET), 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });

describe('a delivery by post', () => {
  it('is a print order to pay, going to the printer the lead time before its date', async () => {
    const visitor = newVisitor();
    const body = await postedDelivery(visitor);
    const res = await schedule(visitor, body);
    expect(res.statusCode).toBe(201);
    const { schedule: created } = res.json();
    const submitAfter = submitInstant(
      { deliveryDate: body.deliveryDate, deliveryTime: '10:00', timezone: ZONE },
      LEAD_DAYS,
    );
    expect(created).toMatchObject({
      status: 'scheduled',
      deliveryMethod: 'physical',
      printOrder: {
        id: expect.any(String),
        status: 'awaiting_payment',
        submitAfter: submitAfter!.toISOString(),
      },
    });

    // The sender pays it as any print order, on its page: one card, in its envelope, to the
    // recipient, with the receipts to the sender.
    const { order, payment } = await printOrder(visitor, created.printOrder.id);
    expect(payment?.provider).toBe('test');
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      quantity: 1,
      includeEnvelopes: true,
      shippingDetails: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'sender@example.com',
        address1: '1 Harbor Way',
        zip: '22201',
        country: 'US',
      },
    });
    // No send job: the print service submits the order, not the scheduler's worker.
    const due = await findDueJobs(
      { deliveries: new DeliveriesRepository(running.db), tasks: new TasksRepository(running.db) },
      400 * 24 * 3600 * 1000,
      60_000,
    );
    expect(due.map((job) => job.id)).not.toContain(created.id);
  });

  it('too soon for the post is refused, naming the earliest date, and orders nothing', async () => {
    const visitor = newVisitor();
    const res = await schedule(visitor, await postedDelivery(visitor, { deliveryDate: inDays(1) }));
    expect(res.statusCode).toBe(400);
    const earliest = earliestPostDate(
      { deliveryTime: '10:00', timezone: ZONE },
      LEAD_DAYS,
      new Date(),
    );
    expect(res.json().issues).toEqual([
      { path: 'deliveryDate', message: M.tooSoonForPost(earliest) },
    ]);
    const orders = createApiClient({
      baseUrl: print.url,
      headers: visitor.headers,
      validate: true,
      credentials: 'omit',
    });
    expect((await orders(printRoutes.listOrders, {})).orders).toEqual([]);
  });

  it('follows its order: paid, then failed at the printer', async () => {
    const visitor = newVisitor();
    const { schedule: created } = (await schedule(visitor, await postedDelivery(visitor))).json();
    expect(
      (await printInternal(`/internal/print/orders/${created.printOrder.id}/mark-paid`)).status,
    ).toBe(200);
    expect(await getSchedule(visitor, created.id)).toMatchObject({
      status: 'scheduled',
      printOrder: { status: 'paid' },
    });
    const failed = await printInternal(
      `/internal/print/admin/orders/${created.printOrder.id}/status`,
      {
        status: 'failed',
        note: 'Paper jam',
      },
    );
    expect(failed.status).toBe(200);
    const list = (
      await running.app.inject({ method: 'GET', url: '/api/schedules', headers: visitor.headers })
    ).json().schedules;
    expect(list[0]).toMatchObject({
      id: created.id,
      status: 'failed',
      printOrder: { status: 'failed' },
    });
  });

  it('moves its order with a new date or address', async () => {
    const visitor = newVisitor();
    const { schedule: created } = (await schedule(visitor, await postedDelivery(visitor))).json();
    const deliveryDate = inDays(40);
    const res = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${created.id}`,
      headers: visitor.headers,
      payload: {
        deliveryDate,
        recipientInfo: {
          name: 'Grace Hopper',
          address: { street: '9 Navy Yard', city: 'Arlington', state: 'VA', zipCode: '22202' },
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const submitAfter = submitInstant(
      { deliveryDate, deliveryTime: '10:00', timezone: ZONE },
      LEAD_DAYS,
    );
    expect(res.json().schedule.printOrder.submitAfter).toBe(submitAfter!.toISOString());
    const { order } = await printOrder(visitor, created.printOrder.id);
    expect(order.shippingDetails).toMatchObject({ address1: '9 Navy Yard', zip: '22202' });

    const tooSoon = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${created.id}`,
      headers: visitor.headers,
      payload: { deliveryDate: inDays(1) },
    });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().issues[0].path).toBe('deliveryDate');
  });

  it('cancelled, cancels its unpaid order and refunds a paid one', async () => {
    const visitor = newVisitor();
    const unpaid = (await schedule(visitor, await postedDelivery(visitor))).json().schedule;
    const paid = (await schedule(visitor, await postedDelivery(visitor))).json().schedule;
    await printInternal(`/internal/print/orders/${paid.printOrder.id}/mark-paid`);

    for (const [delivery, orderStatus] of [
      [unpaid, 'cancelled'],
      [paid, 'refunded'],
    ] as const) {
      const res = await running.app.inject({
        method: 'DELETE',
        url: `/api/schedules/${delivery.id}`,
        headers: visitor.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().schedule).toMatchObject({
        status: 'cancelled',
        printOrder: { status: orderStatus },
      });
      expect((await printOrder(visitor, delivery.printOrder.id)).order.status).toBe(orderStatus);
    }
  });
});

describe('a delivery by post when print refuses or is away', () => {
  it('stays scheduled when its order is already at the printer', async () => {
    const atPrinter = stubPrint({
      cancelOrder: async () => {
        throw new HttpError(409, 'conflict', M.printSubmitted);
      },
    });
    const app = await startApp({ print: atPrinter });
    try {
      const visitor = newVisitor();
      const { schedule: created } = (
        await schedule(visitor, await postedDelivery(visitor), app.app)
      ).json();
      const res = await app.app.inject({
        method: 'DELETE',
        url: `/api/schedules/${created.id}`,
        headers: visitor.headers,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.printSubmitted);
      const row = await app.db
        .selectFrom('delivery')
        .select('status')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('scheduled');
    } finally {
      await app.close();
    }
  });

  it('cannot be scheduled while print is down', async () => {
    const app = await startApp({ config: testConfig({ PRINT_URL: DEAD_URL }) });
    try {
      const visitor = newVisitor();
      const res = await schedule(visitor, await postedDelivery(visitor), app.app);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(M.printUnavailable);
    } finally {
      await app.close();
    }
  });

  it('is still listed when print cannot say how its order stands', async () => {
    const app = await startApp({
      print: stubPrint({
        statuses: async () => {
          throw new HttpError(503, 'service_unavailable', M.printUnavailable);
        },
      }),
    });
    try {
      const visitor = newVisitor();
      const created = await schedule(visitor, await postedDelivery(visitor), app.app);
      expect(created.statusCode).toBe(201);
      const list = await app.app.inject({
        method: 'GET',
        url: '/api/schedules',
        headers: visitor.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().schedules).toMatchObject([
        {
          id: created.json().schedule.id,
          status: 'scheduled',
          printOrder: { id: created.json().schedule.printOrder.id, status: null },
        },
      ]);
    } finally {
      await app.close();
    }
  });
});

/** A print service answering from memory, with the given calls replaced. */
function stubPrint(over: Partial<PrintPort>): PrintPort {
  const orders = new Map<string, ScheduledPrintStatus>();
  return {
    leadTimes: async () => ({ US: LEAD_DAYS, CA: 8, UK: 10, AU: 12 }),
    createOrder: async (order) => {
      const created = {
        id: crypto.randomUUID(),
        status: 'awaiting_payment' as const,
        submitAfter: order.submitAfter,
        failureReason: null,
      };
      orders.set(created.id, created);
      return created;
    },
    updateOrder: async (id) => orders.get(id)!,
    cancelOrder: async (id) => orders.get(id)!,
    statuses: async (ids) => ids.flatMap((id) => (orders.has(id) ? [orders.get(id)!] : [])),
    ...over,
  };
}
