import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Headers the gateway sets after removing any a client sent; services trust only a valid pair. */
export const VISITOR_HEADER = 'x-visitor-id';
export const VISITOR_SIGNATURE_HEADER = 'x-visitor-signature';

export function signVisitor(secret: string, visitorId: string): string {
  return createHmac('sha256', secret).update(`visitor:${visitorId}`).digest('base64url');
}

export function verifyVisitor(secret: string, visitorId: string, signature: string): boolean {
  const expected = Buffer.from(signVisitor(secret, visitorId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Headers a service adds when it calls another service on behalf of the same visitor. */
export function visitorHeaders(secret: string, visitorId: string): Record<string, string> {
  return {
    [VISITOR_HEADER]: visitorId,
    [VISITOR_SIGNATURE_HEADER]: signVisitor(secret, visitorId),
  };
}

export function readVisitor(request: FastifyRequest, secret: string): string | null {
  const id = request.headers[VISITOR_HEADER];
  const signature = request.headers[VISITOR_SIGNATURE_HEADER];
  if (typeof id !== 'string' || typeof signature !== 'string') return null;
  return verifyVisitor(secret, id, signature) ? id : null;
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
