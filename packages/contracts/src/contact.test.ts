import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, isPostalCode, toE164 } from './contact.js';

describe('toE164', () => {
  it('reads a local number with the form’s country and keeps an international one', () => {
    expect(toE164('(415) 555-0100', 'US')).toBe('+14155550100');
    expect(toE164('020 7946 0958', 'UK')).toBe('+442079460958');
    expect(toE164('+61 2 9374 4000', 'US')).toBe('+61293744000');
  });

  it('refuses what is no phone number', () => {
    expect(toE164('abc', 'US')).toBeNull();
    expect(toE164('12', 'US')).toBeNull();
    expect(toE164('', 'US')).toBeNull();
  });
});

describe('isPostalCode', () => {
  it('checks each country we post to by its own form', () => {
    expect(isPostalCode('94105', 'US')).toBe(true);
    expect(isPostalCode('94105-1234', 'US')).toBe(true);
    expect(isPostalCode('ABCDE', 'US')).toBe(false);
    expect(isPostalCode('N1 9GU', 'UK')).toBe(true);
    expect(isPostalCode('K1A 0B1', 'CA')).toBe(true);
    expect(isPostalCode('2000', 'AU')).toBe(true);
    expect(isPostalCode('20000', 'AU')).toBe(false);
  });

  it('knows no code of a country we do not post to', () => {
    expect(isPostalCode('75001', 'FR')).toBe(false);
  });

  it('says what is wrong in the spec’s style', () => {
    expect(CONTACT_MESSAGES.postalCodeInvalid('US')).toMatch(/^Please enter a valid ZIP code/);
    expect(CONTACT_MESSAGES.postalCodeInvalid('UK')).toBe(
      'Please enter a valid postal code for the UK',
    );
  });
});
