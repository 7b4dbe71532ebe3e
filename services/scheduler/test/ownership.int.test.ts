import { ownershipRoutes } from '@cardsmith/contracts';
import { internalHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDue } from './deliveries-fixtures.js';
import { newVisitor, startApp } from './support.js';

let t: Awaited<ReturnType<typeof startApp>>;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

async function scheduleIdsOf(headers: Record<string, string>): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/schedules', headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().schedules as { id: string }[]).map((schedule) => schedule.id).sort();
}

describe('ownership routes of the scheduler', () => {
  it("moves a visitor's schedules to the account once, leaving others alone", async () => {
    const [visitor, account, bystander] = [newVisitor(), newVisitor(), newVisitor()];
    const moved = await insertDue(t.db, 2, { owner_visitor_id: visitor.id });
    const kept = await insertDue(t.db, 1, { owner_visitor_id: bystander.id });

    const claim = () =>
      t.app.inject({
        method: 'POST',
        url: ownershipRoutes.claim.path,
        headers: internalHeaders(TEST_INTERNAL_SECRET),
        payload: { fromOwnerId: visitor.id, toOwnerId: account.id },
      });
    expect((await claim()).json()).toEqual({ moved: 2 });
    expect(await scheduleIdsOf(account.headers)).toEqual(moved.sort());
    expect(await scheduleIdsOf(visitor.headers)).toEqual([]);
    expect(await scheduleIdsOf(bystander.headers)).toEqual(kept);
    expect((await claim()).json()).toEqual({ moved: 0 });
  });

  it('refuses a claim without the internal secret', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: ownershipRoutes.claim.path,
      payload: { fromOwnerId: 'a', toOwnerId: 'b' },
    });
    expect(res.statusCode).toBe(403);
  });
});
