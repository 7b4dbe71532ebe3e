import {
  AI_MESSAGES,
  SCHEDULE_MESSAGES,
  type AiProvider,
  type ApiIssue,
  type ScheduleTip,
  type ScheduleTipsRequestSchema,
} from '@cardsmith/contracts';
import { isTimeZone, zonedInstant } from '@cardsmith/contracts/zoned-time';
import { HttpError } from '@cardsmith/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ScheduleTipsWriter } from '../adapters/schedule-tips-writer.js';
import type { Requester, UsageService } from '../usage/usage.service.js';
import type { TipsBrief } from './timing-rules.js';

export type ScheduleTipsRequest = z.output<typeof ScheduleTipsRequestSchema>;

/**
 * The request as the rules take it, or 400 naming every problem: zone names the time-zone data
 * does not know (the scheduler's sentences) and dates that are not on the calendar.
 */
export function toBrief(request: ScheduleTipsRequest): TipsBrief {
  const issues: ApiIssue[] = [];
  if (!isTimeZone(request.timezone)) {
    issues.push({ path: 'timezone', message: SCHEDULE_MESSAGES.badTimezone });
  }
  if (request.senderTimezone && !isTimeZone(request.senderTimezone)) {
    issues.push({ path: 'senderTimezone', message: SCHEDULE_MESSAGES.badSenderTimezone });
  }
  if (request.deliveryDate && !zonedInstant(request.deliveryDate, '12:00', 'UTC')) {
    issues.push({ path: 'deliveryDate', message: SCHEDULE_MESSAGES.badDate });
  }
  if (issues.length > 0) {
    throw new HttpError(400, 'validation_failed', issues[0]!.message, issues);
  }
  return {
    occasion: request.occasion,
    deliveryMethod: request.deliveryMethod,
    timezone: request.timezone,
    senderTimezone: request.senderTimezone,
    deliveryDate: request.deliveryDate,
    country: request.country,
  };
}

export interface ScheduleTipsOptions {
  writer: ScheduleTipsWriter;
  /** Answers when the configured writer fails or answers something malformed. */
  fallback: ScheduleTipsWriter;
  usage: UsageService;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

export class ScheduleTipsService {
  private readonly now: () => Date;

  constructor(private readonly options: ScheduleTipsOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /**
   * Tips under the visitor's AI rate limit, logged as a generation. A provider that fails or
   * answers off-contract costs the visitor nothing: the offline rules answer instead, and say so.
   */
  async tips(
    request: ScheduleTipsRequest,
    requester: Requester,
  ): Promise<{ tips: ScheduleTip[]; provider: AiProvider }> {
    const brief = toBrief(request);
    const { writer, fallback, usage, logger } = this.options;
    const now = this.now();
    return usage.track(
      'schedule-tips',
      requester,
      writer.provider,
      AI_MESSAGES.tipsFailed,
      async () => {
        try {
          return { tips: await writer.write(brief, now), provider: writer.provider };
        } catch (error) {
          if (writer === fallback) throw error;
          logger.warn({ err: error, provider: writer.provider }, 'schedule tips fell back offline');
          return { tips: await fallback.write(brief, now), provider: fallback.provider };
        }
      },
      (result) => result.provider,
    );
  }
}
