import type { PrintCountry, ShippingDetails } from '@cardsmith/contracts';
import type { PrintCardSnapshot } from '../db/database.js';

/** Who an anonymised order belongs to: nobody, and the same nobody for every deleted account. */
export const ERASED_OWNER = 'erased-account';

export const ANONYMISED_NOTE =
  'The customer deleted their account: name, address, email and the card kept anonymised for accounting';

/**
 * A postal code of each country that reaches no one (ZZ99 is the UK's "no fixed abode"), so an
 * anonymised order still reads as a valid address everywhere its schema is checked.
 */
const NOWHERE_POSTAL_CODE: Record<PrintCountry, string> = {
  US: '00000',
  CA: 'X0X 0X0',
  UK: 'ZZ99 9ZZ',
  AU: '0000',
};

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
    zip: NOWHERE_POSTAL_CODE[details.country],
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
