import { timingSafeEqual } from 'node:crypto';
import { INTERNAL_SECRET_HEADER } from '@cardsmith/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/** Guards /internal routes: only a caller holding INTERNAL_SECRET (another service) gets through. */
export function requireInternalCaller(request: FastifyRequest, secret: string): void {
  const given = request.headers[INTERNAL_SECRET_HEADER];
  const expected = Buffer.from(secret);
  const ok =
    typeof given === 'string' &&
    Buffer.byteLength(given) === expected.length &&
    timingSafeEqual(Buffer.from(given), expected);
  if (!ok) throw new HttpError(403, 'forbidden', 'This route is for Cardsmith services only.');
}

export function internalHeaders(secret: string): Record<string, string> {
  return { [INTERNAL_SECRET_HEADER]: secret };
}
