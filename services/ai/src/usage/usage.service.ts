import { AI_MESSAGES, type AiProvider } from '@cardsmith/contracts';
import { HttpError, type RateLimiter } from '@cardsmith/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { GenerationKind } from '../db/database.js';
import { ProviderError } from '../adapters/provider-error.js';
import type { GenerationRecord, UsageRepository } from './usage.repository.js';

export interface UsageOptions {
  repository: UsageRepository;
  /** The process's rate limiter (in-memory counts flushed to Redis in batches). */
  limiter: RateLimiter;
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

const MINUTE_MS = 60_000;

export const startOfMonthUtc = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export const requesterKey = (requester: Requester) =>
  requester.visitorId ? `v:${requester.visitorId}` : `ip:${requester.ip}`;

/** Rate limit, monthly allowance and the generation log, around every generation. */
export class UsageService {
  private readonly now: () => Date;

  constructor(private readonly options: UsageOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Runs one generation under the limits and logs it with its latency. A provider failure
   * becomes the spec's sentence (`failure`); the cause goes to the log only. `answeredBy` names
   * the provider of a result when it can differ from `provider` (a fallback to offline).
   */
  async track<T>(
    kind: GenerationKind,
    requester: Requester,
    provider: AiProvider,
    failure: string,
    run: () => Promise<T>,
    answeredBy?: (result: T) => AiProvider,
  ): Promise<T> {
    await this.admit(kind, requester);
    const started = performance.now();
    const visitorId = requester.visitorId;
    try {
      const result = await run();
      await this.log({
        kind,
        provider: answeredBy?.(result) ?? provider,
        latencyMs: performance.now() - started,
        visitorId,
        success: true,
        errorCode: null,
      });
      return result;
    } catch (error) {
      const errorCode = error instanceof ProviderError ? error.reason : 'internal';
      await this.log({
        kind,
        provider,
        latencyMs: performance.now() - started,
        visitorId,
        success: false,
        errorCode,
      });
      if (error instanceof HttpError) throw error;
      this.options.logger.warn({ err: error, kind, provider }, 'generation failed');
      throw new HttpError(502, 'service_unavailable', failure);
    }
  }

  private async admit(kind: GenerationKind, requester: Requester): Promise<void> {
    const { limiter, repository, ratePerMinute, monthlyMessageQuota } = this.options;
    if (!limiter.admitKey(`generation:${requesterKey(requester)}`, ratePerMinute, MINUTE_MS)) {
      throw new HttpError(429, 'rate_limited', AI_MESSAGES.rateLimited);
    }
    if (kind === 'message' && monthlyMessageQuota !== null && requester.visitorId) {
      const used = await repository.countSuccessful(
        requester.visitorId,
        'message',
        startOfMonthUtc(this.now()),
      );
      if (used >= monthlyMessageQuota) {
        throw new HttpError(429, 'rate_limited', AI_MESSAGES.monthlyQuotaReached);
      }
    }
  }

  private async log(record: GenerationRecord): Promise<void> {
    // The log serves the admin's counts; losing one row must not fail the visitor's request.
    await this.options.repository.insert(record).catch((error: unknown) => {
      this.options.logger.warn({ err: error }, 'could not log a generation');
    });
  }
}
