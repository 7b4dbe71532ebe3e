import type { ShippingDetails } from '@cardsmith/contracts';
import type { PrintCardSnapshot } from '../db/database.js';

/** Who an anonymised order belongs to: nobody, and the same nobody for every deleted account. */
export const ERASED_OWNER = 'erased-account';

export const ANONYMISED_NOTE =
  'The customer deleted their account: name, address, email and the card kept anonymised for accounting';

/**
 * The shipping details an order keeps after its customer deleted their account: what accounting
 * needs (the country and state tax was charged for) and nothing that names, finds or reaches a
 * person. Every field still reads as the contract's shape, so admin lists show it as it is.
 */
export function anonymisedShipping(details: ShippingDetails): ShippingDetails {
  return {
    firstName: 'Deleted',
    lastName: 'customer',
    email: 'deleted-customer@example.invalid',
    address1: 'Removed at the customer’s request',
    city: 'Removed',
    state: details.state,
    zip: 'removed',
    country: details.country,
  };
}

/** The card as ordered, less what the customer wrote or placed on it. */
export function anonymisedSnapshot(snapshot: PrintCardSnapshot): PrintCardSnapshot {
  return {
    ...snapshot,
    card: { ...snapshot.card, title: 'Deleted card', cardMessage: '', elements: [] },
  };
}
