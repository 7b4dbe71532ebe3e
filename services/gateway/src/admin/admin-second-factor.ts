import { Secret, TOTP } from 'otpauth';

/** A code may be one step (30 s) early or late: clocks drift and people type slowly. */
const ACCEPTED_STEPS_AROUND_NOW = 1;

/**
 * The admin's optional second factor: a TOTP code (RFC 6238, 6 digits every 30 s, SHA-1, what
 * every authenticator app reads) from ADMIN_TOTP_SECRET. Without a secret no code is asked for.
 */
export class AdminSecondFactor {
  private readonly totp: TOTP | null;

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
  }

  get required(): boolean {
    return this.totp !== null;
  }

  /** Whether `code` is the current one (or a neighbour's); always true without a secret. */
  accepts(code: string | undefined): boolean {
    if (!this.totp) return true;
    if (code === undefined) return false;
    const delta = this.totp.validate({
      token: code,
      timestamp: this.now(),
      window: ACCEPTED_STEPS_AROUND_NOW,
    });
    return delta !== null;
  }
}
