import type {
  DeliveryStatus,
  PrintCountry,
  PrintOrderStatus,
  RecipientInfo,
  ShippingDetails,
} from '@cardsmith/contracts';

/**
 * The recipient's name for the envelope as the print order takes it: the last word is the last
 * name. Null when there is only one word (the form asks for both).
 */
export function splitName(name: string): { firstName: string; lastName: string } | null {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return null;
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

/**
 * The print order's shipping details: the recipient's address, and the sender's email, where the
 * order's receipt and posting news go (a surprise card does not write to its recipient).
 */
export function shippingDetailsFor(recipient: RecipientInfo, senderEmail: string): ShippingDetails {
  const name = splitName(recipient.name);
  if (!name) throw new Error('checkSchedule lets a delivery by post through only with two names');
  const { firstName, lastName } = name;
  const { street, city, state, zipCode, country } = recipient.address;
  return {
    firstName,
    lastName,
    email: senderEmail,
    address1: street,
    city,
    state,
    zip: zipCode,
    country: country as PrintCountry,
  };
}

/**
 * A delivery by post as its sender sees it, from its print order: scheduled until it goes to the
 * printer (paid or not), sending while there, sent once printed and posted, delivered at the door.
 */
export function physicalStatus(order: PrintOrderStatus): DeliveryStatus {
  switch (order) {
    case 'awaiting_payment':
    case 'paid':
      return 'scheduled';
    case 'submitted':
      return 'sending';
    case 'in_production':
    case 'shipped':
      return 'sent';
    case 'delivered':
      return 'delivered';
    case 'failed':
      return 'failed';
    case 'cancelled':
    case 'refunded':
      return 'cancelled';
  }
}
