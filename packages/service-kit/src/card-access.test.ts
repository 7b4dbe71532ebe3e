import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  CARD_ACCESS_HEADER,
  CARD_ACCESS_SIGNATURE_HEADER,
  cardAccessHeaders,
  readCardAccess,
} from './card-access.js';

const SECRET = 'test-secret-of-at-least-32-characters';
const request = (visitorId: string | null, headers: Record<string, string>) =>
  ({ visitorId, headers }) as unknown as FastifyRequest;

describe('the gateway-signed card role and front', () => {
  const claim = {
    cardId: 'Card000000000001',
    role: 'owner' as const,
    frontBlobId: 'front-blob-0001',
  };

  it('reads back what the gateway signed for the same visitor', () => {
    const headers = cardAccessHeaders(SECRET, 'alice', claim);
    expect(readCardAccess(request('alice', headers), SECRET)).toEqual(claim);
  });

  it('refuses a claim moved to another visitor, card, role or front, or signed with another secret', () => {
    const headers = cardAccessHeaders(SECRET, 'alice', claim);
    const signature = headers[CARD_ACCESS_SIGNATURE_HEADER]!;
    expect(readCardAccess(request('mallory', headers), SECRET)).toBeNull();
    for (const value of [
      'Card000000000002 owner front-blob-0001',
      'Card000000000001 editor front-blob-0001',
      'Card000000000001 owner front-blob-0002',
      'Card000000000001 owner',
      'Card000000000001 owner front-blob-0001 extra',
    ]) {
      const forged = { [CARD_ACCESS_HEADER]: value, [CARD_ACCESS_SIGNATURE_HEADER]: signature };
      expect(readCardAccess(request('alice', forged), SECRET), value).toBeNull();
    }
    const other = cardAccessHeaders('another-secret-of-at-least-32-chars', 'alice', claim);
    expect(readCardAccess(request('alice', other), SECRET)).toBeNull();
  });

  it('refuses an unsigned claim, a role that does not exist, and a request without a visitor', () => {
    expect(
      readCardAccess(request('alice', { [CARD_ACCESS_HEADER]: 'Card000000000001 owner' }), SECRET),
    ).toBeNull();
    const admin = cardAccessHeaders(SECRET, 'alice', { ...claim, role: 'admin' as 'owner' });
    expect(readCardAccess(request('alice', admin), SECRET)).toBeNull();
    const headers = cardAccessHeaders(SECRET, 'alice', claim);
    expect(readCardAccess(request(null, headers), SECRET)).toBeNull();
  });
});
