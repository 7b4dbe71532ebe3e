import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const requested: string[] = [];

beforeEach(() => {
  requested.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') return json({ signedIn: false });
      if (url === '/api/auth/sign-in' && init?.method === 'POST') {
        const { email } = JSON.parse(String(init.body)) as { email: string };
        requested.push(email);
        if (!email.includes('@')) {
          return json(
            {
              code: 'validation_failed',
              message: 'The request is not valid.',
              issues: [{ path: 'email', message: 'Please enter a valid email address.' }],
            },
            400,
          );
        }
        return json({ sent: true, expiresInMinutes: 15 });
      }
      return json({ code: 'not_found', message: `unexpected ${url}` }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('Sign In', () => {
  it('asks for an address, says what is wrong with it, then to check the email', async () => {
    const user = userEvent.setup();
    renderRoute('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    const address = within(dialog).getByLabelText('Email address');

    await user.type(address, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please enter a valid email address.',
    );
    expect(address).toHaveAttribute('aria-invalid', 'true');

    await user.clear(address);
    await user.type(address, 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Email me a link' }));
    const sent = await screen.findByRole('dialog', { name: 'Check your email' });
    expect(within(sent).getByText('ada@example.com')).toBeVisible();
    expect(sent).toHaveTextContent('within 15 minutes');
    expect(requested).toEqual(['not an address', 'ada@example.com']);
  });
});
