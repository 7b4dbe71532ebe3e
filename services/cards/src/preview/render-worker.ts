import { svgToPng } from '@cardsmith/card-render/node';
import type { RenderJob } from './render-pool.js';

/**
 * Runs in a pool thread: one preview rasterised off the cards service's event loop. The worker
 * lives on between jobs, so card-render's font list and resvg's native module load once per
 * thread, not once per render.
 */
export default async function render({ svg, width, images }: RenderJob): Promise<Uint8Array> {
  // Buffers arrive as plain Uint8Arrays across the thread boundary; these views copy nothing.
  const byHref = new Map(
    images.map(([href, bytes]) => [
      href,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    ]),
  );
  return svgToPng(svg, { width, loadImage: async (href) => byHref.get(href) ?? null });
}
