import { safeColor } from '@cardsmith/card-render';
import { notFound } from '@cardsmith/service-kit';
import { CARD_MESSAGES } from '../cards/cards.service.js';
import type { CardsRepository } from '../cards/cards.repository.js';
import { etagMatches, strongEtag } from '../images/http-cache.js';
import type { PreviewService } from '../preview/preview.service.js';
import type { RenderJob } from '../preview/render-pool.js';
import { buildCardModel } from './card-model.js';

/** Texture width of each face: sharp on a phone held at arm's length, a few hundred KB in all. */
const TEXTURE_WIDTH = 1000;
const BACK_COVER = { width: 500, height: 700 } as const;

/** The back cover: the card's colour with a small maker's mark, like a printed card's back. */
export function backCoverSvg(backgroundColor: string): string {
  const { width, height } = BACK_COVER;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${safeColor(backgroundColor, '#ffffff')}"/>` +
    `<text x="${width / 2}" y="${height - 50}" text-anchor="middle" font-family="DejaVu Sans" font-size="16" fill="#78716c">Made with Cardsmith</text>` +
    `</svg>`
  );
}

export interface ModelDeps {
  cards: CardsRepository;
  previews: PreviewService;
  rasterize: (job: RenderJob) => Promise<Buffer>;
}

/** The card as a 3D model for AR viewers, rebuilt when the card's version changes. */
export class ModelService {
  constructor(private readonly deps: ModelDeps) {}

  async model(
    id: string,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; glb?: Uint8Array }> {
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    const etag = strongEtag('model', id, row.version);
    if (etagMatches(ifNoneMatch, etag)) return { etag };
    const [front, inside, back] = await Promise.all([
      this.deps.previews.preview(id, 'front', TEXTURE_WIDTH, undefined),
      this.deps.previews.preview(id, 'back', TEXTURE_WIDTH, undefined),
      this.deps.rasterize({
        svg: backCoverSvg(row.background_color),
        width: BACK_COVER.width,
        images: [],
      }),
    ]);
    if (!front.png || !inside.png) throw new Error(`card ${id} rendered without an image`);
    return { etag, glb: await buildCardModel({ front: front.png, inside: inside.png, back }) };
  }
}
