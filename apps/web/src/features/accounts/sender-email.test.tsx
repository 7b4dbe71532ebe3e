import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../test/http.js';
import { renderRoute } from '../../test/render.js';

const now = new Date().toISOString();
const CARD = {
  id: 'card-sender-000001',
  title: 'For Ada',
  category: 'birthday',
  templateId: null,
  frameId: null,
  backgroundColor: '#ffffff',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  elements: [],
  userId: null,
  isOwner: true,
  version: 1,
  createdAt: now,
  updatedAt: now,
};

afterEach(() => vi.unstubAllGlobals());

describe('the schedule form of a signed-in visitor', () => {
  it("fills the sender's email with the account's address", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/auth/session') {
          return json({
            signedIn: true,
            account: { id: 'AbCdEfGhIjKlMnOpQrStUvWxYz012345', email: 'me@example.com' },
            expiresAt: now,
          });
        }
        if (url === '/api/cards') return json({ cards: [CARD] });
        if (url === '/api/schedules') return json({ schedules: [] });
        return json({ code: 'not_found', message: 'Not found' }, 404);
      }),
    );
    const user = userEvent.setup();
    renderRoute('/smart-scheduling');
    await screen.findByRole('combobox', { name: 'Card' });
    await user.click(screen.getByRole('radio', { name: /Social/ }));
    expect(
      await screen.findByLabelText('Your email (for the share link and reminders)'),
    ).toHaveValue('me@example.com');
  });
});
