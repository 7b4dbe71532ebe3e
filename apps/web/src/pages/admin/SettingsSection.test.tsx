import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const now = new Date().toISOString();
const MESSAGE_ID = '9b2f6a3e-1c4d-4e5f-8a9b-0c1d2e3f4a5b';
const SIGN_IN_TEMPLATE = {
  name: 'sign-in-link',
  title: 'Sign-in link',
  description: 'To an address that asked to sign in: a link that works once, for a few minutes.',
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/admin/session') return json({ signedIn: true, expiresAt: now });
      if (url === '/api/admin/dashboard') {
        return json({
          counters: {
            visitors: 0,
            accounts: 0,
            cards: 0,
            orders: 0,
            revenueCents: 0,
            liveCollaborationSessions: 0,
          },
          recentOrders: [],
          notices: [],
        });
      }
      if (url === '/api/admin/settings') {
        return json({
          services: [
            {
              service: 'ai',
              settings: {
                providers: [
                  {
                    capability: 'AI text',
                    adapter: 'openai',
                    offline: false,
                    keys: [{ name: 'OPENAI_API_KEY', set: true }],
                  },
                ],
                notes: [],
              },
              error: null,
            },
            {
              service: 'scheduler',
              settings: {
                providers: [
                  {
                    capability: 'Email',
                    adapter: 'outbox',
                    offline: true,
                    keys: [{ name: 'SMTP_URL', set: false }],
                  },
                ],
                notes: ['Time-zone data in use: 2025c'],
              },
              error: null,
            },
            {
              service: 'print',
              settings: null,
              error: 'The print service did not answer, so its providers are not shown.',
            },
          ],
        });
      }
      if (url === '/api/admin/outbox/messages?channel=email') {
        return json({
          messages: [
            {
              id: MESSAGE_ID,
              channel: 'email',
              recipient: 'sam@example.com',
              subject: 'A card for you',
              createdAt: now,
            },
          ],
          total: 1,
          pageSize: 25,
          nextCursor: null,
        });
      }
      if (url === `/api/admin/outbox/messages/${MESSAGE_ID}`) {
        return json({
          id: MESSAGE_ID,
          channel: 'email',
          recipient: 'sam@example.com',
          subject: 'A card for you',
          createdAt: now,
          text: 'Open your card: https://cards.example/cards/abc',
          html: '<p>Open your card</p>',
          deliveryId: null,
        });
      }
      if (url === '/api/admin/outbox/templates') {
        return json({ templates: [SIGN_IN_TEMPLATE] });
      }
      if (url === '/api/admin/outbox/templates/sign-in-link') {
        return json({
          ...SIGN_IN_TEMPLATE,
          subject: 'Your Cardsmith sign-in link',
          html: '<p>Sign in to Cardsmith with this link:</p>',
          text: 'Sign in to Cardsmith with this link:\n\nSign in to Cardsmith http://localhost:8080/sign-in/verify?token=sample-token',
          props: { signInUrl: 'http://localhost:8080/sign-in/verify?token=sample-token' },
        });
      }
      return json({ code: 'not_found', message: `unexpected ${url}` }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/admin settings', () => {
  it('shows the adapters, which keys are set, the silent services and the outbox', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const aiRow = (await screen.findByText('AI text')).closest('tr')!;
    expect(within(aiRow).getByText('OPENAI_API_KEY')).toBeVisible();
    expect(aiRow).toHaveTextContent('set');
    const emailRow = screen.getByText('Email', { selector: 'td' }).closest('tr')!;
    expect(emailRow).toHaveTextContent('offline default');
    expect(emailRow).toHaveTextContent('not set');
    expect(screen.getByText('Time-zone data in use: 2025c')).toBeVisible();
    expect(screen.getByText(/print service did not answer/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the queue dashboard' })).toHaveAttribute(
      'href',
      '/api/admin/queues',
    );

    await user.click(
      await screen.findByRole('button', { name: 'Open the message to sam@example.com' }),
    );
    const message = await screen.findByRole('region', { name: 'Message to sam@example.com' });
    expect(within(message).getByText(/Open your card: https/)).toBeVisible();
    expect(within(message).getByTitle('Email as sent')).toHaveAttribute('sandbox', '');
  });

  it('previews every email template, its HTML sandboxed and its plain-text part', async () => {
    const user = userEvent.setup();
    renderRoute('/admin');
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    await user.click(await screen.findByRole('tab', { name: 'Email templates' }));
    expect(await screen.findByText(SIGN_IN_TEMPLATE.description)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Preview the Sign-in link email' }));
    const preview = await screen.findByRole('region', {
      name: 'Preview of the Sign-in link email',
    });
    expect(await within(preview).findByText('Your Cardsmith sign-in link')).toBeVisible();
    expect(within(preview).getByTitle('Email preview (HTML)')).toHaveAttribute('sandbox', '');
    expect(within(preview).getByText(/verify\?token=sample-token/)).toBeVisible();
  });
});
