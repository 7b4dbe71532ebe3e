import { randomUUID } from 'node:crypto';
import {
  adminOrderFilePath,
  adminOrderRoutes,
  adminRoutes,
  cardsRoutes,
  createApiClient,
  printRoutes,
  quotePrint,
} from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import {
  createTestServiceContext,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DASHBOARD_NOTICES } from '../src/admin/admin-dashboard.service.js';
import { ADMIN_COOKIE } from '../src/admin/admin.routes.js';
import type { GatewayDb } from '../src/db/database.js';
import { buildGateway, TEST_ADMIN_PASSWORD } from './support.js';

const ctx = createTestServiceContext<GatewayDb>(inject('infra'), 'gateway');
const ORIGIN = 'http://localhost:8080';
let print: StartedService;
let gateway: Awaited<ReturnType<typeof buildGateway>>;
let cookie: string;

beforeAll(async () => {
  const cardsUrl = inject('serviceUrls').cards!;
  print = await startService({
    name: 'print',
    infra: inject('infra'),
    env: { CARDS_URL: cardsUrl },
  });
  gateway = await buildGateway(
    {
      PUBLIC_ORIGIN: ORIGIN,
      CARDS_URL: cardsUrl,
      PRINT_URL: print.url,
      WEB_DIST_DIR: '/nonexistent',
    },
    ctx.redis,
  );
  const login = await gateway.inject({
    method: 'POST',
    url: adminRoutes.login.path,
    headers: { origin: ORIGIN },
    payload: { password: TEST_ADMIN_PASSWORD },
    remoteAddress: '198.51.100.200',
  });
  const set = login.cookies.find((c) => c.name === ADMIN_COOKIE)!;
  cookie = `${set.name}=${set.value}`;
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await print?.stop();
  await ctx.close();
});

/** An order a fresh visitor places for a card of theirs, straight at the services. */
async function placeOrder(): Promise<{ id: string; total: number }> {
  const headers = visitorHeaders(TEST_INTERNAL_SECRET, `visitor-${randomUUID()}`);
  const cards = createApiClient({
    baseUrl: inject('serviceUrls').cards!,
    headers,
    credentials: 'omit',
  });
  const card = await cards(cardsRoutes.createCard, { body: { title: 'Admin order test' } });
  const selection = {
    quantity: 3,
    paperType: 'glossy' as const,
    size: 'square' as const,
    includeEnvelopes: false,
  };
  const placed = await createApiClient({ baseUrl: print.url, headers, credentials: 'omit' })(
    printRoutes.placeOrder,
    {
      body: {
        ...selection,
        cardId: card.id,
        totalAmount: quotePrint(selection).total,
        shippingDetails: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@example.com',
          address1: '1 Harbor Way',
          city: 'Arlington',
          state: 'VA',
          zip: '22201',
          country: 'US',
        },
      },
    },
  );
  return { id: placed.order.id, total: placed.order.summary.total };
}

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  gateway.inject({
    method,
    url,
    headers: { origin: ORIGIN, cookie },
    ...(payload ? { payload } : {}),
  });
const orderPath = (path: string, id: string) => path.replace(':id', id);

describe('orders and payments through the admin API', () => {
  it('lists an order, marks it paid, refuses a skipped status and refunds it', async () => {
    const order = await placeOrder();
    const list = await admin(
      'GET',
      `${adminOrderRoutes.listOrders.path}?payment=unpaid&pageSize=100`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().orders).toContainEqual(
      expect.objectContaining({ id: order.id, customer: 'Grace Hopper', paymentState: 'unpaid' }),
    );

    const paid = await admin('POST', orderPath(adminOrderRoutes.markPaid.path, order.id), {
      note: 'Cheque received',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ paymentState: 'paid', canRefund: true });
    expect(paid.json().order.history.at(-1)).toMatchObject({
      status: 'paid',
      note: 'Cheque received',
    });

    const skipped = await admin('POST', orderPath(adminOrderRoutes.setStatus.path, order.id), {
      status: 'delivered',
    });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toMatch(/cannot become delivered/);

    const refunded = await admin('POST', orderPath(adminOrderRoutes.refund.path, order.id), {});
    expect(refunded.json()).toMatchObject({
      paymentState: 'refunded',
      order: { status: 'refunded' },
    });
  });

  it('streams an order’s status to the console until it can move no more', async () => {
    const order = await placeOrder();
    const events = admin('GET', orderPath(adminOrderRoutes.events.path, order.id));
    await admin('POST', orderPath(adminOrderRoutes.markPaid.path, order.id), {});
    await admin('POST', orderPath(adminOrderRoutes.refund.path, order.id), {});
    // Refunded is final: print ends the stream, and the relay with it.
    const answer = await events;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
    const statuses = answer.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => (JSON.parse(block.slice('data: '.length)) as { status: string }).status);
    expect(statuses.at(-1)).toBe('refunded');
    expect(statuses).toEqual(statuses.filter((status, i) => statuses.indexOf(status) === i));
    const outsider = await gateway.inject({
      url: orderPath(adminOrderRoutes.events.path, order.id),
    });
    expect(outsider.statusCode).toBe(401);
  });

  it('puts the orders, revenue and recent orders of print on the dashboard', async () => {
    const order = await placeOrder();
    await admin('POST', orderPath(adminOrderRoutes.markPaid.path, order.id), {});
    const dashboard = (await admin('GET', adminRoutes.dashboard.path)).json();
    expect(dashboard.counters.orders).toBeGreaterThanOrEqual(1);
    expect(dashboard.counters.revenueCents).toBeGreaterThanOrEqual(order.total);
    expect(dashboard.recentOrders[0]).toMatchObject({
      id: order.id,
      customer: 'Grace Hopper',
      amountCents: order.total,
      status: expect.stringMatching(/paid|submitted/),
    });
    expect(dashboard.notices).not.toContain(DASHBOARD_NOTICES.printDown);
  });

  it("relays print's answer for a PDF not made yet, and refuses an unknown file name", async () => {
    const order = await placeOrder();
    const proof = await admin('GET', adminOrderFilePath(order.id, 'proof.pdf'));
    expect(proof.statusCode).toBe(404);
    expect(proof.json().message).toMatch(/not ready yet/);
    const other = await admin('GET', `/api/admin/orders/${order.id}/files/secrets.pdf`);
    expect(other.statusCode).toBe(400);
    const bad = await admin('GET', `${adminOrderRoutes.listOrders.path}?status=lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('That is not an order status.');
  });
});
