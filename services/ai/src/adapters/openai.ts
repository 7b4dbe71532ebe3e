import {
  IMAGE_STYLES,
  OCCASION_LABELS,
  RELATIONSHIP_LABELS,
  SCHEDULE_TIP_LIMITS,
  ScheduleTipSchema,
  TONE_LABELS,
} from '@cardsmith/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import type { MessageBrief } from '../messages/composer.js';
import { composeScheduleTips, type TipsBrief } from '../schedule-tips/timing-rules.js';
import { ARTWORK_SIZE, type ImagePainter } from './image-painter.js';
import type { MessageWriter } from './message-writer.js';
import { ProviderError } from './provider-error.js';
import type { ScheduleTipsWriter } from './schedule-tips-writer.js';

export interface OpenAiOptions {
  apiKey: string;
  baseURL?: string;
  textModel: string;
  imageModel: string;
  timeoutMs: number;
  /** The HTTP client; tests pass one that can fail a request as a timeout would, at once. */
  fetch?: typeof globalThis.fetch;
}

/** The SDK's own retries are off: exactly one retry, on a timeout or a 5xx, is ours. */
export function createOpenAiClient(options: OpenAiOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

const retryable = (error: unknown) =>
  error instanceof APIConnectionTimeoutError ||
  (error instanceof APIError && typeof error.status === 'number' && error.status >= 500);

async function withOneRetry<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!retryable(error)) throw toProviderError(error);
    try {
      return await call();
    } catch (second) {
      throw toProviderError(second);
    }
  }
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIConnectionTimeoutError) {
    return new ProviderError('timeout', 'OpenAI did not answer in time', { cause: error });
  }
  if (error instanceof APIError && typeof error.status === 'number' && error.status < 500) {
    return new ProviderError('rejected', `OpenAI refused the request (${error.status})`, {
      cause: error,
    });
  }
  return new ProviderError('upstream', 'OpenAI failed', { cause: error });
}

export function systemPrompt(brief: MessageBrief): string {
  const lines = [
    'You write the message inside a greeting card on behalf of the person sending it.',
    `Occasion: ${OCCASION_LABELS[brief.occasion]}.`,
    `The recipient is the sender's ${RELATIONSHIP_LABELS[brief.relationship].toLowerCase()}.`,
    `Tone: ${TONE_LABELS[brief.tone].toLowerCase()}.`,
  ];
  if (brief.details) lines.push(`Details from the sender to weave in naturally: ${brief.details}`);
  lines.push(
    'Write 30 to 80 words, ready to print: no placeholders such as [Name], no quotation marks, no title, no preamble.',
  );
  if (brief.occasion === 'sympathy' || brief.occasion === 'get-well') {
    lines.push(
      'Be gentle: no celebration words such as happy, celebrate, party or congratulations.',
    );
  }
  return lines.join('\n');
}

export function createOpenAiMessageWriter(client: OpenAI, model: string): MessageWriter {
  return {
    provider: 'openai',
    write: async (brief, { prompt }) => {
      const completion = await withOneRetry(() =>
        client.chat.completions.create({
          model,
          temperature: 0.9,
          max_tokens: 300,
          messages: [
            { role: 'system', content: systemPrompt(brief) },
            { role: 'user', content: prompt ?? 'Write the card message.' },
          ],
        }),
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new ProviderError('empty', 'OpenAI answered without a message');
      return text;
    },
  };
}

export function createOpenAiImagePainter(client: OpenAI, model: string): ImagePainter {
  return {
    provider: 'openai',
    paint: async ({ prompt, style }) => {
      const styleName = IMAGE_STYLES.find((s) => s.id === style)?.name ?? style;
      const result = await withOneRetry(() =>
        client.images.generate({
          model,
          prompt: `Greeting card cover art, ${styleName.toLowerCase()} style, no text or lettering: ${prompt}`,
          n: 1,
          size: `${ARTWORK_SIZE}x${ARTWORK_SIZE}`,
          // GPT image models always answer in base64 and reject the parameter; DALL·E needs it.
          ...(model.startsWith('dall-e') ? { response_format: 'b64_json' as const } : {}),
        }),
      );
      const b64 = result.data?.[0]?.b64_json;
      if (!b64) throw new ProviderError('empty', 'OpenAI answered without an image');
      return Buffer.from(b64, 'base64');
    },
  };
}

/** What the model must answer: checked before a word of it reaches a visitor. */
const ModelTipsSchema = z.object({
  tips: z.array(ScheduleTipSchema).min(1).max(SCHEDULE_TIP_LIMITS.tips),
});

/**
 * The facts are the offline rules' own tips (times converted between zones, post lead days,
 * weekdays): the model words them for the occasion but is told not to change a time or date,
 * because it cannot compute time zones reliably.
 */
export function scheduleTipsPrompt(brief: TipsBrief, now: Date): string {
  const facts = composeScheduleTips(brief, now)
    .map(
      (tip) =>
        `- ${tip.title}: ${tip.body}${tip.suggestedLocalTime ? ` (suggested time ${tip.suggestedLocalTime})` : ''}`,
    )
    .join('\n');
  return [
    'You advise someone scheduling a greeting card on when it should arrive.',
    `Occasion: ${brief.occasion ? OCCASION_LABELS[brief.occasion] : 'not chosen'}.`,
    `Delivery method: ${brief.deliveryMethod}. Recipient's time zone: ${brief.timezone}.`,
    brief.deliveryDate ? `Delivery date: ${brief.deliveryDate}.` : 'No delivery date chosen yet.',
    'Facts you must keep exactly (times, dates, days and time zones):',
    facts,
    `Answer JSON only: {"tips":[{"title":string,"body":string,"suggestedLocalTime"?:"HH:MM"}]} with 1 to ${SCHEDULE_TIP_LIMITS.tips} tips, titles under ${SCHEDULE_TIP_LIMITS.titleMax} characters, bodies under ${SCHEDULE_TIP_LIMITS.bodyMax}. suggestedLocalTime is on the recipient's clock and only one of the facts' suggested times.`,
  ].join('\n');
}

export function createOpenAiScheduleTipsWriter(client: OpenAI, model: string): ScheduleTipsWriter {
  return {
    provider: 'openai',
    write: async (brief, now) => {
      const completion = await withOneRetry(() =>
        client.chat.completions.create({
          model,
          temperature: 0.4,
          max_tokens: 700,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: scheduleTipsPrompt(brief, now) },
            { role: 'user', content: 'Write the timing tips.' },
          ],
        }),
      );
      const text = completion.choices[0]?.message?.content?.trim();
      if (!text) throw new ProviderError('empty', 'OpenAI answered without tips');
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch (error) {
        throw new ProviderError('malformed', 'OpenAI answered tips that are not JSON', {
          cause: error,
        });
      }
      const checked = ModelTipsSchema.safeParse(parsed);
      if (!checked.success) {
        throw new ProviderError('malformed', 'OpenAI answered tips of the wrong shape', {
          cause: checked.error,
        });
      }
      return checked.data.tips;
    },
  };
}
