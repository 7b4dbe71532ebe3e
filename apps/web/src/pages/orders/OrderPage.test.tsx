import {
  OFFLINE_PAYMENT_INSTRUCTIONS,
  TEST_CARD_MESSAGES,
  TEST_CHECKOUT_NOTICE,
  type PrintOrder,
} from '@cardsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { OrderPage } from './OrderPage.js';

const ORDER_ID = '3f0c2a9e-1111-4222-8333-444455556666';

function order(over: Partial<PrintOrder>): PrintOrder {
  return {
    id: ORDER_ID,
    cardId: 'card-print-000001',
    status: 'awaiting_payment',
    quantity: 2,
    paperType: 'premium-matte',
    size: 'standard',
    includeEnvelopes: true,
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
    summary: { cardPrice: 1396, envelopePrice: 100, shipping: 379, tax: 120, total: 1995 },
    history: [{ status: 'awaiting_payment', at: '2026-11-24T10:00:00.000Z', note: null }],
    trackingNumber: null,
    trackingUrl: null,
    failureReason: null,
    paymentProvider: 'offline',
    createdAt: '2026-11-24T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    ...over,
  };
}

/** Stands in for the browser's EventSource: the test sends the print service's events. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  closed = false;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  send(status: PrintOrder['status']) {
    const data = JSON.stringify({ id: ORDER_ID, status, updatedAt: '2026-11-24T10:05:00.000Z' });
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }
  close() {
    this.closed = true;
  }
}

function renderPage(body: unknown, answer: (init?: RequestInit) => Response = () => json(body)) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => answer(init));
  vi.stubGlobal('fetch', fetch);
  FakeEventSource.last = null;
  vi.stubGlobal('EventSource', FakeEventSource);
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderPage /> }], {
    initialEntries: [`/orders/${ORDER_ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return fetch;
}

const TEST_PAYMENT = { provider: 'test', notice: TEST_CHECKOUT_NOTICE } as const;

async function fillTestCard(number: string) {
  const user = userEvent.setup();
  const form = await screen.findByRole('form', { name: 'Test checkout' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '12 / 30');
  await user.type(within(form).getByLabelText('CVC'), '123');
  await user.type(within(form).getByLabelText('Name on card'), 'Ada Lovelace');
  await user.click(within(form).getByRole('button', { name: 'Pay $19.95 (test)' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('takes a Stripe test card in test mode, labelled, and shows the order paid', async () => {
    const note = 'Test payment of $19.95, Visa •••• 4242: no money moved';
    const paid = order({
      status: 'paid',
      history: [
        { status: 'awaiting_payment', at: '2026-11-24T10:00:00.000Z', note: null },
        { status: 'paid', at: '2026-11-24T10:05:00.000Z', note },
      ],
    });
    const fetch = renderPage({ order: order({}), payment: TEST_PAYMENT }, (init) =>
      init?.method === 'POST'
        ? json({ order: paid })
        : json({ order: order({}), payment: TEST_PAYMENT }),
    );
    expect((await screen.findByTestId('test-mode-notice')).textContent).toBe(TEST_CHECKOUT_NOTICE);
    await fillTestCard('4242 4242 4242 4242');

    expect(await screen.findByText(note, { exact: false })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Paid');
    expect(screen.queryByRole('form', { name: 'Test checkout' })).toBeNull();
    const [url, init] = fetch.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(String(url)).toBe(`/api/print/orders/${ORDER_ID}/test-payment`);
    expect(JSON.parse(String(init!.body))).toEqual({
      number: '4242 4242 4242 4242',
      expiry: '12 / 30',
      cvc: '123',
      name: 'Ada Lovelace',
    });
  });

  it('says why a test card did not pay: Stripe’s decline, or which field is wrong', async () => {
    const fetch = renderPage({ order: order({}), payment: TEST_PAYMENT }, (init) =>
      init?.method === 'POST'
        ? json({ code: 'card_declined', message: TEST_CARD_MESSAGES.declined }, 402)
        : json({ order: order({}), payment: TEST_PAYMENT }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay $19.95 (test)' }));
    expect(screen.getByText(TEST_CARD_MESSAGES.number)).toBeTruthy();
    expect(screen.getByText(TEST_CARD_MESSAGES.name)).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await fillTestCard('4000 0000 0000 0002');
    expect((await screen.findByRole('alert')).textContent).toBe(TEST_CARD_MESSAGES.declined);
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
  });

  it('says how payment is taken for an order paid by invoice', async () => {
    renderPage({
      order: order({}),
      payment: { provider: 'offline', instructions: OFFLINE_PAYMENT_INSTRUCTIONS },
    });
    expect(await screen.findByText(OFFLINE_PAYMENT_INSTRUCTIONS)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByText('$19.95')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  });

  it('follows the order by its status events and reloads it once when it moves', async () => {
    const paid = order({
      status: 'paid',
      history: [
        { status: 'awaiting_payment', at: '2026-11-24T10:00:00.000Z', note: null },
        { status: 'paid', at: '2026-11-24T10:05:00.000Z', note: 'Bank transfer 7' },
      ],
    });
    let current = order({});
    const offline = { provider: 'offline', instructions: OFFLINE_PAYMENT_INSTRUCTIONS } as const;
    const fetch = renderPage(null, () =>
      json({ order: current, payment: current.status === 'paid' ? null : offline }),
    );
    expect((await screen.findByTestId('order-status')).textContent).toBe('Awaiting payment');
    const events = FakeEventSource.last!;
    expect(events.url).toBe(`/api/print/orders/${ORDER_ID}/events`);
    const loads = () => fetch.mock.calls.filter(([url]) => String(url).endsWith(ORDER_ID)).length;
    expect(loads()).toBe(1);

    events.send('awaiting_payment'); // the stored status, as the stream starts: nothing to reload
    expect(loads()).toBe(1);
    current = paid;
    events.send('paid');
    expect(await screen.findByText('Bank transfer 7', { exact: false })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Paid');
    expect(loads()).toBe(2);
    expect(events.closed).toBe(false); // paid still moves on: to the printer
  });

  it('shows the status timeline with tracking once shipped, and the proof', async () => {
    renderPage({
      order: order({
        status: 'shipped',
        trackingNumber: '1Z999',
        trackingUrl: 'https://tracking.example/1Z999',
        history: [
          { status: 'awaiting_payment', at: '2026-11-24T10:00:00.000Z', note: null },
          { status: 'paid', at: '2026-11-24T10:05:00.000Z', note: 'Payment received' },
          { status: 'submitted', at: '2026-11-24T10:06:00.000Z', note: 'Sent to the printer' },
          { status: 'shipped', at: '2026-11-25T09:00:00.000Z', note: 'Shipped' },
        ],
      }),
      payment: null,
    });
    expect((await screen.findByTestId('order-status')).textContent).toBe('Shipped');
    const timeline = screen.getByRole('list', { name: 'Order status' });
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByTestId('tracking-number').textContent).toBe('1Z999');
    expect(screen.getByRole('link', { name: 'Track the parcel' }).getAttribute('href')).toBe(
      'https://tracking.example/1Z999',
    );
    expect(screen.getByRole('link', { name: 'Download the proof (PDF)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('does not follow an order that can no longer move', async () => {
    renderPage({ order: order({ status: 'delivered' }), payment: null });
    expect((await screen.findByTestId('order-status')).textContent).toBe('Delivered');
    expect(FakeEventSource.last).toBeNull();
  });
});
