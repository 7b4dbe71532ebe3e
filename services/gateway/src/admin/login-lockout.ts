import { clientNetwork, type Redis } from '@cardsmith/service-kit';

export interface GuessLimits {
  /** Wrong guesses from one network answered at once before the waits begin. */
  freeFailures: number;
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** A network's failures are forgotten this long after its last one. */
  forgetAfterMs: number;
}

/**
 * A person who mistypes is not slowed down; a guesser from one network gets 1 s, 2 s, 4 s, … up
 * to 15 minutes between guesses (about four an hour after a dozen). Networks are apart: however
 * many guess, the admin's own network signs in as always.
 */
export const ADMIN_GUESS_LIMITS: GuessLimits = {
  freeFailures: 3,
  firstWaitMs: 1000,
  maxWaitMs: 15 * 60 * 1000,
  forgetAfterMs: 60 * 60 * 1000,
};

/** How long after its last failure a network must wait before its next guess is checked. */
export function waitAfterFailures(failures: number, limits: GuessLimits): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(limits.firstWaitMs * 2 ** (failures - limits.freeFailures), limits.maxWaitMs);
}

/** "3 seconds", "2 minutes": the wait as the refusal says it, rounded up. */
export function describeWait(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const lockedOutMessage = (waitMs: number) =>
  `Too many wrong sign-ins from your network. Please try again in ${describeWait(waitMs)}.`;

/**
 * Wrong admin sign-ins per client network (an IP, its /64 for IPv6) in Redis, shared by every
 * gateway replica: one hash per network with its failures and the time of the last one.
 */
export class LoginLockout {
  constructor(
    private readonly redis: Redis,
    private readonly now: () => number = Date.now,
    private readonly limits: GuessLimits = ADMIN_GUESS_LIMITS,
    private readonly prefix = 'gateway:admin-login:',
  ) {}

  private key(network: string) {
    return `${this.prefix}network:${network}`;
  }

  /** How long the network of `ip` must still wait before a guess of it is checked; 0: now. */
  async waitMs(ip: string): Promise<number> {
    const [failures, lastAt] = await this.redis.hmget(
      this.key(clientNetwork(ip)),
      'failures',
      'lastAt',
    );
    const wait = waitAfterFailures(Number(failures ?? 0), this.limits);
    return Math.max(0, Number(lastAt ?? 0) + wait - this.now());
  }

  async recordFailure(ip: string): Promise<void> {
    const key = this.key(clientNetwork(ip));
    await this.redis
      .multi()
      .hincrby(key, 'failures', 1)
      .hset(key, 'lastAt', this.now())
      .pexpire(key, this.limits.forgetAfterMs)
      .exec();
  }

  /** A right sign-in forgets its network's failures. */
  async recordSuccess(ip: string): Promise<void> {
    await this.redis.del(this.key(clientNetwork(ip)));
  }

  /** Forgets the failures of the network of `ip` (the unlock command); true if it had any. */
  async clear(ip: string): Promise<boolean> {
    return (await this.redis.del(this.key(clientNetwork(ip)))) > 0;
  }

  /** Forgets every network's failures; answers how many networks had some. */
  async clearAll(): Promise<number> {
    // SCAN matches whole key names, which carry the connection's key prefix; DEL adds it again.
    const keyPrefix = this.redis.options.keyPrefix ?? '';
    let cleared = 0;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(
        cursor,
        'MATCH',
        `${keyPrefix}${this.key('*')}`,
        'COUNT',
        500,
      );
      cursor = next;
      if (keys.length > 0) {
        cleared += await this.redis.del(...keys.map((key) => key.slice(keyPrefix.length)));
      }
    } while (cursor !== '0');
    return cleared;
  }
}
