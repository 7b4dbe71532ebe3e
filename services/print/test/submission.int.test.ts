import { PrintWorkerEnvSchema } from '../src/config.js';
import { internalHeaders, loadConfig } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createHttpVendor, outboxVendor, type PrintVendor } from '../src/adapters/vendor.js';
import type { PrintDb } from '../src/db/database.js';
import { buildSubmission } from '../src/app.js';
import { signVendorPayload } from '../src/vendor/vendor-signature.js';
import { startVendorPeer } from './vendor-peer.js';
import {
  createCard,
  newVisitor,
  orderRequest,
  recordingSubmissions,
  markPaid,
  startApp,
  type TestApp,
  type Visitor,
} from './support.js';

const CALLBACK_SECRET = 'vendor-callback-secret-for-tests';
const NOW_MS = 1_790_000_000_000;
let test: TestApp;
let vendorPeer: Awaited<ReturnType<typeof startVendorPeer>>;
const ctx = createTestServiceContext<PrintDb>(inject('infra'), 'print');
const config = loadConfig(PrintWorkerEnvSchema, {
  INTERNAL_SECRET: TEST_INTERNAL_SECRET,
  // A group card's signatures are read from cards when the files are made.
  CARDS_URL: inject('serviceUrls').cards!,
});

beforeAll(async () => {
  vendorPeer = await startVendorPeer();
  test = await startApp({
    submissions: recordingSubmissions(),
    env: { VENDOR_CALLBACK_SECRET: CALLBACK_SECRET },
  });
});
afterAll(async () => {
  await test.close();
  await vendorPeer.close();
  await ctx.close();
});

const internal = internalHeaders(TEST_INTERNAL_SECRET);
const submitter = (vendor: PrintVendor) =>
  buildSubmission({ config, db: ctx.db, logger: ctx.logger, vendor }).submission;

async function paidOrder(): Promise<{ visitor: Visitor; orderId: string }> {
  const visitor = newVisitor();
  const cardId = await createCard(visitor, 'Congratulations on the new home!');
  const placed = await test.app.inject({
    method: 'POST',
    url: '/api/print',
    headers: visitor.headers,
    payload: orderRequest(cardId),
  });
  const orderId: string = placed.json().order.id;
  const paid = await markPaid(test.app, orderId);
  expect(paid.statusCode).toBe(200);
  return { visitor, orderId };
}

const orderOf = async (visitor: Visitor, orderId: string) =>
  (await test.app.inject({ url: `/api/print/orders/${orderId}`, headers: visitor.headers })).json()
    .order;

function callback(body: object, options: { secret?: string; timestampMs?: number } = {}) {
  const raw = JSON.stringify(body);
  const timestamp = String(Math.floor((options.timestampMs ?? NOW_MS) / 1000));
  return {
    method: 'POST' as const,
    url: '/api/print/vendor/callback',
    headers: {
      'content-type': 'application/json',
      'x-vendor-timestamp': timestamp,
      'x-vendor-signature': signVendorPayload(
        options.secret ?? CALLBACK_SECRET,
        timestamp,
        Buffer.from(raw),
      ),
    },
    payload: raw,
  };
}

