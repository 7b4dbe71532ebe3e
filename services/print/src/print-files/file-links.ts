import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PrintFileKind } from '../db/database.js';

/**
 * The vendor downloads the print PDF from a link that carries its own proof: an HMAC of the order
 * and file kind, so the link works without a session and cannot be made for another order.
 */
export function fileToken(secret: string, orderId: string, kind: PrintFileKind): string {
  return createHmac('sha256', secret).update(`print-file:${orderId}:${kind}`).digest('base64url');
}

export function isValidFileToken(
  secret: string,
  orderId: string,
  kind: PrintFileKind,
  token: string,
): boolean {
  const expected = Buffer.from(fileToken(secret, orderId, kind));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function vendorFileUrl(
  publicOrigin: string,
  secret: string,
  orderId: string,
  kind: PrintFileKind,
): string {
  const url = new URL(`/api/print/files/${orderId}/${kind}.pdf`, publicOrigin);
  url.searchParams.set('token', fileToken(secret, orderId, kind));
  return url.toString();
}
