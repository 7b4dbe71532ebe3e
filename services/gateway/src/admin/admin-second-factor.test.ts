import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { AdminSecondFactor } from './admin-second-factor.js';

const secret = new Secret({ size: 20 }).base32;
const at = Date.UTC(2026, 10, 28, 12, 0, 0);
const stepAt = (timestamp: number) => Math.floor(timestamp / 30_000);
const codeAt = (timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('AdminSecondFactor', () => {
  it('asks for nothing without a secret', () => {
    const none = new AdminSecondFactor(undefined);
    expect(none.required).toBe(false);
    expect(none.check(undefined)).toBe('not-asked');
  });

  it('accepts the current code and its neighbours, each with its own step, and nothing else', () => {
    const factor = new AdminSecondFactor(secret, () => at);
    expect(factor.required).toBe(true);
    expect(factor.check(codeAt(at))).toMatchObject({ step: stepAt(at) });
    expect(factor.check(codeAt(at - 30_000))).toMatchObject({ step: stepAt(at) - 1 });
    expect(factor.check(codeAt(at + 30_000))).toMatchObject({ step: stepAt(at) + 1 });
    expect(factor.check(codeAt(at - 5 * 60_000))).toBeNull();
    expect(factor.check(undefined)).toBeNull();
    const wrong = codeAt(at) === '000000' ? '000001' : '000000';
    expect(factor.check(wrong)).toBeNull();
  });

  it('names the secret by a fingerprint that changes with the secret and does not contain it', () => {
    const other = new Secret({ size: 20 }).base32;
    const first = new AdminSecondFactor(secret, () => at).check(codeAt(at));
    const second = new AdminSecondFactor(other, () => at).check(
      new TOTP({ secret: Secret.fromBase32(other) }).generate({ timestamp: at }),
    );
    if (!first || first === 'not-asked' || !second || second === 'not-asked') {
      throw new Error('both codes should have been accepted');
    }
    expect(first.secretId).not.toBe(second.secretId);
    expect(first.secretId).not.toContain(secret);
  });
});
