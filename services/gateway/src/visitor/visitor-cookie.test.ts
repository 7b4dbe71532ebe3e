import { describe, expect, it } from 'vitest';
import { isVisitorId, newVisitorId, visitorCookieOptions } from './visitor-cookie.js';

describe('visitor ids', () => {
  it('are unguessable base64url strings of at least 21 characters', () => {
    const a = newVisitorId();
    expect(a).toMatch(/^[A-Za-z0-9_-]{21,}$/);
    expect(newVisitorId()).not.toBe(a);
    expect(isVisitorId(a)).toBe(true);
  });

  it('rejects short or odd values', () => {
    expect(isVisitorId('abc')).toBe(false);
    expect(isVisitorId('a'.repeat(20))).toBe(false);
    expect(isVisitorId(`${'a'.repeat(30)};x`)).toBe(false);
    expect(isVisitorId(undefined)).toBe(false);
  });
});

describe('visitorCookieOptions', () => {
  it('is a signed, httpOnly, SameSite=Lax cookie for a year', () => {
    expect(visitorCookieOptions('http://localhost:8080')).toMatchObject({
      httpOnly: true,
      sameSite: 'lax',
      secure: false,
      signed: true,
      maxAge: 31_536_000,
      path: '/',
    });
  });

  it('is Secure when the public origin is https', () => {
    expect(visitorCookieOptions('https://cards.example').secure).toBe(true);
  });
});
