import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const account = { id: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', email: 'ada@example.com' };

function stubServer(verifyAnswer: () => Response) {
  const verifications: string[] = [];
  let signedIn = false;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/auth/session') {
        return json(
          signedIn
            ? { signedIn: true, account, expiresAt: '2026-12-24T20:00:00Z' }
            : {
                signedIn: false,
              },
        );
      }
      if (url === '/api/auth/verify' && init?.method === 'POST') {
        verifications.push((JSON.parse(String(init.body)) as { token: string }).token);
        const answer = verifyAnswer();
        signedIn = answer.ok;
        return answer;
      }
      if (url === '/api/cards') {
        return json({
          cards: signedIn ? [{ id: 'card-made-before-01', title: 'Made before signing in' }] : [],
        });
      }
      return json({ code: 'not_found', message: `unexpected ${url}` }, 404);
    }),
  );
  return verifications;
}
afterEach(() => vi.unstubAllGlobals());

describe('/sign-in/verify', () => {
  it('uses the token once, signs in and lists the cards the account now holds', async () => {
    const verifications = stubServer(() =>
      json({ signedIn: true, account, expiresAt: '2026-12-24T20:00:00Z' }),
    );
    renderRoute('/sign-in/verify?token=the-token');
    expect(await screen.findByText('ada@example.com', { selector: 'strong' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Made before signing in' })).toHaveAttribute(
      'href',
      '/cards/card-made-before-01',
    );
    // The header shows the account (its menu's code loads once someone is signed in).
    expect(await screen.findByRole('button', { name: 'Account: ada@example.com' })).toBeVisible();
    expect(verifications).toEqual(['the-token']);
  });

  it('says why a link no longer works and offers a new one', async () => {
    stubServer(() =>
      json(
        {
          code: 'validation_failed',
          message: 'This sign-in link has expired. Please ask for a new one.',
        },
        400,
      ),
    );
    renderRoute('/sign-in/verify?token=old-token');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in link has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('button', { name: 'Email me a new link' })).toBeVisible();
  });
});
