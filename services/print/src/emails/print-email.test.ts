import { PRINT_ORDER_STATUSES } from '@cardsmith/contracts';
import { EmailRequestSchema } from '@cardsmith/emails';
import { describe, expect, it } from 'vitest';
import { emailKindFor, printEmailRequest, type EmailOrder } from './print-email.js';

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

describe('printEmailRequest', () => {
  it('sends the paid email with the total and whether it was the test checkout', () => {
    const request = printEmailRequest('paid', { ...order, testPayment: true }, pageUrl);
    expect(request).toEqual({
      template: 'print-paid',
      to: 'ada@example.com',
      props: {
        firstName: 'Ada',
        quantity: 2,
        size: 'standard',
        paperType: 'premium-matte',
        orderUrl: pageUrl,
        total: 1995,
        testPayment: true,
      },
    });
    expect(EmailRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends the shipped email with where it went and the tracking as the vendor gave it', () => {
    const request = printEmailRequest(
      'shipped',
      { ...order, trackingNumber: 'LX1', trackingUrl: 'https://post.example/t?n=LX1' },
      pageUrl,
    );
    expect(request).toMatchObject({
      template: 'print-shipped',
      to: 'ada@example.com',
      props: {
        city: 'Springfield',
        state: 'IL',
        trackingNumber: 'LX1',
        trackingUrl: 'https://post.example/t?n=LX1',
      },
    });
    expect(EmailRequestSchema.safeParse(request).success).toBe(true);
  });
});
