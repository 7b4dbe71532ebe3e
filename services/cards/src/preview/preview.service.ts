import {
  CARD_SIZE,
  LINK_PREVIEW_SIZE,
  ourMediaId,
  type CardArt,
  type CardRenderData,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { createHash } from 'node:crypto';
import {
  CARD_RENDER_VERSION,
  renderCardSvg,
  renderLinkPreviewSvg,
  renderSignaturePageSvg,
} from '@cardsmith/card-render';
import { notFound } from '@cardsmith/service-kit';
import type { MediaSource } from '../adapters/media-client.js';
import { CARD_MESSAGES } from '../cards/cards.service.js';
import type { CardsRepository } from '../cards/cards.repository.js';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { CardRow } from '../db/database.js';
import type { FramesRepository } from '../frames/frames.repository.js';
import { etagMatches, strongEtag } from '../images/http-cache.js';
import type { CachedPng, PngCache } from '../images/png-cache.js';
import { ArtCache } from './art-cache.js';
import type { RenderJob } from './render-pool.js';

export type Side = 'front' | 'back';

export interface PreviewDeps {
  cards: CardsRepository;
  frames: FramesRepository;
  catalog: CatalogRepository;
  media: MediaSource;
  cache: PngCache;
  publicOrigin: string;
  /** Draws the SVG as a PNG; the app hands this to a worker-thread pool. */
  rasterize: (job: RenderJob) => Promise<Buffer>;
  /** A group card's signatures as the visitor may see them (GroupService.visibleSignatures). */
  signatures: (cardId: string, visitorId: string | null) => Promise<SignatureRenderData[]>;
}

/** Art kept per process (see ArtCache): the built-in frames and templates, recent custom frames. */
const ART_CACHE_CHARACTERS = 16 * 1024 * 1024;

/** A card's version fixes everything drawn, so it (with side and width) names the image. */
export const previewKey = (id: string, version: number, side: Side, width: number) =>
  `preview:r${CARD_RENDER_VERSION}:${id}:${version}:${side}:${width}`;

/** Names a set of signatures as drawn (an inside page or a link preview shows exactly these). */
const signaturesDrawn = (signatures: readonly SignatureRenderData[]) =>
  createHash('sha256').update(JSON.stringify(signatures)).digest('base64url');

export const linkPreviewKey = (
  id: string,
  version: number,
  signatures: readonly SignatureRenderData[],
) =>
  `link-preview:r${CARD_RENDER_VERSION}:${id}:${version}` +
  (signatures.length ? `:${signaturesDrawn(signatures)}` : '');

/** What a drawing of the card is made of, whichever picture of it is drawn. */
interface DrawingInput {
  card: CardRenderData;
  art: CardArt;
  resolveHref: (href: string) => string;
}

export const previewHeight = (width: number) =>
  Math.round((width * CARD_SIZE.height) / CARD_SIZE.width);

/**
 * Renders and caches card previews. Each replica keeps its own cache, so every answer first reads
 * the card's current version from Postgres (one primary-key lookup): a save through any replica
 * or the collaboration channel changes the version, and an image of an older one is never served.
 */
export class PreviewService {
  private readonly artById = new ArtCache(ART_CACHE_CHARACTERS);

  constructor(private readonly deps: PreviewDeps) {}

  /** The PNG, or only its ETag when the client's copy is current (then nothing is rendered). */
  async preview(
    id: string,
    side: Side,
    width: number,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; png?: Buffer }> {
    const version = await this.deps.cards.findLiveVersion(id);
    if (version === undefined) throw notFound(CARD_MESSAGES.notFound);
    const etag = strongEtag(previewKey(id, version, side, width));
    if (etagMatches(ifNoneMatch, etag)) return { etag };
    const cached = this.deps.cache.get(previewKey(id, version, side, width));
    if (cached) return cached;
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    const key = previewKey(id, row.version, side, width);
    return this.deps.cache.getOrCreate(key, () =>
      this.render(row, side, width, key, (input) => cardSvg(input, side, width)),
    );
  }

  /**
   * The 1200×630 link-preview image (og:image), cached like the previews: by version, so an
   * edit is seen at once. A group card's delivered signatures are drawn beside its front; the
   * image is public, so it shows them only once anyone with the card's link may see them, and
   * it is keyed by the signatures drawn as well, since signing does not change the card.
   */
  async linkPreview(
    id: string,
    ifNoneMatch: string | undefined,
  ): Promise<CachedPng | { etag: string }> {
    const version = await this.deps.cards.findLiveVersion(id);
    if (version === undefined) throw notFound(CARD_MESSAGES.notFound);
    const signatures = await this.deps.signatures(id, null);
    const etag = strongEtag(linkPreviewKey(id, version, signatures));
    if (etagMatches(ifNoneMatch, etag)) return { etag };
    const cached = this.deps.cache.get(linkPreviewKey(id, version, signatures));
    if (cached) return cached;
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    const key = linkPreviewKey(id, row.version, signatures);
    return this.deps.cache.getOrCreate(key, () =>
      this.render(row, 'front', LINK_PREVIEW_SIZE.width, key, ({ card, art, resolveHref }) =>
        renderLinkPreviewSvg(card, { ...art, resolveHref, signatures }),
      ),
    );
  }

  /**
   * One inside page of a group card: its signatures as card-render lays them out. Keyed by the
   * signatures drawn, so a signature added, edited, hidden or removed is never served stale.
   */
  async insidePage(
    id: string,
    page: number,
    width: number,
    visitorId: string | null,
    ifNoneMatch: string | undefined,
  ): Promise<{ etag: string; png?: Buffer }> {
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    const signatures = await this.deps.signatures(id, visitorId);
    const key = `inside:r${CARD_RENDER_VERSION}:${id}:${signaturesDrawn(signatures)}:${page}:${width}`;
    const etag = strongEtag(key);
    if (etagMatches(ifNoneMatch, etag)) return { etag };
    return this.deps.cache.getOrCreate(key, () =>
      this.render(row, 'back', width, key, ({ resolveHref }) =>
        renderSignaturePageSvg(signatures, {
          page,
          width,
          height: previewHeight(width),
          resolveHref,
        }),
      ),
    );
  }

  /** The template and frame art of a live card's front (print renders it with card-render too). */
  async art(id: string): Promise<CardArt> {
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    return this.frontArt(row);
  }

  /**
   * The SVG a preview of the card draws, as the renderer gets it; the sharing benchmark
   * rasterises it bare beside the service's own path.
   */
  async svg(id: string, side: Side, width: number): Promise<string> {
    const row = await this.deps.cards.findLive(id);
    if (!row) throw notFound(CARD_MESSAGES.notFound);
    return (await this.drawing(row, side, (input) => cardSvg(input, side, width))).svg;
  }

  private async frontArt(row: CardRow): Promise<CardArt> {
    const { frame_id: frameId, template_id: templateId } = row;
    const [frameSvg, templateSvg] = await Promise.all([
      frameId
        ? this.artById.getOrLoad(
            `frame:${frameId}`,
            async () => (await this.deps.frames.findSvg(frameId))?.svg_content ?? null,
          )
        : null,
      templateId
        ? this.artById.getOrLoad(
            `template:${templateId}`,
            async () => (await this.deps.catalog.findCardTemplateSvg(templateId)) ?? null,
          )
        : null,
    ]);
    return { frameSvg, templateSvg };
  }

  private async drawing(row: CardRow, side: Side, draw: (input: DrawingInput) => string) {
    const { frameSvg, templateSvg } =
      side === 'front' ? await this.frontArt(row) : { frameSvg: null, templateSvg: null };
    const card: CardRenderData = {
      title: row.title,
      backgroundColor: row.background_color,
      textFont: row.text_font as CardRenderData['textFont'],
      textSize: row.text_size as CardRenderData['textSize'],
      cardMessage: row.card_message,
      elements: row.elements,
      frameId: row.frame_id,
    };
    const { publicOrigin } = this.deps;
    const origin = new URL(publicOrigin).origin;
    const mediaIds = new Set<string>();
    const svg = draw({
      card,
      art: { frameSvg, templateSvg },
      // Only our own media is drawn; any other link is dropped so rendering never fetches
      // arbitrary URLs from inside the network. resvg hands only absolute http(s) links to
      // its image loader, hence the public origin.
      resolveHref: (href) => {
        if (href.startsWith('data:')) return href;
        const mediaId = ourMediaId(href, publicOrigin);
        if (!mediaId) return '';
        mediaIds.add(mediaId);
        return `${origin}/api/media/${mediaId}`;
      },
    });
    return { svg, origin, mediaIds };
  }

  private async render(
    row: CardRow,
    side: Side,
    width: number,
    key: string,
    draw: (input: DrawingInput) => string,
  ): Promise<CachedPng> {
    const { media } = this.deps;
    const { svg, origin, mediaIds } = await this.drawing(row, side, draw);
    // Fetched here, on the event loop where waiting costs nothing; the pool thread only draws.
    const images = await Promise.all(
      [...mediaIds].map(async (mediaId): Promise<[string, Uint8Array] | null> => {
        const bytes = await media.fetchImage(mediaId).catch(() => null);
        return bytes ? [`${origin}/api/media/${mediaId}`, bytes] : null;
      }),
    );
    const png = await this.deps.rasterize({
      svg,
      width,
      images: images.filter((entry) => entry !== null),
    });
    return { png, etag: strongEtag(key) };
  }
}

function cardSvg({ card, art, resolveHref }: DrawingInput, side: Side, width: number): string {
  return renderCardSvg(card, {
    side,
    width,
    height: previewHeight(width),
    ...art,
    resolveHref,
  });
}
