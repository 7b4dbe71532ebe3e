import {
  ADDRESS_REQUEST_MESSAGES,
  CONTACT_MESSAGES,
  type AddressLinkView,
} from '@cardsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { AddressPage } from './AddressPage.js';

const TOKEN = 'a'.repeat(43);
const VIEW: AddressLinkView = {
  cardTitle: 'Farewell, Grace!',
  askerName: 'Sam',
  received: false,
  expiresAt: '2026-12-31T09:00:00.000Z',
};
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async (_url: unknown, init?: RequestInit) =>
    init?.method === 'PUT' ? json({ ...VIEW, received: true }) : json(VIEW),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPage() {
  const router = createMemoryRouter([{ path: '/address/:token', element: <AddressPage /> }], {
    initialEntries: [`/address/${TOKEN}`],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const puts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');

describe('AddressPage', () => {
  it('shows the card and who asks, checks the address as the print form does, and sends it', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByText(/Sam would like to post you a printed card, “Farewell, Grace!”/),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send address' }));
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('First name is required')).toBeTruthy();
    expect(within(alert).getByText('ZIP code is required')).toBeTruthy();
    expect(puts()).toHaveLength(0);

    for (const [label, value] of [
      ['First name', 'Grace'],
      ['Last name', 'Hopper'],
      ['Email', 'grace@example.com'],
      ['Address', '1 Navy Way'],
      ['City', 'London'],
      ['State / province', 'Greater London'],
      ['ZIP / postal code', '94105'],
    ] as const) {
      await user.type(screen.getByLabelText(label), value);
    }
    await user.selectOptions(screen.getByLabelText('Country'), 'UK');
    await user.click(screen.getByRole('button', { name: 'Send address' }));
    expect(
      within(screen.getByRole('alert')).getByText(CONTACT_MESSAGES.postalCodeInvalid('UK')),
    ).toBeTruthy();
    expect(puts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('ZIP / postal code'));
    await user.type(screen.getByLabelText('ZIP / postal code'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Send address' }));
    expect(await screen.findByText(/your address has been sent/)).toBeTruthy();
    const [[url, init]] = puts() as [[string, RequestInit]];
    expect(url).toBe(`/api/address/${TOKEN}`);
    expect(JSON.parse(String(init.body))).toMatchObject({ zip: 'SW1A 1AA', country: 'UK' });
    expect(screen.getByRole('button', { name: 'Send the corrected address' })).toBeTruthy();
  });

  it('says so when the link was withdrawn', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 'not_found', message: ADDRESS_REQUEST_MESSAGES.linkWithdrawn }, 410),
    );
    renderPage();
    expect(await screen.findByText(ADDRESS_REQUEST_MESSAGES.linkWithdrawn)).toBeTruthy();
    expect(screen.getByText('This address link does not work')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send address' })).toBeNull();
  });
});
