import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { UsersSection } from './UsersSection.js';

const ACCOUNT_ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';
afterEach(() => vi.unstubAllGlobals());

describe('the Users section', () => {
  it('lists accounts and anonymous visitors with their counts, and disables an account', async () => {
    let disabled = false;
    const account = () => ({
      id: ACCOUNT_ID,
      email: 'ada@example.com',
      createdAt: '2026-11-24T20:00:00Z',
      lastSignInAt: '2026-11-24T20:01:00Z',
      disabled,
      cards: 3,
      orders: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url === '/api/admin/users') {
          return json({
            accounts: [account()],
            visitors: [
              {
                visitorId: 'visitor-anonymous-000000001',
                lastActiveAt: '2026-11-24T19:00:00Z',
                cards: 2,
                orders: null,
              },
            ],
            notices: ['The print service did not answer: order counts are not shown.'],
          });
        }
        if (url === `/api/admin/users/${ACCOUNT_ID}/disable` && init?.method === 'POST') {
          disabled = true;
          return json({ ...account(), cards: null });
        }
        return json({ code: 'not_found', message: `unexpected ${url}` }, 404);
      }),
    );
    const user = userEvent.setup();
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <UsersSection />
      </QueryClientProvider>,
    );
    const accounts = await screen.findByRole('table', { name: 'Accounts' });
    const row = within(accounts).getByRole('row', { name: /ada@example.com/ });
    expect(row).toHaveTextContent('3');
    expect(row).toHaveTextContent('unknown');
    expect(row).toHaveTextContent('active');
    const visitors = screen.getByRole('table', { name: 'Anonymous visitors' });
    expect(within(visitors).getByText('visitor-anonymous-000000001')).toBeVisible();
    expect(screen.getByText(/print service did not answer/)).toBeVisible();

    await user.click(within(row).getByRole('button', { name: 'Disable ada@example.com' }));
    expect(
      await within(accounts).findByRole('button', { name: 'Enable ada@example.com' }),
    ).toBeVisible();
    expect(within(accounts).getByRole('row', { name: /ada@example.com/ })).toHaveTextContent(
      'disabled',
    );
  });
});
