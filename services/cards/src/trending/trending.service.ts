import { cardPreviewPath, type TrendingCard } from '@cardsmith/contracts';
import { TRENDING, type TrendingRepository, type TrendingRow } from './trending.repository.js';

export function toTrendingCard(row: TrendingRow): TrendingCard {
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    previewImageUrl: cardPreviewPath(row.id),
    likes: row.likes,
  };
}

export interface TrendingOptions {
  /**
   * How old the stored scores may be before a visit starts a refresh (TRENDING_MAX_AGE_MS): the
   * visit is served the stored ones meanwhile. 0 refreshes before every answer (tests).
   */
  maxAgeMs: number;
  now?: () => Date;
  /** Hears a refresh that failed in the background (the next stale visit tries again). */
  onRefreshError?: (error: Error) => void;
}

export class TrendingService {
  private readonly now: () => Date;
  private refreshing: Promise<void> | null = null;

  constructor(
    private readonly trending: TrendingRepository,
    private readonly options: TrendingOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** The week's most liked and viewed public cards, topped up with the newest public ones. */
  async list(limit: number = TRENDING.limit): Promise<TrendingCard[]> {
    await this.refreshIfStale();
    const scored = await this.trending.storedTop(limit);
    const filler = await this.trending.newestPublic(
      scored.map((row) => row.id),
      limit - scored.length,
    );
    return [...scored, ...filler].map(toTrendingCard);
  }

  /**
   * Starts a refresh when the stored scores are older than maxAgeMs (one at a time in this
   * process), and waits for it only when there are none yet or maxAgeMs is 0.
   */
  private async refreshIfStale(): Promise<void> {
    const now = this.now();
    const refreshedAt = await this.trending.refreshedAt();
    if (refreshedAt && now.getTime() - refreshedAt.getTime() < this.options.maxAgeMs) return;
    this.refreshing ??= this.trending.refreshScores(now).finally(() => {
      this.refreshing = null;
    });
    if (!refreshedAt || this.options.maxAgeMs === 0) {
      await this.refreshing;
      return;
    }
    this.refreshing.catch((error: unknown) =>
      this.options.onRefreshError?.(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
