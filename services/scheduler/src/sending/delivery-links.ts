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
}

export function deliveryLinks(
  publicOrigin: string,
  row: Pick<DeliveryRow, 'card_id' | 'token'>,
): DeliveryLinks {
  const card = encodeURIComponent(row.card_id);
  return {
    card: `${publicOrigin}/cards/${card}?delivery=${encodeURIComponent(row.token)}`,
    image: `${publicOrigin}/api/cards/${card}/preview.png?width=1000`,
    share: `${publicOrigin}/cards/${card}`,
    unsubscribe: `${publicOrigin}/api/schedules/unsubscribe/${encodeURIComponent(row.token)}`,
  };
}
