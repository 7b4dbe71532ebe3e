import type { Redis } from 'ioredis';
import type { SharedCounts, SharedIncrement, SharedTotal } from './batched-counts.js';

/** Adds to a key, starting its window when the key is new, and answers the total and time left. */
const ADD_SCRIPT = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
if total == tonumber(ARGV[1]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {total, tonumber(ARGV[2])}
end
return {total, redis.call('PTTL', KEYS[1])}
`;

type WithAddCommand = Redis & {
  rateLimitAdd(key: string, by: number, windowMs: number): Promise<[number, number]>;
};

/** Rate limit counts in Redis, shared by every replica: one pipeline per flush. */
export class RedisWindowCounts implements SharedCounts {
  private readonly redis: WithAddCommand;

  constructor(
    redis: Redis,
    private readonly prefix: string,
  ) {
    if (!('rateLimitAdd' in redis)) {
      redis.defineCommand('rateLimitAdd', { numberOfKeys: 1, lua: ADD_SCRIPT });
    }
    this.redis = redis as WithAddCommand;
  }

  async add(batch: readonly SharedIncrement[]): Promise<SharedTotal[]> {
    const pipeline = this.redis.pipeline() as unknown as {
      rateLimitAdd(key: string, by: number, windowMs: number): void;
      exec(): Promise<Array<[Error | null, unknown]> | null>;
    };
    for (const { key, by, windowMs } of batch) {
      pipeline.rateLimitAdd(this.prefix + key, by, windowMs);
    }
    const results = (await pipeline.exec()) ?? [];
    return results.map(([error, reply]) => {
      if (error) throw error;
      const [total, ttlMs] = reply as [number, number];
      return { total, ttlMs };
    });
  }
}
