import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** A code may be one step (30 s) early or late: clocks drift and people type slowly. */
const ACCEPTED_STEPS_AROUND_NOW = 1;

/** The time step a code belongs to, so a used one can be refused (AdminTotpStepsRepository). */
export interface AcceptedCode {
  /** Which secret it was checked against: a fingerprint, so no secret sits in the database. */
  secretId: string;
  step: number;
}

/**
 * The admin's optional second factor: a TOTP code (RFC 6238, 6 digits every 30 s, SHA-1, what
 * every authenticator app reads) from ADMIN_TOTP_SECRET. Without a secret no code is asked for.
 */
export class AdminSecondFactor {
  private readonly totp: TOTP | null;
  private readonly secretId: string;

  constructor(
    base32Secret: string | undefined,
    private readonly now: () => number = Date.now,
  ) {
    this.totp = base32Secret
      ? new TOTP({
          issuer: 'Cardsmith',
          label: 'admin',
          secret: Secret.fromBase32(base32Secret),
          algorithm: 'SHA1',
          digits: 6,
          period: 30,
        })
      : null;
    this.secretId = base32Secret
      ? createHash('sha256').update(`cardsmith-admin-totp:${base32Secret}`).digest('base64url')
      : '';
  }

  get required(): boolean {
    return this.totp !== null;
  }

  /**
   * The step `code` is the code of (the current one or a neighbour), or null when it is none of
   * them. Without a secret nothing is asked, so there is no step to remember: `'not-asked'`.
   */
  check(code: string | undefined): AcceptedCode | 'not-asked' | null {
    if (!this.totp) return 'not-asked';
    if (code === undefined) return null;
    const timestamp = this.now();
    const delta = this.totp.validate({ token: code, timestamp, window: ACCEPTED_STEPS_AROUND_NOW });
    if (delta === null) return null;
    return { secretId: this.secretId, step: this.totp.counter({ timestamp }) + delta };
  }
}
