import { EmailRenderer } from '@cardsmith/emails';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../db/database.js';
import { cardEmailFor } from './card-message.js';

const ORIGIN = 'https://cards.example';
const row = {
  id: 'delivery-1',
  card_id: 'AbCdEfGhIjKlMnOpQrStU',
  card_title: 'Happy birthday',
  token: 'token-1',
  personal_message: 'Many happy returns!',
  recipient: { name: 'Ada', email: 'ada@example.com' },
} as DeliveryRow;

describe('cardEmailFor', () => {
  it('addresses the card to its recipient with its front, its token link and one-click unsubscribe', async () => {
    const email = await cardEmailFor(row, ORIGIN, new EmailRenderer());
    expect(email).toMatchObject({
      to: 'ada@example.com',
      deliveryId: 'delivery-1',
      subject: 'Ada, a card is waiting for you: Happy birthday',
      unsubscribeUrl: `${ORIGIN}/api/schedules/unsubscribe/token-1`,
    });
    expect(email.html).toContain(
      `src="${ORIGIN}/api/cards/AbCdEfGhIjKlMnOpQrStU/preview.png?width=1000"`,
    );
    expect(email.text).toContain(`${ORIGIN}/cards/AbCdEfGhIjKlMnOpQrStU?delivery=token-1`);
    expect(email.text).toContain('Many happy returns!');
  });
});
