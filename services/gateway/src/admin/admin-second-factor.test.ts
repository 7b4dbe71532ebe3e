import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AdminSecondFactor } from './admin-second-factor.js';

const secret = new Secret({ size: 20 }).base32;
const at = Date.UTC(2026, 10, 28, 12, 0, 0);
const codeAt = (timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('AdminSecondFactor', () => {
  it('asks for nothing without a secret', () => {
    const none = new AdminSecondFactor(undefined);
    expect(none.required).toBe(false);
    expect(none.accepts(undefined)).toBe(true);
  });

  it('accepts the current code and its neighbours, and nothing else', () => {
    const factor = new AdminSecondFactor(secret, () => at);
    expect(factor.required).toBe(true);
    expect(factor.accepts(codeAt(at))).toBe(true);
    expect(factor.accepts(codeAt(at - 30_000))).toBe(true);
    expect(factor.accepts(codeAt(at - 5 * 60_000))).toBe(false);
    expect(factor.accepts(undefined)).toBe(false);
    expect(factor.accepts('000000') && codeAt(at) !== '000000').toBe(false);
  });
});
