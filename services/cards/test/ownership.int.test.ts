import { randomUUID } from 'node:crypto';
import { ownershipRoutes } from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './support.js';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const internal = internalHeaders(TEST_INTERNAL_SECRET);
const ownerId = () => `owner-${randomUUID()}`;
const as = (id: string) => visitorHeaders(TEST_INTERNAL_SECRET, id);

async function createCard(owner: string, title: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/cards',
    headers: as(owner),
    payload: { title },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function myCardIds(owner: string): Promise<string[]> {
  const res = await t.app.inject({ url: '/api/cards', headers: as(owner) });
  return (res.json().cards as { id: string }[]).map((card) => card.id).sort();
}

const claim = (fromOwnerId: string, toOwnerId: string, headers = internal) =>
  t.app.inject({
    method: 'POST',
    url: ownershipRoutes.claim.path,
    headers,
    payload: { fromOwnerId, toOwnerId },
  });

describe('ownership routes of cards', () => {
  it("moves a visitor's cards to the account once, leaving other visitors' alone", async () => {
    const [visitor, account, bystander] = [ownerId(), ownerId(), ownerId()];
    const made = [await createCard(visitor, 'One'), await createCard(visitor, 'Two')];
    const alreadyMine = await createCard(account, 'From the other device');
    const theirs = await createCard(bystander, 'Not yours');

    const first = await claim(visitor, account);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ moved: 2 });
    expect(await myCardIds(account)).toEqual([...made, alreadyMine].sort());
    expect(await myCardIds(visitor)).toEqual([]);
    expect(await myCardIds(bystander)).toEqual([theirs]);

    expect((await claim(visitor, account)).json()).toEqual({ moved: 0 });
    expect(await myCardIds(account)).toHaveLength(3);
  });

  it('counts live cards per owner and lists the owners active last', async () => {
    const [busy, quiet, none] = [ownerId(), ownerId(), ownerId()];
    await createCard(quiet, 'Only one');
    await createCard(busy, 'First');
    await createCard(busy, 'Second');
    const counts = await t.app.inject({
      method: 'POST',
      url: ownershipRoutes.counts.path,
      headers: internal,
      payload: { ownerIds: [busy, quiet, none] },
    });
    expect(counts.json()).toEqual({ counts: { [busy]: 2, [quiet]: 1 } });

    const recent = await t.app.inject({
      url: `${ownershipRoutes.recentOwners.path}?limit=2`,
      headers: internal,
    });
    expect(recent.statusCode).toBe(200);
    const owners = recent.json().owners as { ownerId: string; count: number }[];
    expect(owners[0]).toMatchObject({ ownerId: busy, count: 2 });
    expect(owners).toHaveLength(2);
  });

  it('refuses callers without the internal secret and malformed claims', async () => {
    expect((await claim(ownerId(), ownerId(), {})).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'POST',
      url: ownershipRoutes.claim.path,
      headers: internal,
      payload: { fromOwnerId: '' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
