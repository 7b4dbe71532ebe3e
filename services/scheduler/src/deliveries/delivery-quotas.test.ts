import { DELIVERY_QUOTAS, type RecipientInfo } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  deliveryQuotaCounters,
  recipientChangeCounters,
  recipientKey,
  whenMorePossible,
} from './delivery-quotas.js';

const recipient = (email: string, phone = ''): RecipientInfo => ({
  name: 'Ada',
  email,
  phone,
  address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
});
const delivery = { cardId: 'card-1', method: 'email' as const, recipient: recipient('a@x.org') };
const sender = { visitorId: 'v1', signedIn: false, ip: '198.51.100.9' };

describe('deliveryQuotaCounters', () => {
  it('gives a visitor who has not signed in the lower quota, and the sign-in hint', () => {
    const [deliveries, recipients] = deliveryQuotaCounters(sender, delivery);
    expect(deliveries!.max).toBe(DELIVERY_QUOTAS.anonymous.deliveries);
    expect(recipients!.max).toBe(DELIVERY_QUOTAS.anonymous.recipients);
    expect(deliveries!.message('00:00 UTC tomorrow')).toMatch(/Sign in to schedule more/);
    const [signedIn] = deliveryQuotaCounters({ ...sender, signedIn: true }, delivery);
    expect(signedIn!.max).toBe(DELIVERY_QUOTAS.signedIn.deliveries);
    expect(signedIn!.max).toBeGreaterThan(deliveries!.max);
  });

  it('counts the network, the card and the platform whatever the cookie', () => {
    const keys = (visitorId: string) =>
      deliveryQuotaCounters({ ...sender, visitorId }, delivery).map(({ key }) => key);
    expect(keys('fresh-1').slice(2)).toEqual(keys('fresh-2').slice(2));
    expect(keys('fresh-1').slice(2)).toEqual([
      'deliveries:n:198.51.100.9',
      'deliveries:c:card-1',
      'deliveries:all',
    ]);
  });

  it('takes the platform budget it is given', () => {
    expect(deliveryQuotaCounters(sender, delivery, 7).at(-1)!.max).toBe(7);
  });
});

describe('recipientKey', () => {
  it('is the same however the address or number is typed, and hides it', () => {
    expect(recipientKey('email', recipient('Ada@Example.com '))).toBe(
      recipientKey('email', recipient('ada@example.com')),
    );
    expect(recipientKey('sms', recipient('', '+1 (415) 555-0100'))).toBe(
      recipientKey('sms', recipient('', '+14155550100')),
    );
    expect(recipientKey('email', recipient('ada@example.com'))).not.toContain('ada');
    expect(recipientKey('email', recipient('bob@example.com'))).not.toBe(
      recipientKey('email', recipient('ada@example.com')),
    );
  });
});

describe('whenMorePossible', () => {
  const now = new Date('2026-11-28T13:05:00Z');
  it('names the UTC time and the day', () => {
    expect(whenMorePossible(new Date('2026-11-29T00:00:00Z'), now)).toBe('00:00 UTC tomorrow');
    expect(whenMorePossible(new Date('2026-11-28T14:00:00Z'), now)).toBe('14:00 UTC today');
    expect(whenMorePossible(new Date('2026-12-01T09:30:00Z'), now)).toBe('09:30 UTC on 2026-12-01');
  });
});

describe('recipientChangeCounters', () => {
  it('counts a change to someone else as a new delivery, to the new recipient', () => {
    const counters = recipientChangeCounters(sender, delivery, recipient('b@x.org'));
    expect(counters.map(({ key }) => key)).toEqual(
      deliveryQuotaCounters(sender, delivery).map(({ key }) => key),
    );
    expect(counters[1]!.member).toBe(recipientKey('email', recipient('b@x.org')));
  });

  it('takes nothing when the recipient stays the same, however it is typed', () => {
    expect(recipientChangeCounters(sender, delivery, recipient(' A@X.org '))).toEqual([]);
    const sms = {
      ...delivery,
      method: 'sms' as const,
      recipient: recipient('', '+1 202 555 0100'),
    };
    expect(recipientChangeCounters(sender, sms, recipient('', '+12025550100'))).toEqual([]);
  });
});
