import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const ORDER_ID = '0b7c3f5e-6a52-4c1e-9d8e-2f0f3a1b2c3d';
const OLDER_ORDER_ID = '1c8d4a6f-7b63-4d2f-8e9f-3a1a4b2c3d4e';
const now = new Date().toISOString();

let paid: boolean;
let fetchMock: ReturnType<typeof vi.fn>;

/** Stands in for the browser's EventSource: the test sends print's status events. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  send(status: string) {
    const data = JSON.stringify({ id: ORDER_ID, status, updatedAt: new Date().toISOString() });
    act(() => this.onmessage?.(new MessageEvent('message', { data })));
  }
  close() {
    this.closed = true;
  }
}

const order = () => ({
  id: ORDER_ID,
  cardId: 'card-order-0001',
  status: paid ? 'paid' : 'awaiting_payment',
  quantity: 2,
  paperType: 'glossy',
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
  summary: { cardPrice: 1396, envelopePrice: 100, shipping: 379, tax: 150, total: 2025 },
  history: [
    { status: 'awaiting_payment', at: now, note: null },
    ...(paid ? [{ status: 'paid', at: now, note: 'Marked paid by an admin' }] : []),
  ],
  trackingNumber: null,
  trackingUrl: null,
  failureReason: null,
  paymentProvider: 'offline',
  createdAt: now,
  updatedAt: now,
});

const detail = () => ({
  order: order(),
  paymentState: paid ? 'paid' : 'unpaid',
  nextStatuses: paid ? ['failed'] : ['cancelled', 'failed'],
  canMarkPaid: !paid,
  canRefund: paid,
  files: { proof: false, print: false },
});

beforeEach(() => {
  paid = false;
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/session') return json({ signedIn: true, expiresAt: now });
    if (url === '/api/admin/dashboard') {
      return json({
        counters: {
          visitors: 3,
          accounts: 0,
          cards: 4,
          orders: 1,
          revenueCents: 0,
          liveCollaborationSessions: 0,
        },
        recentOrders: [
          {
            id: ORDER_ID,
            customer: 'Ada Lovelace',
            date: now,
            amountCents: 2025,
            status: 'awaiting_payment',
          },
        ],
        notices: [],
      });
    }
    if (url.startsWith('/api/admin/orders?')) {
      const summary = {
        id: ORDER_ID,
        customer: 'Ada Lovelace',
        email: 'ada@example.com',
        createdAt: now,
        totalCents: 2025,
        status: order().status,
        paymentState: detail().paymentState,
        paymentProvider: 'offline',
      };
      if (url.includes('cursor=page-2')) {
        const older = { ...summary, id: OLDER_ORDER_ID, customer: 'Grace Hopper' };
        return json({ orders: [older], total: 21, pageSize: 20, nextCursor: null });
      }
      const wantsUnpaid = url.includes('payment=unpaid');
      const orders = wantsUnpaid && paid ? [] : [summary];
      // The unfiltered list has a second page (its cursor is the server's to make).
      const nextCursor = url.includes('payment=') || url.includes('status=') ? null : 'page-2';
      return json({ orders, total: nextCursor ? 21 : orders.length, pageSize: 20, nextCursor });
    }
    if (url === `/api/admin/orders/${ORDER_ID}`) return json(detail());
    if (url === `/api/admin/orders/${ORDER_ID}/mark-paid` && method === 'POST') {
      paid = true;
      return json(detail());
    }
    return json({ code: 'not_found', message: `unexpected ${method} ${url}` }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin orders and payments', () => {
  it('opens a recent order from the dashboard and marks it paid', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    expect(await screen.findByText('$20.25')).toBeVisible();
    await user.click(screen.getByRole('button', { name: `View Details of order ${ORDER_ID}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const panel = await screen.findByRole('region', { name: `Order ${ORDER_ID}` });
    expect(within(panel).getByTestId('admin-order-payment')).toHaveTextContent('Unpaid');
    await user.click(within(panel).getByRole('button', { name: 'Mark paid' }));
    expect(await within(panel).findByText(/Marked paid by an admin/)).toBeVisible();
    expect(within(panel).getByTestId('admin-order-payment')).toHaveTextContent('Paid');
    expect(within(panel).getByRole('button', { name: 'Refund…' })).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Mark paid' })).toBeNull();
  });

  it('follows an open order by its status events instead of asking every few seconds', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(
      await screen.findByRole('button', { name: `View Details of order ${ORDER_ID}` }),
    );
    const panel = await screen.findByRole('region', { name: `Order ${ORDER_ID}` });
    const stream = FakeEventSource.opened.at(-1)!;
    expect(stream.url).toBe(`/api/admin/orders/${ORDER_ID}/events`);
    const reads = () =>
      fetchMock.mock.calls.filter(([url]) => url === `/api/admin/orders/${ORDER_ID}`).length;
    const before = reads();
    // The stored status first: nothing moved, nothing is read again.
    stream.send('awaiting_payment');
    expect(reads()).toBe(before);
    // Paid elsewhere (Stripe, another admin): the order is read again and shows it.
    paid = true;
    stream.send('paid');
    expect(await within(panel).findByText(/Marked paid by an admin/)).toBeVisible();
    expect(reads()).toBe(before + 1);
    // Back after a lost connection: what happened meanwhile was not heard, so it reads again.
    act(() => stream.onerror?.());
    act(() => stream.onopen?.());
    await vi.waitFor(() => expect(reads()).toBe(before + 2));
  });

  it('lists the orders waiting for payment in Payments, and says when none match', async () => {
    paid = true;
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Payments' }));
    expect(await screen.findByText('No orders match these filters.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('/api/admin/orders?payment=unpaid&pageSize=20'),
      expect.anything(),
    );
    await user.selectOptions(screen.getByLabelText('Payment'), 'paid');
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
  });

  it('pages by the cursor the server gives, and back', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Orders' }));
    const pager = await screen.findByRole('navigation', { name: 'Order pages' });
    expect(pager).toHaveTextContent('Page 1 of 2 · 21 orders');
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      expect.stringContaining('cursor=page-2'),
      expect.anything(),
    );
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Ada Lovelace')).toBeVisible();
    expect(pager).toHaveTextContent('Page 1 of 2');
  });
});
