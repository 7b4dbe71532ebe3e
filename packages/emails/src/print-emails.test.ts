import { describe, expect, it } from 'vitest';
import { renderEmail } from './render.js';

const ORDER_URL = 'https://cards.example/orders/a3c1e8a0-0000-4000-8000-000000000001';
const order = {
  firstName: 'Ada',
  quantity: 2,
  size: 'standard' as const,
  paperType: 'premium-matte' as const,
  orderUrl: ORDER_URL,
};
const paid = { ...order, total: 1995, testPayment: false };
const shipped = {
  ...order,
  city: 'Springfield',
  state: 'IL',
  trackingNumber: null,
  trackingUrl: null,
};

describe('the print order emails', () => {
  it('confirm the payment with the total, what was ordered and the order page', async () => {
    const email = await renderEmail('print-paid', paid);
    expect(email.subject).toBe('Your printed card order is paid');
    expect(email.text).toContain(
      'Thank you, Ada. We received your payment of $19.95 for 2 × Standard cards on Premium Matte paper. We are preparing the print files and will email you again when your cards ship.',
    );
    expect(email.text).toContain(`Your order: ${ORDER_URL}`);
    expect(email.html).toContain(`href="${ORDER_URL}"`);
    expect(email.text).not.toContain('Tracking');
  });

  it('say a test checkout payment moved no money', async () => {
    const email = await renderEmail('print-paid', { ...paid, testPayment: true, quantity: 1 });
    expect(email.text).toContain(
      'We received your test payment (test mode: no money moved) of $19.95 for 1 × Standard card on',
    );
  });

  it('give the tracking number and a link to the carrier when shipped', async () => {
    const email = await renderEmail('print-shipped', {
      ...shipped,
      trackingNumber: 'LX1',
      trackingUrl: 'https://post.example/t?n=LX1&x=1',
    });
    expect(email.subject).toBe('Your printed cards are on their way');
    expect(email.text).toContain(
      'Good news, Ada: 2 × Standard cards on Premium Matte paper shipped to Springfield, IL.',
    );
    expect(email.text).toContain('Tracking number: LX1');
    expect(email.text).toContain('Track your parcel: https://post.example/t?n=LX1&x=1');
    expect(email.html).toContain('href="https://post.example/t?n=LX1&amp;x=1"');
  });

  it('say where to look when the carrier gave no tracking, and link no non-web address', async () => {
    const email = await renderEmail('print-shipped', {
      ...shipped,
      trackingUrl: 'javascript:alert(1)',
    });
    expect(email.text).toContain(
      'The carrier did not give a tracking number; your order page shows every update.',
    );
    expect(email.html).not.toContain('javascript:');
    expect(email.text).not.toContain('javascript:');
  });

  it('escape what the customer typed', async () => {
    const email = await renderEmail('print-paid', { ...paid, firstName: '<b>Ada</b>' });
    expect(email.html).toContain('&lt;b&gt;Ada&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Ada');
  });
});

describe('the sign-in email', () => {
  it('carries the link to the verify page in text and HTML, and says how long it works', async () => {
    const link = 'https://cardsmith.example/sign-in/verify?token=tok_en-1';
    const email = await renderEmail('sign-in-link', { signInUrl: link });
    expect(email.subject).toBe('Your Cardsmith sign-in link');
    expect(email.text).toContain('Sign in to Cardsmith with this link:');
    expect(email.text).toContain(link);
    expect(email.text).toContain('It works once, within 15 minutes.');
    expect(email.text).toContain(
      'If you did not ask to sign in to Cardsmith, you can ignore this email.',
    );
    expect(email.html).toContain(`href="${link}"`);
  });

  it('escapes the link in HTML', async () => {
    const email = await renderEmail('sign-in-link', {
      signInUrl: 'https://x.example/?a=1&b="2"',
    });
    expect(email.html).toContain('href="https://x.example/?a=1&amp;b=&quot;2&quot;"');
  });
});

describe('the collaboration invite', () => {
  it('names the inviter when there is one, and hands over the edit link', async () => {
    const editUrl = 'https://cards.example/editor?card=c1&edit=e1';
    const named = await renderEmail('collaboration-invite', {
      cardTitle: 'For Grace',
      inviterName: 'Sam',
      editUrl,
    });
    expect(named.subject).toBe('Sam invited you to make “For Grace” together');
    expect(named.text).toContain(editUrl);
    const anonymous = await renderEmail('collaboration-invite', {
      cardTitle: 'For Grace',
      inviterName: null,
      editUrl,
    });
    expect(anonymous.subject).toBe('You are invited to make “For Grace” together');
  });
});
