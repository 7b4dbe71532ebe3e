import {
  ApiRequestError,
  aiRoutes,
  cardsRoutes,
  createApiClient,
  type AiProvider,
  type CardInput,
  type GenerateImageRequest,
  type GenerateMessageRequest,
  type RouteOutput,
  type SurpriseCardRequest,
} from '@cardsmith/contracts';

/** Shown instead of the browser's own wording ('Failed to fetch', 'Load failed'…). */
const UNREACHABLE_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/**
 * Resolves `fetch` at call time, so a page (or a test) that swaps it is honoured. A request that
 * never got an answer fails with a sentence a visitor can act on; an abort stays an abort, as
 * callers recognise it by their own signal.
 */
const api = createApiClient({
  credentials: 'include',
  fetch: async (input, init) => {
    try {
      return await globalThis.fetch(input, init);
    } catch (error) {
      if (init?.signal?.aborted) throw error;
      throw new Error(UNREACHABLE_MESSAGE, { cause: error });
    }
  },
});

/**
 * The service's own sentence when it refused for a limit (429: the per-minute rate limit or the
 * monthly quota), found through the causes of the errors thrown here. A visitor must read it
 * instead of a generic "try again", which would only be refused again.
 */
export function limitMessage(error: unknown): string | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ApiRequestError) {
      return cause.status === 429 && cause.body?.message ? cause.body.message : null;
    }
  }
  return null;
}

export interface Generated<T> {
  value: T;
  provider: AiProvider;
}

export type SurpriseCardData = RouteOutput<typeof aiRoutes.surpriseCard>['cardData'];

/** One message option of the assistant dialog (spec 001 §7: success and message are read). */
export async function generateMessage(
  brief: GenerateMessageRequest,
  signal?: AbortSignal,
): Promise<Generated<string>> {
  const answer = await api(aiRoutes.generateMessage, { body: brief }, { signal });
  if (!answer.success || !answer.message) throw new Error('No message received from API');
  return { value: answer.message, provider: answer.provider };
}

/**
 * The image call with the spec's error reading (spec 001 §7): a non-OK answer fails with its
 * `message` field or 'Unknown error'; an answer without success or imageUrl is a failure too.
 */
export async function generateImage(
  request: GenerateImageRequest,
  signal?: AbortSignal,
): Promise<Generated<string>> {
  let answer: Partial<RouteOutput<typeof aiRoutes.generateImage>>;
  try {
    answer = await api(aiRoutes.generateImage, { body: request }, { signal });
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new Error(error.body?.message || 'Unknown error', { cause: error });
    }
    throw error;
  }
  if (!answer?.success || !answer.imageUrl) throw new Error('No image URL received from API');
  return { value: answer.imageUrl, provider: answer.provider ?? 'offline' };
}

/** Thrown by the prompt call when the service answered with an error; `error` is its sentence. */
export class PromptCallError extends Error {
  constructor(
    readonly error: string,
    options?: ErrorOptions,
  ) {
    super(error, options);
    this.name = 'PromptCallError';
  }
}

/**
 * The prompt form of message generation used by /ai-message and /test-ai: it reads `message`,
 * or `error` when the answer is not OK. A network failure rejects with UNREACHABLE_MESSAGE instead.
 */
export async function generateFromPrompt(
  prompt: string,
  signal?: AbortSignal,
): Promise<Generated<string>> {
  try {
    const answer = await api(aiRoutes.legacyGenerateMessage, { body: { prompt } }, { signal });
    return { value: answer.message, provider: answer.provider };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      const body = error.body as { error?: unknown; message?: unknown } | null;
      const sentence =
        typeof body?.error === 'string'
          ? body.error
          : typeof body?.message === 'string'
            ? body.message
            : error.message;
      throw new PromptCallError(sentence, { cause: error });
    }
    throw error;
  }
}

export async function generateSurpriseCard(
  choice: SurpriseCardRequest,
  signal?: AbortSignal,
): Promise<Generated<SurpriseCardData>> {
  const answer = await api(aiRoutes.surpriseCard, { body: choice }, { signal });
  if (!answer.success || !answer.cardData) throw new Error('No card received from API');
  return { value: answer.cardData, provider: answer.provider };
}

/** Saves a new card for this visitor and answers its id, for the AI pages' "open in editor". */
export async function createCard(card: CardInput): Promise<string> {
  const created = await api(cardsRoutes.createCard, { body: card });
  return created.id;
}

/** Any integer the image route accepts; a new one asks for a new picture of the same prompt. */
export function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! % 2_147_483_648;
}
