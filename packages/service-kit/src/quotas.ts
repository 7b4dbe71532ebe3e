import type { Redis } from 'ioredis';

/** One counter of a quota: how many takes (or distinct members) its key allows per day. */
export interface QuotaCounter {
  key: string;
  max: number;
  /** Counts distinct members (e.g. recipients) instead of every take: a known member is free. */
  member?: string;
}

export type QuotaAnswer<C extends QuotaCounter = QuotaCounter> =
  | { admitted: true }
  | {
      admitted: false;
      /** The first full counter. */
      refused: C;
      /** When its day ends and takes are possible again. */
      resetsAt: Date;
    };

export interface DailyQuotas {
  /** Takes one from every counter, or from none when any is full. */
  take<C extends QuotaCounter>(counters: C[]): Promise<QuotaAnswer<C>>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks every counter first and counts only when all have room, in one script, so a refused
 * request uses up none of its other quotas and concurrent requests cannot both take the last one.
 * Answers the 1-based index of the first full counter, or 0.
 */
const TAKE_SCRIPT = `
local ttl = tonumber(ARGV[1])
for i, key in ipairs(KEYS) do
  local max = tonumber(ARGV[i * 2])
  local member = ARGV[i * 2 + 1]
  if member == '' then
    if tonumber(redis.call('GET', key) or '0') >= max then return i end
  elseif redis.call('SISMEMBER', key, member) == 0 and redis.call('SCARD', key) >= max then
    return i
  end
end
for i, key in ipairs(KEYS) do
  local member = ARGV[i * 2 + 1]
  if member == '' then redis.call('INCR', key) else redis.call('SADD', key, member) end
  redis.call('PEXPIRE', key, ttl)
end
return 0
`;

/**
 * Quotas per UTC day kept in Redis, so every replica counts together; the limiter's sibling for
 * things a day bounds (deliveries scheduled) rather than a minute. Keys are the caller's, under
 * `prefix` and the day.
 */
export function createDailyQuotas(
  redis: Redis,
  options: { prefix?: string; now?: () => Date } = {},
): DailyQuotas {
  const prefix = options.prefix ?? 'quota:';
  const now = options.now ?? (() => new Date());
  return {
    async take(counters) {
      if (counters.length === 0) return { admitted: true };
      const day = Math.floor(now().getTime() / DAY_MS);
      const keys = counters.map(({ key }) => `${prefix}${day}:${key}`);
      const args = counters.flatMap(({ max, member }) => [String(max), member ?? '']);
      const refusedAt = Number(
        await redis.eval(TAKE_SCRIPT, keys.length, ...keys, String(2 * DAY_MS), ...args),
      );
      if (refusedAt === 0) return { admitted: true };
      return {
        admitted: false,
        refused: counters[refusedAt - 1]!,
        resetsAt: new Date((day + 1) * DAY_MS),
      };
    },
  };
}
