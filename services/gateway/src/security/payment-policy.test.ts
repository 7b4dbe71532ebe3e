import { describe, expect, it } from 'vitest';
import { withPaymentSources } from './payment-policy.js';

const SITE = { defaultSrc: ["'self'"], scriptSrc: ["'self'"], connectSrc: ["'self'"] };

describe('withPaymentSources', () => {
  it('leaves the policy as it is when card payments are off', () => {
    expect(withPaymentSources(SITE, false)).toBe(SITE);
  });

  it('adds Stripe.js’s script, frame and API hosts, frames starting from default-src', () => {
    expect(withPaymentSources(SITE, true)).toEqual({
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: [
        "'self'",
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        'https://hooks.stripe.com',
      ],
      connectSrc: ["'self'", 'https://api.stripe.com'],
    });
    expect(SITE.scriptSrc).toEqual(["'self'"]);
  });
});
