import { randomUUID } from 'node:crypto';
import {
  ADDRESS_REQUEST_LIMITS,
  ADDRESS_REQUEST_MESSAGES,
  CONTACT_MESSAGES,
  PRINT_MESSAGES,
  type AddressRequest,
  type AddressRequestList,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newVisitor, PUBLIC_ORIGIN, startApp, type TestApp } from './support.js';

/** The test's clock: links expire by it. */
let clock = new Date('2026-12-01T09:00:00Z');
let t: TestApp;
const ctx = createTestServiceContext<any>(inject('infra'), 'cards');

beforeAll(async () => {
  t = await startApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
  await ctx.close();
});

const request = (method: string, url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method: method as 'GET', url, headers, payload });

/** A street no other test writes, so finding it in a response can only mean this address. */
const street = () =>
  `${Math.floor(Math.random() * 900) + 100} Quietstreet-${randomUUID().slice(0, 8)}`;

const ukAddress = (address1: string): ShippingDetails => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
  address1,
  city: 'London',
  state: 'Greater London',
  zip: 'SW1A 1AA',
  country: 'UK',
});

async function createCard(visitor: Record<string, string>) {
  const res = await request('POST', '/api/cards', visitor, { title: 'Farewell, Grace!' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: string }).id;
}

async function askForAddress(cardId: string, organiser: Record<string, string>) {
  const res = await request('POST', `/api/cards/${cardId}/address-requests`, organiser, {
    label: 'Grace',
    email: 'Grace@Example.com',
    askerName: 'Sam',
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as AddressRequest;
  const token = /\/address\/([A-Za-z0-9_-]{43})$/.exec(created.url ?? '')?.[1];
  expect(token).toBeDefined();
  return { created, token: token! };
}

describe('addresses by link', () => {
  it('the organiser asks, the link holder sends an address checked per country, only the organiser reads it', async () => {
    const organiser = newVisitor();
    const stranger = newVisitor();
    const cardId = await createCard(organiser);
    const { created, token } = await askForAddress(cardId, organiser);
    expect(created).toMatchObject({
      label: 'Grace',
      email: 'grace@example.com',
      status: 'waiting',
      address: null,
      receivedAt: null,
    });
    expect(created.url).toBe(`${PUBLIC_ORIGIN}/address/${token}`);
    // Only the link's hash is kept.
    const { rows } = await sql<{ token_hash: string }>`
      select token_hash from cards.address_request where id = ${created.id}`.execute(ctx.db);
    expect(rows[0]!.token_hash).not.toContain(token);

    const view = await request('GET', `/api/address/${token}`, {});
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toEqual({
      cardTitle: 'Farewell, Grace!',
      askerName: 'Sam',
      received: false,
      expiresAt: new Date(
        clock.getTime() + ADDRESS_REQUEST_LIMITS.validDays * 86_400_000,
      ).toISOString(),
    });

    // The print form's checks and sentences: a US ZIP is not a UK postcode; a blank name.
    const address1 = street();
    const wrongPostcode = await request(
      'PUT',
      `/api/address/${token}`,
      {},
      {
        ...ukAddress(address1),
        zip: '94105',
      },
    );
    expect(wrongPostcode.statusCode).toBe(400);
    expect(wrongPostcode.body).toContain(CONTACT_MESSAGES.postalCodeInvalid('UK'));
    const noName = await request(
      'PUT',
      `/api/address/${token}`,
      {},
      {
        ...ukAddress(address1),
        firstName: ' ',
      },
    );
    expect(noName.statusCode).toBe(400);
    expect(noName.body).toContain(PRINT_MESSAGES.firstName);
    const usZipInCanada = await request(
      'PUT',
      `/api/address/${token}`,
      {},
      {
        ...ukAddress(address1),
        country: 'CA',
        zip: '94105',
      },
    );
    expect(usZipInCanada.statusCode).toBe(400);
    expect(usZipInCanada.body).toContain(CONTACT_MESSAGES.postalCodeInvalid('CA'));

    const sent = await request('PUT', `/api/address/${token}`, {}, ukAddress(address1));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ received: true });
    expect(sent.body).not.toContain(address1);

    const list = await request('GET', `/api/cards/${cardId}/address-requests`, organiser);
    expect(list.statusCode).toBe(200);
    const [received] = (list.json() as AddressRequestList).requests;
    expect(received).toMatchObject({ status: 'received', address: ukAddress(address1), url: null });

    for (const method of ['GET', 'POST'] as const) {
      const res = await request(method, `/api/cards/${cardId}/address-requests`, stranger, {});
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(ADDRESS_REQUEST_MESSAGES.notOwner);
    }
  });

  it('never shows the address to signers or the public', async () => {
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const { token } = await askForAddress(cardId, organiser);
    const address1 = street();
    expect(
      (await request('PUT', `/api/address/${token}`, {}, ukAddress(address1))).statusCode,
    ).toBe(200);
    const invited = await request('POST', `/api/cards/${cardId}/group/invites`, organiser, {
      emails: [`signer-${randomUUID().slice(0, 8)}@example.com`],
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const signUrl = (invited.json() as { invites: { signUrl: string }[] }).invites[0]!.signUrl;
    const signPath = new URL(signUrl).pathname.replace('/sign/', '/api/sign/');
    const signer = newVisitor();
    const signed = await request('PUT', signPath, signer, { name: 'Ada', message: 'Good luck!' });
    expect(signed.statusCode, signed.body).toBe(200);

    const answers = await Promise.all([
      request('GET', signPath, signer),
      request('GET', `/api/cards/${cardId}/signatures`, signer),
      request('GET', `/api/cards/${cardId}`, signer),
      request('GET', `/api/address/${token}`, signer),
      request('GET', `/api/cards/${cardId}/address-requests`, signer),
      request('GET', `/api/cards/${cardId}/group`, signer),
    ]);
    for (const answer of answers) {
      expect(answer.body).not.toContain(address1);
      expect(answer.body).not.toContain('SW1A');
    }
  });

  it('a withdrawn, expired or unknown link says so; a link is limited per hour', async () => {
    const organiser = newVisitor();
    const cardId = await createCard(organiser);
    const { created, token } = await askForAddress(cardId, organiser);

    for (let i = 0; i < ADDRESS_REQUEST_LIMITS.submitsPerHour; i++) {
      const res = await request('PUT', `/api/address/${token}`, {}, ukAddress(street()));
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await request('PUT', `/api/address/${token}`, {}, ukAddress(street()));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(ADDRESS_REQUEST_MESSAGES.rateLimited);

    const withdrawn = await request(
      'DELETE',
      `/api/cards/${cardId}/address-requests/${created.id}`,
      organiser,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect((withdrawn.json() as AddressRequestList).requests[0]!.status).toBe('withdrawn');
    for (const method of ['GET', 'PUT'] as const) {
      const res = await request(method, `/api/address/${token}`, {}, ukAddress(street()));
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(ADDRESS_REQUEST_MESSAGES.linkWithdrawn);
    }
    const again = await request(
      'DELETE',
      `/api/cards/${cardId}/address-requests/${created.id}`,
      organiser,
    );
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(ADDRESS_REQUEST_MESSAGES.requestNotFound);

    const unknown = await request('GET', `/api/address/${'x'.repeat(43)}`, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ADDRESS_REQUEST_MESSAGES.linkNotFound);

    const { created: laterRequest, token: later } = await askForAddress(cardId, organiser);
    const before = clock;
    clock = new Date(clock.getTime() + (ADDRESS_REQUEST_LIMITS.validDays + 1) * 86_400_000);
    try {
      const expired = await request('PUT', `/api/address/${later}`, {}, ukAddress(street()));
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(ADDRESS_REQUEST_MESSAGES.linkExpired);
      const list = await request('GET', `/api/cards/${cardId}/address-requests`, organiser);
      // Made at the same instant as the withdrawn one: found by its id, not its place.
      const found = (list.json() as AddressRequestList).requests.find(
        (request) => request.id === laterRequest.id,
      );
      expect(found?.status).toBe('expired');
    } finally {
      clock = before;
    }
  });

  it('account export includes the requests, deletion removes them', async () => {
    const ownerId = `visitor-${randomUUID()}`;
    const organiser = visitorHeaders(TEST_INTERNAL_SECRET, ownerId);
    const cardId = await createCard(organiser);
    const { token } = await askForAddress(cardId, organiser);
    const address1 = street();
    await request('PUT', `/api/address/${token}`, {}, ukAddress(address1));
    const headers = internalHeaders(TEST_INTERNAL_SECRET);
    const exported = await request('POST', '/internal/account-data/export', headers, {
      ownerIds: [ownerId],
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const records = exported.json().records as { addressRequests: { address: ShippingDetails }[] };
    expect(records.addressRequests).toHaveLength(1);
    expect(records.addressRequests[0]!.address.address1).toBe(address1);
    expect(exported.body).not.toContain(token);

    const erased = await request('POST', '/internal/account-data/erase', headers, {
      ownerIds: [ownerId],
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().erased.addressRequests).toBe(1);
    const { rows } =
      await sql`select 1 from cards.address_request where card_id = ${cardId}`.execute(ctx.db);
    expect(rows).toHaveLength(0);
  });
});
