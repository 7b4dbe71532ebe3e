import { svgToPng } from '@cardsmith/card-render/node';
import { notFound } from '@cardsmith/service-kit';
import type { CatalogRepository } from '../catalog/catalog.repository.js';
import type { FramesRepository } from '../frames/frames.repository.js';
import { etagMatches, strongEtag } from './http-cache.js';
import type { CachedPng, PngCache } from './png-cache.js';

export const CATALOG_IMAGE_KINDS = ['frame', 'template', 'editor-template'] as const;
export type CatalogImageKind = (typeof CATALOG_IMAGE_KINDS)[number];

/** Output widths: tiles are shown at about half these sizes, so they stay sharp on HiDPI. */
export const CATALOG_IMAGE_WIDTH: Record<CatalogImageKind, number> = {
  frame: 300,
  template: 400,
  'editor-template': 400,
};

export interface CatalogImage extends CachedPng {
  /** Custom frames belong to one visitor: shared caches must not keep them. */
  isPublic: boolean;
}

export class CatalogImagesService {
  constructor(
    private readonly frames: FramesRepository,
    private readonly catalog: CatalogRepository,
    private readonly cache: PngCache,
  ) {}

  /** Each stored SVG is rasterised once per process; later answers come from the cache. */
  async image(
    kind: CatalogImageKind,
    id: string,
    ifNoneMatch: string | undefined,
  ): Promise<Omit<CatalogImage, 'png'> & { png?: Buffer }> {
    const key = `catalog:${kind}:${id}`;
    const cached = this.cache.get(key) as CatalogImage | undefined;
    if (cached) return cached;
    const source = await this.source(kind, id);
    if (!source) throw notFound('That image is not in the catalog.');
    const width = CATALOG_IMAGE_WIDTH[kind];
    const etag = strongEtag(kind, width, source.svg);
    if (etagMatches(ifNoneMatch, etag)) return { etag, isPublic: source.isPublic };
    return (await this.cache.getOrCreate(key, async () => ({
      png: await svgToPng(source.svg, { width }),
      etag,
      isPublic: source.isPublic,
    }))) as CatalogImage;
  }

  private async source(
    kind: CatalogImageKind,
    id: string,
  ): Promise<{ svg: string; isPublic: boolean } | undefined> {
    switch (kind) {
      case 'frame': {
        const frame = await this.frames.findSvg(id);
        return frame && { svg: frame.svg_content, isPublic: frame.owner_id === null };
      }
      case 'template': {
        const svg = await this.catalog.findTemplateSvg(id);
        return svg === undefined ? undefined : { svg, isPublic: true };
      }
      case 'editor-template': {
        const svg = await this.catalog.findEditorTemplateSvg(id);
        return svg === undefined ? undefined : { svg, isPublic: true };
      }
    }
  }
}
