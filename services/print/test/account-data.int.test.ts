import { accountDataRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMISED_NOTE, ERASED_OWNER } from '../src/account-data/anonymise-order.js';
import {
  newVisitor,
  recordingSubmissions,
  startApp,
  type TestApp,
  type Visitor,
  placeOrder,
} from './support.js';

let test: TestApp;
beforeAll(async () => {
  test = await startApp({ submissions: recordingSubmissions() });
});
afterAll(async () => {
  await test.close();
});

const internal = internalHeaders(TEST_INTERNAL_SECRET);

async function orderIdOf(visitor: Visitor): Promise<string> {
  return (await placeOrder(test.app, visitor)).order.id;
}

const call = (route: 'export' | 'erase', ownerIds: string[]) =>
  test.app.inject({
    method: 'POST',
    url: accountDataRoutes[route].path,
    headers: internal,
    payload: { ownerIds },
  });

describe('account data of print', () => {
  it('exports the visitor’s orders with their history, and no one else’s', async () => {
    const [visitor, bystander] = [newVisitor(), newVisitor()];
    const orderId = await orderIdOf(visitor);
    await orderIdOf(bystander);
    const res = await call('export', [visitor.id]);
    expect(res.statusCode).toBe(200);
    const { records } = res.json();
    expect(records.orders).toEqual([
      expect.objectContaining({ id: orderId, status: 'awaiting_payment' }),
    ]);
    expect(JSON.stringify(records.orders)).not.toContain('payment_client_secret');
    expect(records.orderHistory).toEqual([expect.objectContaining({ order_id: orderId })]);
  });

  it('cancels an unpaid order and keeps every order anonymised, once', async () => {
    const visitor = newVisitor();
    const orderId = await orderIdOf(visitor);
    const before = (await call('export', [visitor.id])).json().records.orders[0];
    const res = await call('erase', [visitor.id]);
    expect(res.json()).toEqual({
      erased: { cancelledOrders: 1, anonymisedOrders: 1, printFiles: 0 },
    });
    // Gone from the visitor, kept for accounting with no one attached.
    expect((await call('export', [visitor.id])).json().records.orders).toEqual([]);
    const kept = (await call('export', [ERASED_OWNER])).json().records as {
      orders: { id: string; status: string; total: number; shipping_details: object }[];
      orderHistory: { order_id: string; note: string | null }[];
    };
    const order = kept.orders.find((row) => row.id === orderId)!;
    expect(order).toMatchObject({ status: 'cancelled', total: before.total });
    expect(order.shipping_details).toMatchObject({ firstName: 'Deleted', lastName: 'customer' });
    expect(JSON.stringify(order)).not.toContain(before.shipping_details.lastName);
    expect(kept.orderHistory.filter((event) => event.order_id === orderId).at(-1)?.note).toBe(
      ANONYMISED_NOTE,
    );
    expect((await call('erase', [visitor.id])).json()).toEqual({
      erased: { cancelledOrders: 0, anonymisedOrders: 0, printFiles: 0 },
    });
  });
});
