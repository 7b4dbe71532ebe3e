import type { VideoFront } from '@cardsmith/contracts';
import type { CardFrontStore } from '../adapters/media-client.js';
import type { CardsRepository } from '../cards/cards.repository.js';
import { roleFor } from '../collaboration/collaboration.service.js';
import type { PreviewService } from '../preview/preview.service.js';
import { VIDEO_FRONT_WIDTH, videoMakerRole } from './video-front-rules.js';

/**
 * A video of a card starts here (the gateway asks before forwarding the request to media): the
 * visitor's role is checked, the front is drawn as the editor shows it, and media keeps it for
 * the render, which then needs nothing from cards.
 */
export class VideoFrontService {
  constructor(
    private readonly deps: {
      cards: CardsRepository;
      previews: PreviewService;
      fronts: CardFrontStore;
    },
  ) {}

  async draw(cardId: string, visitorId: string): Promise<VideoFront> {
    const row = await this.deps.cards.findLive(cardId);
    const role = videoMakerRole(row ? roleFor(row, row.edit_token, visitorId, null) : null);
    // Too many large pictures answer 413 here, before anything is uploaded or queued.
    const { png } = await this.deps.previews.preview(cardId, 'front', VIDEO_FRONT_WIDTH, undefined);
    if (!png) throw new Error('The preview answered without an image');
    return { role, frontBlobId: await this.deps.fronts.keep(png, visitorId) };
  }
}
