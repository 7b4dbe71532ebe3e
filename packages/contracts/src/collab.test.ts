import { describe, expect, it } from 'vitest';
import { InviteRequestSchema, INVITEE_MESSAGES, looksLikeEmail } from './collab.js';

describe('invite addresses', () => {
  it('takes addresses and refuses what is not one', () => {
    for (const address of ['ada@example.com', 'a.b+c@mail.example.co.uk', 'grandpa@home.example']) {
      expect(looksLikeEmail(address)).toBe(true);
    }
    for (const text of [
      'not-an-email',
      'grandpa at home',
      'a@b',
      'a b@example.com',
      '@example.com',
    ]) {
      expect(looksLikeEmail(text)).toBe(false);
    }
  });

  it('says why an invitation is refused', () => {
    const result = InviteRequestSchema.safeParse({ email: 'not-an-email' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      INVITEE_MESSAGES.notAnEmail,
    ]);
    expect(InviteRequestSchema.parse({ email: ' Ada@Example.com ' }).email).toBe('Ada@Example.com');
  });
});
