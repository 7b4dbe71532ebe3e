import type { AddressRequest } from '@cardsmith/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/query-client.js';
import { json } from '../../test/http.js';
import { AddressRequestsPanel } from './AddressRequestsPanel.js';

const CARD_ID = 'card-group-00000001';
const URL = `http://localhost/address/${'b'.repeat(43)}`;
const request = (over: Partial<AddressRequest>): AddressRequest => ({
  id: 'request-0000000001',
  label: 'Grandma',
  email: null,
  status: 'waiting',
  createdAt: '2026-12-01T09:00:00.000Z',
  expiresAt: '2026-12-31T09:00:00.000Z',
  receivedAt: null,
  address: null,
  url: null,
  ...over,
});
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddressRequestsPanel', () => {
  it('makes a link to copy, shows the address once received, and withdraws the link', async () => {
    const user = userEvent.setup();
    const received = request({
      id: 'request-0000000002',
      label: 'Grace',
      status: 'received',
      receivedAt: '2026-12-02T09:00:00.000Z',
      address: {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        address1: '1 Navy Way',
        city: 'London',
        state: 'Greater London',
        zip: 'SW1A 1AA',
        country: 'UK',
      },
    });
    fetchMock.mockImplementation(async (_url: unknown, init?: RequestInit) => {
      if (init?.method === 'POST') return json(request({ url: URL }), 201);
      if (init?.method === 'DELETE') {
        return json({ requests: [request({ status: 'withdrawn' }), received] });
      }
      return json({ requests: [received] });
    });
    render(
      <QueryClientProvider client={queryClient}>
        <AddressRequestsPanel cardId={CARD_ID} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Address links' });
    expect(within(list).getByText('Address received')).toBeTruthy();
    expect(
      within(list).getByText('Grace Hopper, 1 Navy Way, London Greater London SW1A 1AA, UK'),
    ).toBeTruthy();

    await user.type(screen.getByLabelText('Who it is for (optional)'), 'Grandma');
    await user.click(screen.getByRole('button', { name: 'Make an address link' }));
    expect(((await screen.findByLabelText('Address link')) as HTMLInputElement).value).toBe(URL);
    const [, init] = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(init.body))).toEqual({ label: 'Grandma' });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Withdraw the address link for Grandma' }));
    expect(await screen.findByText('Link withdrawn')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
