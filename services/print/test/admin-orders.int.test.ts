import { randomUUID } from 'node:crypto';
import { PAGE_CURSOR_MESSAGES, PRINT_MESSAGES, printAdminRoutes } from '@cardsmith/contracts';
import { createDb, internalHeaders } from '@cardsmith/service-kit';
import { applyMigrations, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import type { PrintDb } from '../src/db/database.js';
import { ADMIN_ORDER_MESSAGES } from '../src/admin/admin-orders.service.js';
import { newVisitor, recordingSubmissions, startApp, type TestApp, placeOrder } from './support.js';

// Counts and revenue cover every order: this file keeps its orders in a schema of its own.
const SCHEMA = `print_admin_${randomUUID().slice(0, 8)}`;
const infra = inject('infra');
const admin = internalHeaders(TEST_INTERNAL_SECRET);
let test: TestApp;
const submissions = recordingSubmissions();

beforeAll(async () => {
  await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
  test = await startApp({ submissions, schema: SCHEMA });
});
afterAll(async () => {
  await test.close();
  const db = createDb<PrintDb>(infra.databaseUrl, 'public', 1);
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(db);
  await db.destroy();
});

async function placedOrder(quantity = 2) {
  return (await placeOrder(test.app, newVisitor(), { quantity })).order;
}

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const orderUrl = (id: string, action = '') =>
  printAdminRoutes.getOrder.path.replace(':id', id) + action;

describe('the admin orders of the print service', () => {
  it('lists every order with its customer, filtered by status and payment state, page by page', async () => {
    const first = await placedOrder(1);
    const second = await placedOrder(3);
    const third = await placedOrder(5);
    await call('POST', orderUrl(second.id, '/mark-paid'), { note: 'Bank transfer' });

    const all = (await call('GET', `${printAdminRoutes.listOrders.path}?pageSize=2`)).json();
    expect(all.total).toBe(3);
    expect(all.orders.map((o: { id: string }) => o.id)).toEqual([third.id, second.id]);
    expect(all.nextCursor).toEqual(expect.any(String));
    expect(all.orders[0]).toMatchObject({
      customer: 'Ada Lovelace',
      email: 'ada@example.com',
      status: 'awaiting_payment',
      paymentState: 'unpaid',
      paymentProvider: 'offline',
      totalCents: third.summary.total,
    });
    const next = (
      await call('GET', `${printAdminRoutes.listOrders.path}?pageSize=2&cursor=${all.nextCursor}`)
    ).json();
    expect(next.orders.map((o: { id: string }) => o.id)).toEqual([first.id]);
    expect(next).toMatchObject({ total: 3, nextCursor: null });
    // A cursor this service did not make is refused, not read as a position.
    const forged = await call('GET', `${printAdminRoutes.listOrders.path}?cursor=bm90LWEtY3Vyc29y`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe(PAGE_CURSOR_MESSAGES.invalid);

    const paid = (await call('GET', `${printAdminRoutes.listOrders.path}?payment=paid`)).json();
    expect(paid.orders.map((o: { id: string }) => o.id)).toEqual([second.id]);
    const waiting = (
      await call(
        'GET',
        `${printAdminRoutes.listOrders.path}?status=awaiting_payment&payment=unpaid`,
      )
    ).json();
    expect(waiting.total).toBe(2);

    const bad = await call('GET', `${printAdminRoutes.listOrders.path}?payment=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].message).toBe('That is not a payment state.');

    const stats = (await call('GET', printAdminRoutes.stats.path)).json();
    expect(stats.orders).toBe(3);
    expect(stats.revenueCents).toBe(second.summary.total);
    expect(stats.recentOrders.map((o: { id: string }) => o.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
  });

  it('marks paid, moves the status only by its transitions, and records an offline refund', async () => {
    const order = await placedOrder();
    const waiting = (await call('GET', orderUrl(order.id))).json();
    expect(waiting).toMatchObject({
      paymentState: 'unpaid',
      nextStatuses: ['cancelled', 'failed'],
      canMarkPaid: true,
      canRefund: false,
      files: { proof: false, print: false },
    });
    const noRefund = await call('POST', orderUrl(order.id, '/refund'), {});
    expect(noRefund.statusCode).toBe(409);
    expect(noRefund.json().message).toBe(ADMIN_ORDER_MESSAGES.notRefundable('awaiting_payment'));

    const paid = (await call('POST', orderUrl(order.id, '/mark-paid'), {})).json();
    expect(paid).toMatchObject({ paymentState: 'paid', canMarkPaid: false, canRefund: true });
    expect(submissions.orderIds).toContain(order.id);
    const again = await call('POST', orderUrl(order.id, '/mark-paid'), {});
    expect(again.statusCode).toBe(409);

    const skipped = await call('POST', orderUrl(order.id, '/status'), { status: 'shipped' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json().message).toBe(ADMIN_ORDER_MESSAGES.cannotMove('paid', 'shipped'));
    const unknown = await call('POST', orderUrl(order.id, '/status'), { status: 'paid' });
    expect(unknown.statusCode).toBe(400);

    const refunded = (await call('POST', orderUrl(order.id, '/refund'), {})).json();
    expect(refunded).toMatchObject({
      paymentState: 'refunded',
      canRefund: false,
      nextStatuses: [],
    });
    expect(refunded.order.history.map((h: { note: string | null }) => h.note)).toEqual([
      null,
      'Marked paid by an admin',
      'Refund recorded (paid offline)',
    ]);
  });

  it('follows a printed order by hand to shipped with its tracking number', async () => {
    const order = await placedOrder();
    await call('POST', orderUrl(order.id, '/mark-paid'), {});
    // What the print-submit worker does once the printer has the order.
    const db = createDb<PrintDb>(infra.databaseUrl, SCHEMA, 1);
    await db
      .updateTable('print_order')
      .set({ status: 'submitted' })
      .where('id', '=', order.id)
      .execute();
    await db.destroy();

    const shipped = await call('POST', orderUrl(order.id, '/status'), {
      status: 'shipped',
      trackingNumber: '1Z999',
      note: 'Left the printer',
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json()).toMatchObject({
      order: { status: 'shipped', trackingNumber: '1Z999' },
      nextStatuses: ['delivered', 'failed'],
      canRefund: false,
    });
    expect(shipped.json().order.history.at(-1).note).toBe('Left the printer');
  });

  it('answers 404 for an unknown order and 403 without the internal secret', async () => {
    const missing = await call('GET', orderUrl(randomUUID()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PRINT_MESSAGES.orderNotFound);
    const outsider = await test.app.inject({ url: printAdminRoutes.listOrders.path });
    expect(outsider.statusCode).toBe(403);
  });
});
