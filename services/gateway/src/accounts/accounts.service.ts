import {
  ACCOUNT_MESSAGES,
  MAGIC_LINK_MINUTES,
  SIGN_IN_LIMITS,
  type Account,
} from '@cardsmith/contracts';
import { HttpError, type ActionLimiter, type Logger } from '@cardsmith/service-kit';
import { OWNING_SERVICES, type OwnershipPeers } from '../adapters/ownership-peers.js';
import type { SignInMailer } from '../adapters/sign-in-mailer.js';
import type { AccountRow, AccountsRepository } from './accounts.repository.js';
import {
  hashToken,
  linkExpiry,
  magicLinkUrl,
  newAccountId,
  newSecretToken,
  refusalOf,
  sessionExpiry,
} from './magic-link.js';

const SIGN_IN_LIMIT = {
  perVisitor: SIGN_IN_LIMITS.perAddress,
  perNetwork: SIGN_IN_LIMITS.perNetwork,
  windowMs: MAGIC_LINK_MINUTES * 60 * 1000,
};

export interface AccountsDeps {
  repository: AccountsRepository;
  mailer: SignInMailer;
  peers: OwnershipPeers;
  /** Counts sign-in links per address and per client network (Redis). */
  limiter: ActionLimiter;
  publicOrigin: string;
  logger: Logger;
  now?: () => Date;
}

export interface DeviceSession {
  account: Account;
  /** The secret the device's cookie holds. */
  token: string;
  expiresAt: Date;
}

export const toAccount = (row: AccountRow): Account => ({ id: row.id, email: row.email });

const disabled = () => new HttpError(403, 'forbidden', ACCOUNT_MESSAGES.accountDisabled);

/**
 * Magic-link sign-in: a link is a random token emailed to the address, stored hashed, usable once
 * within MAGIC_LINK_MINUTES. Using it signs the device in (a session row the cookie points to)
 * and moves the device's anonymous work to the account in every service that keeps some.
 */
export class AccountsService {
  private readonly now: () => Date;

  constructor(private readonly deps: AccountsDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  async requestLink(email: string, ip: string): Promise<void> {
    const { repository, limiter } = this.deps;
    const admitted = await limiter.admit('sign-in', SIGN_IN_LIMIT, {
      // The address's own counter: a hash, so no address sits in Redis in the clear.
      visitorId: `address:${hashToken(email)}`,
      visitorMintedNow: false,
      ip,
    });
    if (!admitted) throw new HttpError(429, 'rate_limited', ACCOUNT_MESSAGES.tooManyLinks);
    const existing = await repository.findByEmail(email);
    if (existing?.disabled_at) throw disabled();

    const token = newSecretToken();
    const now = this.now();
    await repository.insertLink(hashToken(token), email, now, linkExpiry(now));
    try {
      await this.deps.mailer.send(email, {
        signInUrl: magicLinkUrl(this.deps.publicOrigin, token),
      });
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'the sign-in email could not be handed over');
      throw new HttpError(503, 'service_unavailable', ACCOUNT_MESSAGES.emailUnavailable);
    }
  }

  /**
   * Uses a link once: signs the device in and moves `visitorId`'s work (the device's anonymous
   * identity, when it has one) to the account.
   */
  async verify(token: string, visitorId: string | null): Promise<DeviceSession> {
    const { repository } = this.deps;
    const now = this.now();
    const linkHash = hashToken(token);
    const email = await repository.consumeLink(linkHash, now);
    if (!email) {
      throw new HttpError(
        400,
        'validation_failed',
        refusalOf(await repository.findLink(linkHash), now),
      );
    }
    const account = await repository.findOrCreate(email, newAccountId());
    if (account.disabled_at) throw disabled();

    const sessionToken = newSecretToken();
    const expiresAt = sessionExpiry(now);
    await repository.insertSession(hashToken(sessionToken), account.id, now, expiresAt);
    if (visitorId && visitorId !== account.id) {
      await repository.linkVisitor(account.id, visitorId, now);
    }
    await this.claimPending(account.id);
    return { account: toAccount(account), token: sessionToken, expiresAt };
  }

  /**
   * Moves the work of every visitor that signed in to the account and is not moved yet. A
   * service that fails leaves the visitor pending, to be asked again at the next session check;
   * the claims are idempotent, so asking the others again moves nothing twice.
   */
  async claimPending(accountId: string): Promise<void> {
    const { repository, peers, logger } = this.deps;
    for (const visitorId of await repository.pendingVisitors(accountId)) {
      const results = await Promise.allSettled(
        OWNING_SERVICES.map((service) => peers.claim(service, visitorId, accountId)),
      );
      const failed = OWNING_SERVICES.filter((_, i) => results[i]!.status === 'rejected');
      if (failed.length === 0) {
        await repository.markClaimed(accountId, visitorId, this.now());
      } else {
        logger.warn({ accountId, failed }, "a visitor's work is not moved to its account yet");
      }
    }
  }

  /** The device's signed-in account, or null (expired, revoked, disabled or unknown). */
  async sessionOf(
    token: string | undefined,
  ): Promise<{ account: Account; expiresAt: Date } | null> {
    if (!token) return null;
    const live = await this.deps.repository.findLiveSession(hashToken(token), this.now());
    return live ? { account: toAccount(live.account), expiresAt: live.expiresAt } : null;
  }

  async signOut(token: string | undefined): Promise<void> {
    if (token) await this.deps.repository.revokeSession(hashToken(token), this.now());
  }

  /** Disabled: no new sign-in, and every device signed in to it is signed out. */
  async setDisabled(accountId: string, isDisabled: boolean): Promise<AccountRow> {
    const now = this.now();
    const account = await this.deps.repository.setDisabled(accountId, isDisabled ? now : null);
    if (!account) throw new HttpError(404, 'not_found', 'This account does not exist.');
    if (isDisabled) await this.deps.repository.revokeSessionsOf(accountId, now);
    return account;
  }
}
