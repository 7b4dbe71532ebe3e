import { TEST_CARD_MESSAGES, type TestCardPayment } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { decideTestCard, isExpired } from './test-cards.js';

const NOW = new Date('2026-11-28T00:00:00Z');
const card = (over: Partial<TestCardPayment>): TestCardPayment => ({
  number: '4242 4242 4242 4242',
  expiry: '12 / 30',
  cvc: '123',
  name: 'Ada Lovelace',
  ...over,
});

describe('decideTestCard', () => {
  it('approves 4242 4242 4242 4242, keeping only the brand and the last four digits', () => {
    expect(decideTestCard(card({}), NOW)).toEqual({
      kind: 'approved',
      brand: 'Visa',
      last4: '4242',
    });
    expect(decideTestCard(card({ number: '4242-4242-4242-4242' }), NOW).kind).toBe('approved');
    expect(decideTestCard(card({ number: '5555555555554444' }), NOW)).toEqual({
      kind: 'approved',
      brand: 'Mastercard',
      last4: '4444',
    });
  });

  it.each([
    ['4000 0000 0000 0002', TEST_CARD_MESSAGES.declined],
    ['4000 0000 0000 9995', TEST_CARD_MESSAGES.insufficientFunds],
    ['4000 0000 0000 0069', TEST_CARD_MESSAGES.expiredCard],
  ])('declines %s with Stripe’s sentence', (number, message) => {
    expect(decideTestCard(card({ number }), NOW)).toEqual({ kind: 'declined', message });
  });

  it.each([
    // Shaped like a real Visa, another processor's test number, and one digit off Stripe's.
    '4000 1234 5678 9010',
    '4111 1111 1111 1111',
    '4242 4242 4242 4241',
  ])('refuses %s: only Stripe’s test numbers are taken', (number) => {
    expect(decideTestCard(card({ number }), NOW)).toEqual({
      kind: 'refused',
      field: 'number',
      message: TEST_CARD_MESSAGES.notATestCard,
    });
  });

  it('refuses an expiry date in the past, even for a test number', () => {
    expect(decideTestCard(card({ expiry: '10/26' }), NOW)).toEqual({
      kind: 'refused',
      field: 'expiry',
      message: TEST_CARD_MESSAGES.expired,
    });
  });
});

describe('isExpired', () => {
  it('keeps a card good through the last day of its month', () => {
    expect(isExpired('11/26', new Date('2026-11-30T23:59:59Z'))).toBe(false);
    expect(isExpired('11/26', new Date('2026-12-01T00:00:00Z'))).toBe(true);
    expect(isExpired(' 01 / 27 ', NOW)).toBe(false);
  });
});
