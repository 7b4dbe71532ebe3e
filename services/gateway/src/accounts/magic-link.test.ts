import { ACCOUNT_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import {
  hashToken,
  linkExpiry,
  magicLinkUrl,
  newAccountId,
  newSecretToken,
  refusalOf,
  sessionExpiry,
} from './magic-link.js';

const now = new Date('2026-11-24T20:00:00Z');

describe('magic-link tokens', () => {
  it('are 32 random bytes, stored as their SHA-256', () => {
    const token = newSecretToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newSecretToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });

  it('give account ids shaped like visitor ids', () => {
    expect(newAccountId()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('expire after 15 minutes; sessions after 30 days', () => {
    expect(linkExpiry(now).toISOString()).toBe('2026-11-24T20:15:00.000Z');
    expect(sessionExpiry(now).toISOString()).toBe('2026-12-24T20:00:00.000Z');
  });
});

describe('refusalOf', () => {
  const live = { expires_at: linkExpiry(now), used_at: null };
  it('names an unknown, a used and an expired link', () => {
    expect(refusalOf(undefined, now)).toBe(ACCOUNT_MESSAGES.linkUnknown);
    expect(refusalOf({ ...live, used_at: now }, now)).toBe(ACCOUNT_MESSAGES.linkUsed);
    expect(refusalOf(live, linkExpiry(now))).toBe(ACCOUNT_MESSAGES.linkExpired);
    expect(refusalOf({ ...live, used_at: now }, linkExpiry(now))).toBe(ACCOUNT_MESSAGES.linkUsed);
  });
});

describe('magicLinkUrl', () => {
  it('is the verify page with the token', () => {
    expect(magicLinkUrl('https://cardsmith.example', 'tok_en-1')).toBe(
      'https://cardsmith.example/sign-in/verify?token=tok_en-1',
    );
  });
});
