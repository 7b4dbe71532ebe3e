import { AI_MESSAGES, type AiProvider } from '@cardsmith/contracts';
import { HttpError, type Redis } from '@cardsmith/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationKind } from '../db/database.js';
import { ProviderError } from '../adapters/provider-error.js';
import type { UsageRepository } from './usage.repository.js';

export interface UsageOptions {
  repository: UsageRepository;
  redis: Redis;
  logger: FastifyBaseLogger;
  ratePerMinute: number;
  /** Successful messages a visitor may generate per calendar month (UTC); null = unlimited. */
  monthlyMessageQuota: number | null;
  now?: () => Date;
}

/** Who asked: the signed visitor, else the address (direct calls without the gateway). */
export interface Requester {
  visitorId: string | null;
  ip: string;
}

export const startOfMonthUtc = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export const requesterKey = (requester: Requester) =>
  requester.visitorId ? `v:${requester.visitorId}` : `ip:${requester.ip}`;

/** Rate limit, monthly allowance and the generation log, around every generation. */
export function createUsageService(options: UsageOptions) {
  const now = options.now ?? (() => new Date());

  async function admit(kind: GenerationKind, requester: Requester): Promise<void> {
    const minute = Math.floor(now().getTime() / 60_000);
    const key = `ai:rate:${requesterKey(requester)}:${minute}`;
    let count: number;
    try {
      count = await options.redis.incr(key);
      if (count === 1) await options.redis.expire(key, 90);
    } catch {
      throw new HttpError(
        503,
        'service_unavailable',
        'Generation is unavailable right now. Please try again shortly.',
      );
    }
    if (count > options.ratePerMinute) {
      throw new HttpError(429, 'rate_limited', AI_MESSAGES.rateLimited);
    }
    if (kind === 'message' && options.monthlyMessageQuota !== null && requester.visitorId) {
      const used = await options.repository.countSuccessful(
        requester.visitorId,
        'message',
        startOfMonthUtc(now()),
      );
      if (used >= options.monthlyMessageQuota) {
        throw new HttpError(429, 'rate_limited', AI_MESSAGES.monthlyQuotaReached);
      }
    }
  }

  async function log(record: Parameters<UsageRepository['insert']>[0]): Promise<void> {
    // The log serves the admin's counts; losing one row must not fail the visitor's request.
    await options.repository.insert(record).catch((error: unknown) => {
      options.logger.warn({ err: error }, 'could not log a generation');
    });
  }

  /**
   * Runs one generation under the limits and logs it with its latency. A provider failure
   * becomes the spec's sentence (`failure`); the cause goes to the log only.
   */
  async function track<T>(
    kind: GenerationKind,
    requester: Requester,
    provider: AiProvider,
    failure: string,
    run: () => Promise<T>,
  ): Promise<T> {
    await admit(kind, requester);
    const started = performance.now();
    const visitorId = requester.visitorId;
    try {
      const result = await run();
      await log({
        kind,
        provider,
        latencyMs: performance.now() - started,
        visitorId,
        success: true,
        errorCode: null,
      });
      return result;
    } catch (error) {
      const errorCode = error instanceof ProviderError ? error.reason : 'internal';
      await log({
        kind,
        provider,
        latencyMs: performance.now() - started,
        visitorId,
        success: false,
        errorCode,
      });
      if (error instanceof HttpError) throw error;
      options.logger.warn({ err: error, kind, provider }, 'generation failed');
      throw new HttpError(502, 'service_unavailable', failure);
    }
  }

  return { track };
}
export type UsageService = ReturnType<typeof createUsageService>;
