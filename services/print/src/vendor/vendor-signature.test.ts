import { describe, expect, it } from 'vitest';
import { isValidVendorSignature, signVendorPayload } from './vendor-signature.js';

const secret = 'vendor-callback-secret';
const body = Buffer.from('{"eventId":"e1"}');
const nowMs = 1_790_000_000_000;
const timestamp = String(nowMs / 1000);

describe('vendor callback signatures', () => {
  it('accepts the HMAC-SHA256 of timestamp and raw body', () => {
    const signature = signVendorPayload(secret, timestamp, body);
    expect(isValidVendorSignature({ secret, timestamp, signature, rawBody: body, nowMs })).toBe(
      true,
    );
  });

  it('refuses another body, another secret, a stale timestamp or a missing header', () => {
    const signature = signVendorPayload(secret, timestamp, body);
    const check = (over: Partial<Parameters<typeof isValidVendorSignature>[0]>) =>
      isValidVendorSignature({ secret, timestamp, signature, rawBody: body, nowMs, ...over });
    expect(check({ rawBody: Buffer.from('{"eventId":"e2"}') })).toBe(false);
    expect(check({ secret: 'other' })).toBe(false);
    expect(check({ nowMs: nowMs + 301_000 })).toBe(false);
    expect(check({ signature: undefined })).toBe(false);
    expect(check({ timestamp: 'yesterday' })).toBe(false);
    expect(check({ signature: 'zz' })).toBe(false);
  });
});
