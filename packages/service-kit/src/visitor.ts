import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Headers the gateway sets after removing any a client sent; services trust only a valid set. */
export const VISITOR_HEADER = 'x-visitor-id';
export const VISITOR_SIGNATURE_HEADER = 'x-visitor-signature';
/** Present when the gateway issued the visitor on this very request (the client had no cookie). */
export const VISITOR_MINTED_HEADER = 'x-visitor-minted';

/**
 * Present when the visitor is a signed-in account; its value is the gateway's signature of that
 * claim for the visitor, so a client can neither send it nor move it to another visitor.
 */
export const VISITOR_ACCOUNT_HEADER = 'x-visitor-account';

export function signAccountVisitor(secret: string, accountId: string): string {
  return createHmac('sha256', secret).update(`account-visitor:${accountId}`).digest('base64url');
}

/**
 * The signature covers the visitor and whether it was issued just now, so the flag can be
 * neither added nor removed on the way: either change breaks the signature. The prefixes differ
 * before the id starts, so no id can make one claim read as the other.
 */
const claim = (visitorId: string, minted: boolean) =>
  minted ? `minted-visitor:${visitorId}` : `visitor:${visitorId}`;

export function signVisitor(secret: string, visitorId: string, minted = false): string {
  return createHmac('sha256', secret).update(claim(visitorId, minted)).digest('base64url');
}

export function verifyVisitor(
  secret: string,
  visitorId: string,
  signature: string,
  minted = false,
): boolean {
  return sameText(signature, signVisitor(secret, visitorId, minted));
}

function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Headers vouching for a visitor: the gateway's for each request, and a service's when it calls
 * another service on behalf of the same visitor.
 */
export function visitorHeaders(
  secret: string,
  visitorId: string,
  options: { minted?: boolean; signedIn?: boolean } = {},
): Record<string, string> {
  const minted = options.minted ?? false;
  return {
    [VISITOR_HEADER]: visitorId,
    [VISITOR_SIGNATURE_HEADER]: signVisitor(secret, visitorId, minted),
    ...(minted ? { [VISITOR_MINTED_HEADER]: '1' } : {}),
    ...(options.signedIn
      ? { [VISITOR_ACCOUNT_HEADER]: signAccountVisitor(secret, visitorId) }
      : {}),
  };
}

const mintedNow = new WeakSet<FastifyRequest>();
const signedIn = new WeakSet<FastifyRequest>();

/** The vouched-for visitor of a request, or null; also remembers whether it was issued just now. */
export function readVisitor(request: FastifyRequest, secret: string): string | null {
  const id = request.headers[VISITOR_HEADER];
  const signature = request.headers[VISITOR_SIGNATURE_HEADER];
  if (typeof id !== 'string' || typeof signature !== 'string') return null;
  const minted = request.headers[VISITOR_MINTED_HEADER] !== undefined;
  if (!verifyVisitor(secret, id, signature, minted)) return null;
  if (minted) mintedNow.add(request);
  const account = request.headers[VISITOR_ACCOUNT_HEADER];
  if (typeof account === 'string' && sameText(account, signAccountVisitor(secret, id))) {
    signedIn.add(request);
  }
  return id;
}

/**
 * True when the gateway issued the request's visitor on that very request. A browser always has
 * its cookie from loading the page, so this is a client that keeps no cookies: counting its likes
 * or views would let a script add one per call.
 */
export function isVisitorMintedNow(request: FastifyRequest): boolean {
  return mintedNow.has(request);
}

/** True when the request's visitor is a signed-in account rather than an anonymous browser. */
export function isSignedInVisitor(request: FastifyRequest): boolean {
  return signedIn.has(request);
}

export function requireVisitor(request: FastifyRequest): string {
  if (!request.visitorId) {
    throw new HttpError(
      401,
      'unauthorized',
      'We could not recognise your browser. Please enable cookies and reload.',
    );
  }
  return request.visitorId;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The visitor the gateway vouched for, or null. */
    visitorId: string | null;
  }
}
