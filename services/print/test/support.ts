import { randomUUID } from 'node:crypto';
import {
  cardsRoutes,
  createApiClient,
  quotePrint,
  type PrintOrderRequest,
} from '@cardsmith/contracts';
import { internalHeaders, loadConfig, visitorHeaders } from '@cardsmith/service-kit';
import { createTestServiceContext, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { expect, inject } from 'vitest';
import type { PaymentGateway } from '../src/adapters/payments.js';
import { buildApp } from '../src/app.js';
import { PrintEnvSchema } from '../src/config.js';
import type { PrintDb } from '../src/db/database.js';
import type { SubmissionQueue } from '../src/payments/payment-events.service.js';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** The print app on this run's throwaway database and Redis, as main.ts builds it. */
export async function startApp(
  options: {
    env?: Record<string, string>;
    payments?: PaymentGateway;
    submissions?: SubmissionQueue;
    /** The vendor callback's clock; pinned so signed test callbacks are always fresh. */
    now?: () => number;
    /** A schema of the test's own (migrated by it), for tests that count every order. */
    schema?: string;
  } = {},
): Promise<TestApp> {
  const infra = inject('infra');
  const ctx = createTestServiceContext<PrintDb>(infra, options.schema ?? 'print');
  const config = loadConfig(PrintEnvSchema, {
    INTERNAL_SECRET: TEST_INTERNAL_SECRET,
    CARDS_URL: inject('serviceUrls').cards!,
    REDIS_URL: infra.redisUrl,
    REDIS_PREFIX: infra.redisPrefix,
    ...options.env,
  });
  const app = await buildApp({
    config,
    logger: ctx.logger,
    db: ctx.db,
    redis: ctx.redis,
    payments: options.payments,
    submissions: options.submissions,
    now: options.now ?? (() => 1_790_000_000_000),
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}

export interface Visitor {
  id: string;
  headers: Record<string, string>;
}

/** A fresh visitor, so test files sharing the database never see each other's orders. */
export function newVisitor(): Visitor {
  const id = `visitor-${randomUUID()}`;
  return { id, headers: visitorHeaders(TEST_INTERNAL_SECRET, id) };
}

/** A card saved by the visitor through the real cards service. */
export async function createCard(
  visitor: Visitor,
  message = 'Happy birthday, Sam!',
): Promise<string> {
  const call = createApiClient({
    baseUrl: inject('serviceUrls').cards!,
    headers: visitor.headers,
    validate: true,
    credentials: 'omit',
  });
  const card = await call(cardsRoutes.createCard, {
    body: { title: 'Print test', cardMessage: message, backgroundColor: '#fdf2f8' },
  });
  return card.id;
}

export function orderRequest(
  cardId: string,
  over: Partial<PrintOrderRequest> = {},
): PrintOrderRequest {
  const selection = {
    quantity: 2,
    paperType: 'premium-matte' as const,
    size: 'standard' as const,
    includeEnvelopes: true,
    ...over,
  };
  return {
    cardId,
    shippingDetails: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      address1: '12 Analytical Row',
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      country: 'US',
    },
    totalAmount: quotePrint(selection).total,
    ...selection,
    ...over,
  };
}

/** Records enqueued order ids instead of reaching Redis (tests that are not about the queue). */
export function recordingSubmissions(): SubmissionQueue & {
  orderIds: string[];
  at: Map<string, Date | undefined>;
  unscheduled: string[];
} {
  const orderIds: string[] = [];
  const at = new Map<string, Date | undefined>();
  const unscheduled: string[] = [];
  return {
    orderIds,
    at,
    unscheduled,
    enqueue: async (orderId, when) => {
      orderIds.push(orderId);
      at.set(orderId, when);
    },
    unschedule: async (orderId) => {
      unscheduled.push(orderId);
    },
  };
}

/** An order's status as stored, read past the service. */
export async function orderStatus(db: Kysely<PrintDb>, orderId: string) {
  const { status } = await db
    .selectFrom('print_order')
    .select('status')
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  return status;
}

/** Marks an order paid through the internal route, as the payment provider's webhook would. */
export function markPaid(app: FastifyInstance, orderId: string) {
  return app.inject({
    method: 'POST',
    url: `/internal/print/orders/${orderId}/mark-paid`,
    headers: internalHeaders(TEST_INTERNAL_SECRET),
    payload: {},
  });
}

/** What `POST /api/print` answers for a new order (the parts tests read). */
export interface PlacedOrder {
  order: { id: string; summary: { total: number } };
  payment: unknown;
}

/** A card of the visitor's, ordered in print as the page does; fails the test unless it is 201. */
export async function placeOrder(
  app: FastifyInstance,
  visitor: Visitor,
  options: { quantity?: number } = {},
): Promise<PlacedOrder> {
  const cardId = await createCard(visitor);
  const response = await app.inject({
    method: 'POST',
    url: '/api/print',
    headers: visitor.headers,
    payload: orderRequest(cardId, options),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PlacedOrder;
}
