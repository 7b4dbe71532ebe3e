import type { EmailMessage } from '../channels/email.js';
import type { DeliveryRow } from '../db/database.js';
import type { CardEmailTemplates } from '../email/card-email-templates.js';
import { deliveryLinks } from './delivery-links.js';

/**
 * The email that carries a card to its recipient (sent at the instant, and as the resend): the
 * card's one rendered template with this recipient's name, message and link filled in.
 */
export async function cardEmailFor(
  row: DeliveryRow,
  publicOrigin: string,
  templates: CardEmailTemplates,
): Promise<Omit<EmailMessage, 'messageKey'>> {
  const links = deliveryLinks(publicOrigin, row);
  const email = await templates.personalise(
    {
      cardId: row.card_id,
      cardTitle: row.card_title,
      imageUrl: links.image,
      hasMessage: row.personal_message.length > 0,
    },
    {
      recipientName: row.recipient.name,
      personalMessage: row.personal_message,
      cardUrl: links.card,
    },
  );
  return {
    ...email,
    to: row.recipient.email,
    deliveryId: row.id,
    unsubscribeUrl: links.unsubscribe,
  };
}
