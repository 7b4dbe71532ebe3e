import { PRINT_ORDER_STATUSES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import { composePrintEmail, emailKindFor, type EmailOrder } from './print-email.js';

const ORDER_ID = 'a3c1e8a0-0000-4000-8000-000000000001';
const order: EmailOrder = {
  quantity: 2,
  paperType: 'premium-matte',
  size: 'standard',
  total: 1995,
  shippingDetails: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    address1: '12 Analytical Row',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
  },
  trackingNumber: null,
  trackingUrl: null,
  testPayment: false,
};
const pageUrl = `https://cards.example/orders/${ORDER_ID}`;

describe('emailKindFor', () => {
  it('emails at paid and at shipped only', () => {
    const emailed = PRINT_ORDER_STATUSES.filter((status) => emailKindFor(status) !== null);
    expect(emailed).toEqual(['paid', 'shipped']);
  });
});

describe('composePrintEmail', () => {
  it('confirms the payment with the total, what was ordered and the order page', () => {
    const email = composePrintEmail('paid', order, pageUrl);
    expect(email.to).toBe('ada@example.com');
    expect(email.subject).toBe('Your printed card order is paid');
    expect(email.text).toContain('$19.95');
    expect(email.text).toContain('2 × Standard');
    expect(email.text).toContain(pageUrl);
    expect(email.html).toContain(`href="${pageUrl}"`);
    expect(email.text).not.toContain('Tracking');
  });

  it('says a test checkout payment moved no money', () => {
    const email = composePrintEmail('paid', { ...order, testPayment: true }, pageUrl);
    expect(email.text).toContain(
      'We received your test payment (test mode: no money moved) of $19.95',
    );
    expect(composePrintEmail('paid', order, pageUrl).text).toContain(
      'We received your payment of $19.95',
    );
  });

  it('gives the tracking number and a link to the carrier when shipped', () => {
    const email = composePrintEmail(
      'shipped',
      { ...order, trackingNumber: 'LX1', trackingUrl: 'https://post.example/t?n=LX1&x=1' },
      pageUrl,
    );
    expect(email.subject).toBe('Your printed cards are on their way');
    expect(email.text).toContain('Tracking number: LX1');
    expect(email.text).toContain('Track your parcel: https://post.example/t?n=LX1&x=1');
    expect(email.html).toContain('href="https://post.example/t?n=LX1&amp;x=1"');
  });

  it('says where to look when the carrier gave no tracking, and links no non-web address', () => {
    const email = composePrintEmail(
      'shipped',
      { ...order, trackingUrl: 'javascript:alert(1)' },
      pageUrl,
    );
    expect(email.text).toContain('did not give a tracking number');
    expect(email.html).not.toContain('javascript:');
  });

  it('escapes what the customer typed', () => {
    const email = composePrintEmail(
      'paid',
      { ...order, shippingDetails: { ...order.shippingDetails, firstName: '<b>Ada</b>' } },
      pageUrl,
    );
    expect(email.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Ada');
  });
});
