import { createHmac, timingSafeEqual } from 'node:crypto';

export const VENDOR_TIMESTAMP_HEADER = 'x-vendor-timestamp';
export const VENDOR_SIGNATURE_HEADER = 'x-vendor-signature';
/** A callback signed longer ago than this is refused, so a captured one cannot be replayed later. */
export const VENDOR_SIGNATURE_TOLERANCE_S = 300;
export const VENDOR_SIGNATURE_MESSAGE = 'The callback signature is not valid.';

/** Hex HMAC-SHA256 over `<timestamp>.<raw body>`. */
export function signVendorPayload(secret: string, timestamp: string, rawBody: Buffer): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export function isValidVendorSignature(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: Buffer;
  nowMs: number;
}): boolean {
  const { timestamp, signature } = input;
  if (
    !timestamp ||
    !signature ||
    !/^\d{1,12}$/.test(timestamp) ||
    !/^[0-9a-f]{64}$/i.test(signature)
  ) {
    return false;
  }
  if (Math.abs(input.nowMs / 1000 - Number(timestamp)) > VENDOR_SIGNATURE_TOLERANCE_S) return false;
  const expected = Buffer.from(signVendorPayload(input.secret, timestamp, input.rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
