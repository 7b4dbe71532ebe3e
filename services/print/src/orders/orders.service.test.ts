import { PRINT_MESSAGES, quotePrint, type PrintOrderRequest } from '@cardsmith/contracts';
import { createLogger, HttpError } from '@cardsmith/service-kit';
import { describe, expect, it } from 'vitest';
import type { CardsPort } from '../adapters/cards-client.js';
import type { PaymentGateway } from '../adapters/payments.js';
import type { PrintOrderRow } from '../db/database.js';
import type { OrdersRepository } from './orders.repository.js';
import { OrdersService, PAYMENT_IN_PROGRESS_MESSAGE } from './orders.service.js';

const OWNER = 'visitor-owner';
const CARD_ID = 'card-1';

function request(over: Partial<PrintOrderRequest> = {}): PrintOrderRequest {
  const selection = {
    quantity: 2,
    paperType: 'premium-matte' as const,
    size: 'standard' as const,
    includeEnvelopes: true,
    ...over,
  };
  return {
    cardId: CARD_ID,
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

/** The service over in-memory stand-ins that record what reached the database and Stripe. */
function setup(options: {
  role?: 'owner' | 'editor' | null;
  stored?: Partial<PrintOrderRow>;
  cancelPayment?: () => Promise<void>;
}) {
  const inserted: unknown[] = [];
  const transitions: string[] = [];
  const cancelledIntents: string[] = [];
  const orders = {
    insert: async (row: unknown) => {
      inserted.push(row);
      return row;
    },
    findById: async (id: string) => (options.stored?.id === id ? options.stored : undefined),
    transition: async (id: string) => {
      transitions.push(id);
      return undefined;
    },
  } as unknown as OrdersRepository;
  const cards: CardsPort = {
    checkAccess: async () =>
      options.role === null ? null : ({ role: options.role ?? 'owner', card: {} } as never),
    cardArt: async () => ({}) as never,
  };
  const payments = {
    provider: 'stripe',
    cancelPayment: async (intentId: string) => {
      cancelledIntents.push(intentId);
      await options.cancelPayment?.();
    },
  } as unknown as PaymentGateway;
  const service = new OrdersService({
    orders,
    cards,
    payments,
    logger: createLogger('print-test', 'silent'),
  });
  return { service, inserted, transitions, cancelledIntents };
}

async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('placing a print order', () => {
  it('refuses a total the server prices differently, saying the new total, and stores nothing', async () => {
    const { service, inserted } = setup({});
    const asked = request({ quantity: 3 });
    const error = await refusal(service.place(OWNER, { ...asked, totalAmount: 1 }));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(
      PRINT_MESSAGES.totalChanged(`$${(asked.totalAmount / 100).toFixed(2)}`),
    );
    expect(error.extra).toEqual({ total: asked.totalAmount });
    expect(inserted).toEqual([]);
  });

  it('answers a missing card as not found and someone else’s as forbidden, storing nothing', async () => {
    const missing = setup({ role: null });
    expect((await refusal(missing.service.place(OWNER, request()))).statusCode).toBe(404);
    const notOwned = setup({ role: 'editor' });
    const error = await refusal(notOwned.service.place(OWNER, request()));
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(PRINT_MESSAGES.cardNotYours);
    expect([...missing.inserted, ...notOwned.inserted]).toEqual([]);
  });
});

describe('cancelling a print order', () => {
  const awaiting = {
    id: 'order-1',
    owner_visitor_id: OWNER,
    status: 'awaiting_payment',
    payment_intent_id: 'pi_1',
  } as const satisfies Partial<PrintOrderRow>;

  it('answers another visitor’s order as a missing one', async () => {
    const { service, transitions } = setup({ stored: awaiting });
    const error = await refusal(service.cancel('visitor-other', awaiting.id));
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe(PRINT_MESSAGES.orderNotFound);
    expect(transitions).toEqual([]);
  });

  it('refuses once the order is paid, without touching the payment', async () => {
    const { service, transitions, cancelledIntents } = setup({
      stored: { ...awaiting, status: 'paid' },
    });
    const error = await refusal(service.cancel(OWNER, awaiting.id));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(PRINT_MESSAGES.notCancellable);
    expect(cancelledIntents).toEqual([]);
    expect(transitions).toEqual([]);
  });

  it('keeps the order when Stripe says its payment already went through', async () => {
    const { service, transitions, cancelledIntents } = setup({
      stored: awaiting,
      cancelPayment: async () => {
        throw new Error('payment_intent_unexpected_state');
      },
    });
    const error = await refusal(service.cancel(OWNER, awaiting.id));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(PAYMENT_IN_PROGRESS_MESSAGE);
    expect(cancelledIntents).toEqual(['pi_1']);
    expect(transitions).toEqual([]);
  });

  it('refuses when another change moved the order on first', async () => {
    const { service, transitions } = setup({ stored: awaiting });
    const error = await refusal(service.cancel(OWNER, awaiting.id));
    expect(error.statusCode).toBe(409);
    expect(error.message).toBe(PRINT_MESSAGES.notCancellable);
    expect(transitions).toEqual([awaiting.id]);
  });
});
