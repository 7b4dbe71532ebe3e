import { createHash } from 'node:crypto';
import { AI_MESSAGES, type AiProvider } from '@cardsmith/contracts';
import type { Redis } from '@cardsmith/service-kit';
import type { MessageWriter } from '../adapters/message-writer.js';
import { requesterKey, type Requester, type UsageService } from '../usage/usage.service.js';
import type { MessageBrief } from './composer.js';
import { briefFromPrompt } from './prompt.js';

/** Long enough for the web's three calls of one request, short enough that a retry later starts over. */
const VARIANT_TTL_SECONDS = 15 * 60;

export interface MessagesServiceOptions {
  writer: MessageWriter;
  usage: UsageService;
  redis: Redis;
}

export interface WrittenMessage {
  message: string;
  provider: AiProvider;
}

export class MessagesService {
  constructor(private readonly options: MessagesServiceOptions) {}

  generate(
    brief: MessageBrief & { variant?: number },
    requester: Requester,
  ): Promise<WrittenMessage> {
    return this.write(
      {
        occasion: brief.occasion,
        relationship: brief.relationship,
        tone: brief.tone,
        details: brief.details,
      },
      requester,
      brief.variant,
    );
  }

  generateFromPrompt(prompt: string, requester: Requester): Promise<WrittenMessage> {
    return this.write(briefFromPrompt(prompt), requester, undefined, prompt);
  }

  private async write(
    brief: MessageBrief,
    requester: Requester,
    variant: number | undefined,
    prompt?: string,
  ): Promise<WrittenMessage> {
    const { usage, writer } = this.options;
    return usage.track(
      'message',
      requester,
      writer.provider,
      AI_MESSAGES.messageFailed,
      async () => {
        const chosen = variant ?? (await this.nextVariant(requester, brief));
        const message = await writer.write(brief, {
          variant: chosen,
          ...(prompt ? { prompt } : {}),
        });
        return { message, provider: writer.provider };
      },
    );
  }

  /**
   * The web asks three times in a row for one request and shows each answer as an option, so
   * each call for the same visitor and request takes the next variant.
   */
  private async nextVariant(requester: Requester, brief: MessageBrief): Promise<number> {
    const digest = createHash('sha256')
      .update(
        JSON.stringify([
          brief.occasion,
          brief.relationship,
          brief.tone,
          brief.details,
          brief.form ?? 'card',
          brief.name ?? '',
        ]),
      )
      .digest('base64url')
      .slice(0, 22);
    const key = `ai:variant:${requesterKey(requester)}:${digest}`;
    // The count and its expiry in one round trip, not two in a row.
    const [counted] =
      (await this.options.redis.pipeline().incr(key).expire(key, VARIANT_TTL_SECONDS).exec()) ?? [];
    if (!counted || counted[0]) throw counted?.[0] ?? new Error('Redis answered no variant count');
    return Number(counted[1]) - 1;
  }
}
