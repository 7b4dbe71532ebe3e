import { createHash, randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES, ADMIN_SESSION_HOURS } from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import type { AdminPassword } from './admin-password.js';
import type { AdminSecondFactor } from './admin-second-factor.js';
import type { AdminSessionsRepository } from './admin-sessions.repository.js';
import type { AdminTotpStepsRepository } from './admin-totp-steps.repository.js';
import { lockedOutMessage, type LoginLockout } from './login-lockout.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const accessDenied = () => new HttpError(401, 'unauthorized', ADMIN_MESSAGES.accessDenied);
export const signInRequired = () =>
  new HttpError(401, 'unauthorized', ADMIN_MESSAGES.signInRequired);
/** Said to every sign-in without a code while the second factor is on, right password or not. */
export const codeRequired = () => new HttpError(401, 'unauthorized', ADMIN_MESSAGES.codeRequired);

export interface AdminSignIn {
  token: string;
  expiresAt: Date;
}

/**
 * One shared admin password, and a TOTP code when the second factor is on; each sign-in is a
 * session row the cookie's token points to. A network that keeps guessing waits longer between
 * guesses (LoginLockout); a wrong password, a wrong code and a code already used read the same.
 */
export class AdminAuthService {
  constructor(
    private readonly password: AdminPassword,
    private readonly secondFactor: AdminSecondFactor,
    private readonly sessions: AdminSessionsRepository,
    private readonly usedCodes: AdminTotpStepsRepository,
    private readonly lockout: LoginLockout,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async login(candidate: string, code: string | undefined, ip: string): Promise<AdminSignIn> {
    const wait = await this.lockout.waitMs(ip);
    if (wait > 0) throw new HttpError(429, 'rate_limited', lockedOutMessage(wait));
    // Asked before the password is checked, so the question reveals nothing about it.
    if (this.secondFactor.required && code === undefined) throw codeRequired();
    const passwordRight = await this.password.verify(candidate);
    const accepted = this.secondFactor.check(code);
    // A code is spent only by a sign-in that succeeds, so a wrong password cannot burn it.
    const signedIn =
      passwordRight &&
      accepted !== null &&
      (accepted === 'not-asked' || (await this.usedCodes.use(accepted)));
    if (!signedIn) {
      await this.lockout.recordFailure(ip);
      throw accessDenied();
    }
    await this.lockout.recordSuccess(ip);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.now().getTime() + ADMIN_SESSION_HOURS * 60 * 60 * 1000);
    await this.sessions.insert(hashToken(token), expiresAt, ip);
    return { token, expiresAt };
  }

  /** The session's expiry; a 401 when the token is missing, unknown, expired or revoked. */
  async requireSession(token: string | undefined): Promise<Date> {
    const expiresAt = await this.findSession(token);
    if (!expiresAt) throw signInRequired();
    return expiresAt;
  }

  /** The session's expiry, or null when there is no live one. */
  async findSession(token: string | undefined): Promise<Date | null> {
    if (!token) return null;
    return (await this.sessions.findActiveExpiry(hashToken(token), this.now())) ?? null;
  }

  async logout(token: string): Promise<void> {
    await this.sessions.revoke(hashToken(token), this.now());
  }
}
