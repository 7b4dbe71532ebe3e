import { ownershipRoutes, type PrintOrder } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function orderIdsOf(visitor: Visitor): Promise<string[]> {
  const res = await test.app.inject({ url: '/api/print/orders', headers: visitor.headers });
  return (res.json().orders as PrintOrder[]).map((order) => order.id);
}

describe('ownership routes of print', () => {
  it("moves a visitor's orders to the account once, and counts orders per owner", async () => {
    const [visitor, account, bystander] = [newVisitor(), newVisitor(), newVisitor()];
    const orderId = await orderIdOf(visitor);
    await orderIdOf(bystander);

    const claim = () =>
      test.app.inject({
        method: 'POST',
        url: ownershipRoutes.claim.path,
        headers: internal,
        payload: { fromOwnerId: visitor.id, toOwnerId: account.id },
      });
    expect((await claim()).json()).toEqual({ moved: 1 });
    expect(await orderIdsOf(account)).toEqual([orderId]);
    expect(await orderIdsOf(visitor)).toEqual([]);
    expect((await claim()).json()).toEqual({ moved: 0 });

    const counts = await test.app.inject({
      method: 'POST',
      url: ownershipRoutes.counts.path,
      headers: internal,
      payload: { ownerIds: [visitor.id, account.id, bystander.id] },
    });
    expect(counts.json()).toEqual({ counts: { [account.id]: 1, [bystander.id]: 1 } });

    const recent = await test.app.inject({
      url: ownershipRoutes.recentOwners.path,
      headers: internal,
    });
    const owners = recent.json().owners as { ownerId: string; count: number }[];
    expect(owners.map((owner) => owner.ownerId)).toEqual(
      expect.arrayContaining([account.id, bystander.id]),
    );
    // Each with its orders, counted in the statement that read the page (other files' owners
    // may come between: this schema is shared).
    await orderIdOf(bystander);
    const again = await test.app.inject({
      url: `${ownershipRoutes.recentOwners.path}?limit=50`,
      headers: internal,
    });
    expect(again.json().owners).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ownerId: bystander.id, count: 2 }),
        expect.objectContaining({ ownerId: account.id, count: 1 }),
      ]),
    );
  });
});
