import { renderCardEmail } from '../email/card-email.js';
import type { EmailMessage } from '../channels/email.js';
import type { DeliveryRow } from '../db/database.js';
import { deliveryLinks } from './delivery-links.js';

/** The email that carries a card to its recipient (sent at the instant, and as the resend). */
export async function cardEmailFor(
  row: DeliveryRow,
  publicOrigin: string,
): Promise<Omit<EmailMessage, 'messageKey'>> {
  const links = deliveryLinks(publicOrigin, row);
  const email = await renderCardEmail({
    recipientName: row.recipient.name,
    cardTitle: row.card_title,
    personalMessage: row.personal_message,
    imageUrl: links.image,
    cardUrl: links.card,
  });
  return {
    ...email,
    to: row.recipient.email,
    deliveryId: row.id,
    unsubscribeUrl: links.unsubscribe,
  };
}
