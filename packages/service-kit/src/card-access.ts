import { createHmac, timingSafeEqual } from 'node:crypto';
import { COLLAB_ROLES, type CollabRole } from '@cardsmith/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The gateway's word that the request's visitor has a role on a card, checked with cards before
 * forwarding, and the blob media keeps the card's front in, drawn by cards for this request:
 * `<cardId> <role> <frontBlobId>`, with the signature beside it. A service below cards (media)
 * trusts the role and the front only from a valid pair and never asks cards itself.
 */
export const CARD_ACCESS_HEADER = 'x-card-access';
export const CARD_ACCESS_SIGNATURE_HEADER = 'x-card-access-signature';

export interface CardAccessClaim {
  cardId: string;
  role: CollabRole;
  frontBlobId: string;
}

/**
 * The signature covers the visitor as well, so a claim cannot move to another visitor; its
 * prefix differs from the visitor claims' (visitor.ts), so neither reads as the other.
 */
function signCardAccess(secret: string, visitorId: string, claim: CardAccessClaim): string {
  return createHmac('sha256', secret)
    .update(`card-access:${visitorId}:${claim.cardId}:${claim.role}:${claim.frontBlobId}`)
    .digest('base64url');
}

export function cardAccessHeaders(
  secret: string,
  visitorId: string,
  claim: CardAccessClaim,
): Record<string, string> {
  return {
    [CARD_ACCESS_HEADER]: `${claim.cardId} ${claim.role} ${claim.frontBlobId}`,
    [CARD_ACCESS_SIGNATURE_HEADER]: signCardAccess(secret, visitorId, claim),
  };
}

/** The gateway-signed card role of the request's vouched-for visitor, or null (absent or forged). */
export function readCardAccess(request: FastifyRequest, secret: string): CardAccessClaim | null {
  const visitorId = request.visitorId;
  const value = request.headers[CARD_ACCESS_HEADER];
  const signature = request.headers[CARD_ACCESS_SIGNATURE_HEADER];
  if (!visitorId || typeof value !== 'string' || typeof signature !== 'string') return null;
  const [cardId, role, frontBlobId, ...rest] = value.split(' ');
  if (!cardId || !frontBlobId || rest.length > 0 || !COLLAB_ROLES.includes(role as CollabRole)) {
    return null;
  }
  const claim = { cardId, role: role as CollabRole, frontBlobId };
  const given = Buffer.from(signature);
  const expected = Buffer.from(signCardAccess(secret, visitorId, claim));
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim : null;
}
