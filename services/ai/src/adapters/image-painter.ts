import { svgToPng } from '@cardsmith/card-render/node';
import type { AiProvider, ImageStyleId } from '@cardsmith/contracts';
import { paintArtworkSvg } from '../images/artwork/painter.js';

export const ARTWORK_SIZE = 1024;

export interface PaintRequest {
  prompt: string;
  style: ImageStyleId;
  seed: number;
}

export interface ImagePainter {
  readonly provider: AiProvider;
  /** A square PNG for the card cover. */
  paint(request: PaintRequest): Promise<Buffer>;
}

export const offlineImagePainter: ImagePainter = {
  provider: 'offline',
  paint: async (request) => svgToPng(await paintArtworkSvg(request), { width: ARTWORK_SIZE }),
};
