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

export class TrendingService {
  constructor(
    private readonly trending: TrendingRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The week's most liked and viewed public cards, topped up with the newest public ones. */
  async list(limit: number = TRENDING.limit): Promise<TrendingCard[]> {
    const scored = await this.trending.topScored(this.now(), limit);
    const filler = await this.trending.newestPublic(
      scored.map((row) => row.id),
      limit - scored.length,
    );
    return [...scored, ...filler].map(toTrendingCard);
  }
}
