import { describe, expect, it } from 'vitest';
import { allowedOrigins, isForeignRequest, refuseForeignMutation } from './origin-policy.js';

const ALLOWED = allowedOrigins('https://cards.example', ['http://localhost:5173']);

describe('isForeignRequest', () => {
  it('accepts the public origin and the configured extras', () => {
    expect(isForeignRequest({ origin: 'https://cards.example' }, ALLOWED)).toBe(false);
    expect(isForeignRequest({ origin: 'http://localhost:5173' }, ALLOWED)).toBe(false);
  });

  it('refuses other sites, `null` and garbage', () => {
    for (const origin of [
      'http://evil.example',
      'null',
      'not a url',
      'https://cards.example.evil',
    ]) {
      expect(isForeignRequest({ origin }, ALLOWED), origin).toBe(true);
    }
  });

  it('refuses a page served at whatever Host it was reached by (DNS rebinding)', () => {
    // The old socket rule accepted an Origin equal to the Host; the host alone proves nothing.
    expect(isForeignRequest({ origin: 'http://rebind.example:8080' }, ALLOWED)).toBe(true);
  });

  it('without Origin, lets Sec-Fetch-Site decide and passes clients that send neither', () => {
    expect(isForeignRequest({ 'sec-fetch-site': 'cross-site' }, ALLOWED)).toBe(true);
    expect(isForeignRequest({ 'sec-fetch-site': 'same-site' }, ALLOWED)).toBe(true);
    expect(isForeignRequest({ 'sec-fetch-site': 'same-origin' }, ALLOWED)).toBe(false);
    expect(isForeignRequest({ 'sec-fetch-site': 'none' }, ALLOWED)).toBe(false);
    expect(isForeignRequest({}, ALLOWED)).toBe(false);
  });
});

describe('refuseForeignMutation', () => {
  it('refuses foreign mutations with a 403 and leaves reads alone', () => {
    const evil = { origin: 'http://evil.example' };
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      expect(() => refuseForeignMutation({ method, headers: evil }, ALLOWED)).toThrow(
        expect.objectContaining({ statusCode: 403 }),
      );
    }
    expect(() => refuseForeignMutation({ method: 'GET', headers: evil }, ALLOWED)).not.toThrow();
  });
});
