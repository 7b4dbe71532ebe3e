import { createHmac } from 'node:crypto';

/** The print service's vendor callback secret on the platform the end-to-end tests start. */
export const E2E_VENDOR_CALLBACK_SECRET = 'e2e-vendor-callback-secret-0123456789';

/** Headers a print vendor sends: HMAC-SHA256 over `<timestamp>.<raw body>`, hex. */
export function vendorCallbackHeaders(body: string): Record<string, string> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', E2E_VENDOR_CALLBACK_SECRET)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return {
    'content-type': 'application/json',
    'x-vendor-timestamp': timestamp,
    'x-vendor-signature': signature,
  };
}
