import { TEST_CARD_MESSAGES, type TestCardPayment } from '@cardsmith/contracts';

/** What the test checkout says about a card, as Stripe's test mode would for the same number. */
export type TestCardOutcome =
  | { kind: 'approved'; brand: string; last4: string }
  | { kind: 'declined'; message: string }
  /** Not something to try to charge at all: the field and the sentence that says why. */
  | { kind: 'refused'; field: 'number' | 'expiry'; message: string };

interface TestCard {
  brand: string;
  /** Stripe's sentence for a card that always declines; absent for one that pays. */
  decline?: string;
}

/**
 * Stripe's documented test card numbers (docs.stripe.com/testing). Only these are accepted, so
 * a real card typed in by mistake is refused rather than "paid" with no money moving.
 */
const TEST_CARDS: ReadonlyMap<string, TestCard> = new Map([
  ['4242424242424242', { brand: 'Visa' }],
  ['4000056655665556', { brand: 'Visa (debit)' }],
  ['5555555555554444', { brand: 'Mastercard' }],
  ['378282246310005', { brand: 'American Express' }],
  ['6011111111111117', { brand: 'Discover' }],
  ['4000000000000002', { brand: 'Visa', decline: TEST_CARD_MESSAGES.declined }],
  ['4000000000009995', { brand: 'Visa', decline: TEST_CARD_MESSAGES.insufficientFunds }],
  ['4000000000000069', { brand: 'Visa', decline: TEST_CARD_MESSAGES.expiredCard }],
]);

/** The card number as digits only: people type spaces and dashes between the groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** A card is good through the last day of its expiry month (UTC). */
export function isExpired(expiry: string, now: Date): boolean {
  const [month, year] = expiry.split('/').map((part) => Number(part.trim()));
  const firstDayAfter = Date.UTC(2000 + year!, month!, 1);
  return now.getTime() >= firstDayAfter;
}

/**
 * Decides a test payment. Like Stripe's test mode, any name, any future expiry and any CVC of
 * the right length go with a test number; the number alone decides approval or decline.
 */
export function decideTestCard(card: TestCardPayment, now: Date): TestCardOutcome {
  const digits = cardDigits(card.number);
  const known = TEST_CARDS.get(digits);
  if (!known) return { kind: 'refused', field: 'number', message: TEST_CARD_MESSAGES.notATestCard };
  if (isExpired(card.expiry, now)) {
    return { kind: 'refused', field: 'expiry', message: TEST_CARD_MESSAGES.expired };
  }
  if (known.decline) return { kind: 'declined', message: known.decline };
  return { kind: 'approved', brand: known.brand, last4: digits.slice(-4) };
}
