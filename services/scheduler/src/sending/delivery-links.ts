import type { DeliveryRow } from '../db/database.js';

export interface DeliveryLinks {
  /** The recipient page, with the token that marks the delivery opened when viewed. */
  card: string;
  /** The card's front as a PNG. */
  image: string;
  /** The public page to share, without the recipient's token. */
  share: string;
  /** One-click unsubscribe (POST) for the List-Unsubscribe header. */
  unsubscribe: string;
  /** Where Twilio reports an SMS's status (its signature covers this exact URL). */
  smsStatus: string;
}

export function deliveryLinks(
  publicOrigin: string,
  row: Pick<DeliveryRow, 'id' | 'card_id' | 'token'>,
): DeliveryLinks {
  const card = encodeURIComponent(row.card_id);
  return {
    card: `${publicOrigin}/cards/${card}?delivery=${encodeURIComponent(row.token)}`,
    image: `${publicOrigin}/api/cards/${card}/preview.png?width=1000`,
    share: `${publicOrigin}/cards/${card}`,
    unsubscribe: `${publicOrigin}/api/schedules/unsubscribe/${encodeURIComponent(row.token)}`,
    smsStatus: `${publicOrigin}/api/schedules/sms-status/${encodeURIComponent(row.id)}`,
  };
}
