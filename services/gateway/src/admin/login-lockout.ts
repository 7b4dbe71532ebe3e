import { clientNetwork, type Redis } from '@cardsmith/service-kit';

export interface LockoutLimits {
  /** Wrong passwords from one network (an IP, its /64 for IPv6) before it is locked out. */
  perNetwork: number;
  /** Wrong passwords from anywhere before sign-in pauses for everyone (a distributed guess). */
  perAccount: number;
  windowMs: number;
}

export const ADMIN_LOCKOUT: LockoutLimits = {
  perNetwork: 5,
  perAccount: 50,
  windowMs: 15 * 60 * 1000,
};

/**
 * Counts wrong admin passwords in Redis (shared by every gateway replica). A counter starts with
 * its first failure and lasts the window; while either is at its limit no password is checked.
 */
export class LoginLockout {
  constructor(
    private readonly redis: Redis,
    private readonly limits: LockoutLimits = ADMIN_LOCKOUT,
    private readonly prefix = 'gateway:admin-login:',
  ) {}

  private keys(ip: string) {
    return {
      network: `${this.prefix}network:${clientNetwork(ip)}`,
      account: `${this.prefix}account`,
    };
  }

  async isLocked(ip: string): Promise<boolean> {
    const keys = this.keys(ip);
    const [network, account] = await this.redis.mget(keys.network, keys.account);
    return (
      Number(network ?? 0) >= this.limits.perNetwork ||
      Number(account ?? 0) >= this.limits.perAccount
    );
  }

  async recordFailure(ip: string): Promise<void> {
    const keys = this.keys(ip);
    await this.redis
      .multi()
      .incr(keys.network)
      .pexpire(keys.network, this.limits.windowMs, 'NX')
      .incr(keys.account)
      .pexpire(keys.account, this.limits.windowMs, 'NX')
      .exec();
  }

  /** A right password clears its network's failures (not the account's: others may be guessing). */
  async recordSuccess(ip: string): Promise<void> {
    await this.redis.del(this.keys(ip).network);
  }
}