describe('print-submit with the HTTP vendor', () => {
  it('renders the files, submits once when two runs race, and the vendor can fetch the PDF', async () => {
    const { visitor, orderId } = await paidOrder();
    const submission = submitter(
      createHttpVendor({ apiUrl: vendorPeer.apiUrl, apiKey: 'vendor-key' }),
    );
    const before = vendorPeer.uniqueOrders();
    const outcomes = await Promise.all([submission.submit(orderId), submission.submit(orderId)]);
    expect(outcomes.filter((outcome) => outcome === 'submitted')).toHaveLength(1);
    expect(vendorPeer.uniqueOrders()).toBe(before + 1);
    // A third run (a retried or duplicate job) does nothing.
    expect(await submission.submit(orderId)).toBe('skipped');

    const order = await orderOf(visitor, orderId);
    expect(order.status).toBe('submitted');
    expect(order.history.filter((h: { status: string }) => h.status === 'submitted')).toHaveLength(
      1,
    );

    const sent = vendorPeer.requests.filter((r) => r.body.merchantReference === orderId);
    expect(sent[0]!.headers.authorization).toBe('Bearer vendor-key');
    expect(sent[0]!.headers['idempotency-key']).toBe(orderId);
    expect(sent[0]!.body).toMatchObject({
      callbackUrl: 'http://localhost:8080/api/print/vendor/callback',
      recipient: { name: 'Ada Lovelace', address: { countryCode: 'US', postalOrZipCode: '62701' } },
      items: [{ sku: 'GRC-PREMIUM-MATTE-5X7', copies: 2, attributes: { envelopes: true } }],
    });
    const assetUrl = new URL(sent[0]!.body.items[0].assets[0].url);
    const pdf = await test.app.inject({ url: assetUrl.pathname + assetUrl.search });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((await PDFDocument.load(pdf.rawPayload)).getPageCount()).toBe(3);
    const forged = await test.app.inject({ url: `${assetUrl.pathname}?token=forged` });
    expect(forged.statusCode).toBe(403);

    const proof = await test.app.inject({
      url: `/api/print/orders/${orderId}/proof.pdf`,
      headers: visitor.headers,
    });
    expect(proof.statusCode).toBe(200);
    const strangers = await test.app.inject({
      url: `/api/print/orders/${orderId}/proof.pdf`,
      headers: newVisitor().headers,
    });
    expect(strangers.statusCode).toBe(404);
  });

  it('moves the order on signed callbacks to shipped with tracking, then delivered; replays and bad signatures change nothing', async () => {
    const { visitor, orderId } = await paidOrder();
    await submitter(createHttpVendor({ apiUrl: vendorPeer.apiUrl, apiKey: 'vendor-key' })).submit(
      orderId,
    );
    const event = (eventId: string, status: string, extra: object = {}) =>
      callback({ eventId: `${orderId}-${eventId}`, merchantReference: orderId, status, ...extra });

    expect((await test.app.inject(event('1', 'in_production'))).statusCode).toBe(200);
    const shipped = event('2', 'shipped', {
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://tracking.example/1Z999AA10123456784',
    });
    expect((await test.app.inject(shipped)).statusCode).toBe(200);
    let order = await orderOf(visitor, orderId);
    expect(order).toMatchObject({
      status: 'shipped',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://tracking.example/1Z999AA10123456784',
    });

    const forgedBody = { eventId: `${orderId}-x`, merchantReference: orderId, status: 'cancelled' };
    const forged = callback(forgedBody, { secret: 'not-the-secret' });
    expect((await test.app.inject(forged)).statusCode).toBe(401);
    const stale = callback(forgedBody, { timestampMs: NOW_MS - 3_600_000 });
    expect((await test.app.inject(stale)).statusCode).toBe(401);

    expect((await test.app.inject(event('3', 'delivered'))).statusCode).toBe(200);
    expect((await test.app.inject(shipped)).statusCode).toBe(200);
    order = await orderOf(visitor, orderId);
    expect(order.status).toBe('delivered');
    expect(order.history.map((h: { status: string }) => h.status)).toEqual([
      'awaiting_payment',
      'paid',
      'submitted',
      'in_production',
      'shipped',
      'delivered',
    ]);
  });

  it('fails the order with a reason when the vendor refuses it', async () => {
    const { visitor, orderId } = await paidOrder();
    vendorPeer.rejectNext();
    const outcome = await submitter(
      createHttpVendor({ apiUrl: vendorPeer.apiUrl, apiKey: 'k' }),
    ).submit(orderId);
    expect(outcome).toBe('rejected');
    const order = await orderOf(visitor, orderId);
    expect(order.status).toBe('failed');
    expect(order.failureReason).toBe(
      'The printer could not accept this order. Our team will contact you.',
    );
  });
});

describe('print-submit with the outbox', () => {
  it('holds the order for an operator, who downloads the PDF and records the shipment', async () => {
    const { visitor, orderId } = await paidOrder();
    expect(await submitter(outboxVendor).submit(orderId)).toBe('submitted');
    const outbox = await test.app.inject({ url: '/internal/print/outbox', headers: internal });
    expect(outbox.json().orders.map((o: { id: string }) => o.id)).toContain(orderId);
    const file = await test.app.inject({
      url: `/internal/print/orders/${orderId}/files/print.pdf`,
      headers: internal,
    });
    expect(file.headers['content-type']).toBe('application/pdf');

    const update = await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/vendor-status`,
      headers: internal,
      payload: {
        status: 'shipped',
        trackingNumber: 'LX123',
        trackingUrl: 'https://post.example/LX123',
      },
    });
    expect(update.statusCode).toBe(200);
    expect((await orderOf(visitor, orderId)).trackingNumber).toBe('LX123');
    const backwards = await test.app.inject({
      method: 'POST',
      url: `/internal/print/orders/${orderId}/vendor-status`,
      headers: internal,
      payload: { status: 'in_production' },
    });
    expect(backwards.statusCode).toBe(409);
  });
});
