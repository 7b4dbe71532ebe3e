import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AddressRequestList } from '@cardsmith/contracts';
import { queryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { PrintOrderDialog } from './PrintOrderDialog.js';

const CARD = { id: 'card-print-000001', title: 'For Sam' };
let fetchMock: ReturnType<typeof vi.fn>;
/** The print service's answer; the card's address links answer `addressRequests`. */
let answer: () => Promise<Response>;
let addressRequests: AddressRequestList;
const isAddressRequests = (url: unknown) => String(url).includes('/address-requests');
const orderCalls = () => fetchMock.mock.calls.filter(([url]) => !isAddressRequests(url));

beforeEach(() => {
  answer = async () => json({ code: 'internal', message: 'unexpected' }, 500);
  addressRequests = { requests: [] };
  fetchMock = vi.fn((url: unknown) =>
    isAddressRequests(url) ? Promise.resolve(json(addressRequests)) : answer(),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderDialog() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <PrintOrderDialog open card={CARD} onOpenChange={() => {}} /> },
      { path: '/orders/:id', element: <p>order page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const total = () => screen.getByTestId('print-total').textContent;

describe('PrintOrderDialog', () => {
  it('updates the summary live and says when shipping becomes free', async () => {
    const user = userEvent.setup();
    renderDialog();
    // 1 standard card: $2.99 + $3.79 shipping + $0.24 tax
    expect(total()).toBe('$7.02');
    expect(screen.getByText(/Add 10 more cards for free shipping/)).toBeTruthy();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, 'x');
    await user.tab();
    expect((quantity as HTMLInputElement).value).toBe('1');
    await user.clear(quantity);
    await user.type(quantity, '11');
    expect(
      screen.getByText('Free shipping applied: orders of more than 10 cards ship free.'),
    ).toBeTruthy();
    await user.click(screen.getByLabelText(/Glossy/));
    await user.click(screen.getByText('Large'));
    await user.click(screen.getByRole('switch'));
    expect(total()).toBe('$100.74');
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect((quantity as HTMLInputElement).value).toBe('12');
  });

  it('lists every problem under the spec heading without calling the server', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Please fix the following issues:')).toBeTruthy();
    for (const sentence of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Address is required',
      'City is required',
      'State is required',
      'ZIP code is required',
    ]) {
      expect(within(alert).getByText(sentence)).toBeTruthy();
    }
    expect(orderCalls()).toHaveLength(0);
  });

  it('places the order with the shown total, says Processing Order... and opens the order page', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    answer = () =>
      new Promise<Response>((resolve) => {
        release = resolve;
      });
    const router = renderDialog();
    const fill = async (label: string | RegExp, value: string) =>
      user.type(screen.getByLabelText(label), value);
    await fill('First name', 'Ada');
    await fill('Last name', 'Lovelace');
    await fill('Email', 'ada@example.com');
    await fill('Address', '12 Analytical Row');
    await fill('City', 'Springfield');
    await fill('State / province', 'IL');
    await fill('ZIP / postal code', '62701');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(screen.getByRole('button', { name: 'Processing Order...' })).toHaveProperty(
      'disabled',
      true,
    );
    const [url, init] = orderCalls()[0] as [string, RequestInit];
    expect(url).toBe('/api/print');
    expect(JSON.parse(String(init.body))).toMatchObject({
      cardId: CARD.id,
      quantity: 1,
      totalAmount: 702,
    });
    release(
      json(
        {
          success: true,
          order: { id: 'order-1' },
          payment: { provider: 'offline', instructions: 'x' },
        },
        201,
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders/order-1'));
  });

  it('shows the server’s sentence when the price changed', async () => {
    const user = userEvent.setup();
    answer = async () =>
      json({ code: 'conflict', message: 'The price has changed: the total is now $7.50.' }, 409);
    renderDialog();
    for (const [label, value] of [
      ['First name', 'A'],
      ['Last name', 'B'],
      ['Email', 'a@b.co'],
      ['Address', '1 St'],
      ['City', 'C'],
      ['State / province', 'S'],
      ['ZIP / postal code', '62701'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('The price has changed: the total is now $7.50.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveProperty('disabled', false);
  });

  it('fills the shipping details from the address sent by the card’s address link', async () => {
    const address = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      address1: '1 Navy Way',
      city: 'London',
      state: 'Greater London',
      zip: 'SW1A 1AA',
      country: 'UK' as const,
    };
    addressRequests = {
      requests: [
        {
          id: 'request-0000000001',
          label: 'Grace',
          email: null,
          status: 'received',
          createdAt: '2026-12-01T09:00:00.000Z',
          expiresAt: '2026-12-31T09:00:00.000Z',
          receivedAt: '2026-12-02T09:00:00.000Z',
          address,
          url: null,
        },
      ],
    };
    renderDialog();
    expect(await screen.findByText('Filled in from the address Grace sent.')).toBeTruthy();
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Grace');
    expect((screen.getByLabelText('ZIP / postal code') as HTMLInputElement).value).toBe('SW1A 1AA');
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('UK');
  });
});
