import {
  CardIdParamsSchema,
  CardSchema,
  cardsRoutes,
  createApiClient,
  ApiRequestError,
  type Card,
} from '@cardsmith/contracts';

export type CardLookup = { found: true; card: Card } | { found: false } | { unavailable: true };

/** How long a card's head is reused: edits show in link previews a few seconds later at most. */
const TTL_MS = 5000;
const MAX_ENTRIES = 5000;

/**
 * Reads cards from the cards service for server-rendered heads. Answers are remembered briefly,
 * so a link posted in a busy group chat (every member's app unfurls it) costs one lookup.
 */
export class CardSource {
  private readonly call: ReturnType<typeof createApiClient>;
  private readonly memo = new Map<string, { at: number; lookup: Promise<CardLookup> }>();

  constructor(cardsUrl: string, fetchImpl: typeof fetch = fetch) {
    this.call = createApiClient({ baseUrl: cardsUrl, fetch: fetchImpl, credentials: 'omit' });
  }

  lookup(id: string): Promise<CardLookup> {
    if (!CardIdParamsSchema.safeParse({ id }).success) return Promise.resolve({ found: false });
    const now = Date.now();
    const memo = this.memo.get(id);
    if (memo && now - memo.at < TTL_MS) return memo.lookup;
    const lookup = this.fetchCard(id);
    if (this.memo.size >= MAX_ENTRIES) {
      const oldest = this.memo.keys().next().value;
      if (oldest !== undefined) this.memo.delete(oldest);
    }
    this.memo.delete(id);
    this.memo.set(id, { at: now, lookup });
    // A failure is not remembered: the next visitor asks again.
    lookup.then(
      (result) => {
        if ('unavailable' in result) this.memo.delete(id);
      },
      () => this.memo.delete(id),
    );
    return lookup;
  }

  private async fetchCard(id: string): Promise<CardLookup> {
    try {
      const answer = await this.call(
        cardsRoutes.getCard,
        { params: { id } },
        {
          signal: AbortSignal.timeout(3000),
        },
      );
      const card = CardSchema.safeParse(answer);
      return card.success ? { found: true, card: card.data } : { unavailable: true };
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return { found: false };
      return { unavailable: true };
    }
  }
}
