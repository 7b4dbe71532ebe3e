import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { svgToPng } from '@cardsmith/card-render/node';
import { Piscina } from 'piscina';
import type { RenderJob } from './render-pool.js';

// resvg's parsed card, its decoded pictures and its pixmap live in native memory behind small
// JavaScript objects, freed only when those are collected; V8 does not count that memory, so a
// thread that allocates little JavaScript could go on holding several renders' worth of it. A
// collection after each job (once the job's own buffers are released) gives it back at once.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/**
 * Whether a buffer is the whole of its memory. Buffer.concat takes a small result (under 4 KB)
 * from Node's shared pool, whose memory must stay in this thread.
 */
const ownsItsMemory = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;

/**
 * Runs in a pool thread: one preview rasterised off the cards service's event loop. The worker
 * lives on between jobs, so card-render's font list and resvg's native module load once per
 * thread, not once per render.
 */
export default async function render({
  svg,
  width,
  images,
}: RenderJob): Promise<Uint8Array | ReturnType<typeof Piscina.move>> {
  // Buffers arrive as plain Uint8Arrays across the thread boundary; these views copy nothing.
  const byHref = new Map(
    images.map(([href, bytes]) => [
      href,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
    ]),
  );
  const png = await svgToPng(svg, { width, loadImage: async (href) => byHref.get(href) ?? null });
  // After the answer is posted, when neither the job nor resvg's objects are reachable.
  setImmediate(collectGarbage);
  // Handed to the service's thread rather than copied (a 1000×1400 PNG is about 250 KB).
  return ownsItsMemory(png) ? Piscina.move(png) : png;
}
