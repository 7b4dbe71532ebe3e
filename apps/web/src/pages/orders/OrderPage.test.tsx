import { OFFLINE_PAYMENT_INSTRUCTIONS, type PrintOrder } from '@cardsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
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

function renderPage(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(body)),
  );
  queryClient.clear();
  const router = createMemoryRouter([{ path: '/orders/:id', element: <OrderPage /> }], {
    initialEntries: [`/orders/${ORDER_ID}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('says how payment is taken when card payments are off', async () => {
    renderPage({
      order: order({}),
      payment: { provider: 'offline', instructions: OFFLINE_PAYMENT_INSTRUCTIONS },
    });
    expect(await screen.findByText(OFFLINE_PAYMENT_INSTRUCTIONS)).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Awaiting payment');
    expect(screen.getByText('$19.95')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
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
});
