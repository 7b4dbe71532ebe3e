import type { EmailRenderer } from '@cardsmith/emails';
import type { EmailMessage } from '../channels/email.js';
import type { DeliveryRow } from '../db/database.js';
import { deliveryLinks } from './delivery-links.js';

/**
 * The email that carries a card to its recipient (sent at the instant, and as the resend): the
 * card's one render with this recipient's name, message and link filled in.
 */
export async function cardEmailFor(
  row: DeliveryRow,
  publicOrigin: string,
  emails: EmailRenderer,
): Promise<Omit<EmailMessage, 'messageKey'>> {
  const links = deliveryLinks(publicOrigin, row);
  const email = await emails.render('card-delivery', {
    cardTitle: row.card_title,
    imageUrl: links.image,
    recipientName: row.recipient.name,
    personalMessage: row.personal_message,
    cardUrl: links.card,
  });
  return {
    ...email,
    to: row.recipient.email,
    deliveryId: row.id,
    unsubscribeUrl: links.unsubscribe,
  };
}
