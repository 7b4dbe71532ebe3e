import { describe, expect, it } from 'vitest';
import {
  VerifiedCookieCache,
  isVisitorId,
  newVisitorId,
  visitorCookieOptions,
} from './visitor-cookie.js';

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

describe('VerifiedCookieCache', () => {
  const verifier = () => {
    const checked: string[] = [];
    const verify = (raw: string) => {
      checked.push(raw);
      return raw.startsWith('good.') ? raw.slice(5) : null;
    };
    return { checked, verify };
  };

  it('verifies a valid cookie once, then answers from memory', () => {
    const cache = new VerifiedCookieCache();
    const { checked, verify } = verifier();
    expect(cache.visitorOf('good.a', verify)).toBe('a');
    expect(cache.visitorOf('good.a', verify)).toBe('a');
    expect(checked).toEqual(['good.a']);
  });

  it('verifies a forged cookie every time and never keeps it', () => {
    const cache = new VerifiedCookieCache();
    const { checked, verify } = verifier();
    expect(cache.visitorOf('bad.a', verify)).toBeNull();
    expect(cache.visitorOf('bad.a', verify)).toBeNull();
    expect(checked).toEqual(['bad.a', 'bad.a']);
  });

  it('drops the oldest entry when full', () => {
    const cache = new VerifiedCookieCache(2);
    const { checked, verify } = verifier();
    for (const raw of ['good.a', 'good.b', 'good.c', 'good.b', 'good.a'])
      cache.visitorOf(raw, verify);
    expect(checked).toEqual(['good.a', 'good.b', 'good.c', 'good.a']);
  });
});
