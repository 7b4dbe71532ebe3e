import { randomInt } from 'node:crypto';
import {
  AI_MESSAGES,
  DEFAULT_IMAGE_STYLE,
  IMAGE_STYLE_IDS,
  type AiProvider,
  type ImageStyleId,
} from '@cardsmith/contracts';
import type { ImagePainter } from '../adapters/image-painter.js';
import type { MediaStore } from '../adapters/media-store.js';
import type { Requester, UsageService } from '../usage/usage.service.js';

const STYLE_SUFFIX = /,\s*([a-z][a-z -]*?)\s+style\s*$/i;

/**
 * The web appends ', {style} style' to the prompt for every style but realistic (spec 001 §5);
 * an explicit style field wins. Answers the prompt without the suffix and the style it named.
 */
export function readStyle(
  prompt: string,
  explicit: ImageStyleId | undefined,
): { prompt: string; style: ImageStyleId } {
  const match = STYLE_SUFFIX.exec(prompt);
  const named = match?.[1]?.toLowerCase().replace(/\s+/g, '-');
  const fromPrompt = IMAGE_STYLE_IDS.find((id) => id === named);
  const clean = fromPrompt ? prompt.slice(0, match!.index).trim() : prompt.trim();
  return { prompt: clean || prompt.trim(), style: explicit ?? fromPrompt ?? DEFAULT_IMAGE_STYLE };
}

export interface ImagesServiceOptions {
  painter: ImagePainter;
  media: MediaStore;
  usage: UsageService;
}

export class ImagesService {
  constructor(private readonly options: ImagesServiceOptions) {}

  async generate(
    request: { prompt: string; style?: ImageStyleId; seed?: number },
    requester: Requester & { visitorId: string },
  ): Promise<{ imageUrl: string; provider: AiProvider }> {
    const { painter, media, usage } = this.options;
    const { prompt, style } = readStyle(request.prompt, request.style);
    // Without a seed every call is a new picture, which is what Try Again expects.
    const seed = request.seed ?? randomInt(0, 2_147_483_647);
    return usage.track('image', requester, painter.provider, AI_MESSAGES.imageFailed, async () => {
      const png = await painter.paint({ prompt, style, seed });
      const imageUrl = await media.savePng(png, requester.visitorId);
      return { imageUrl, provider: painter.provider };
    });
  }
}
