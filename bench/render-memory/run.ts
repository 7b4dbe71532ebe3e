/**
 * Render memory benchmark (on demand, never in CI):
 *   node --import tsx bench/render-memory/run.ts [renders=30] [pictures=10]
 * The cards service's preview pool (services/cards RenderPool, its production limits) draws a
 * 1000 px preview of a card with `pictures` photos, each a different 2048×2048 image (the largest
 * rendition media serves), `renders` times one after the other, in this process. It samples the
 * process's resident memory every 20 ms and prints it before the first render (pool warmed with
 * a plain card), at its peak, right after the last render, and after 2 s and 10 s idle: what a
 * cards process keeps after a burst of heavy previews, and what it gives back.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderCardSvg } from '@cardsmith/card-render';
import sharp from 'sharp';
import { RenderPool } from '../../services/cards/src/preview/render-pool.js';
import { loadAverage, machineLine } from '../lib/http-load.js';

const RENDERS = Number(process.argv[2] ?? 30);
const PICTURES = Number(process.argv[3] ?? 10);
const WIDTH = 1000;
const HEIGHT = 1400;
const ORIGIN = 'https://cards.bench.invalid';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A 2048×2048 photo-like PNG (noise does not compress, so decoding it is real work). */
async function picture(): Promise<Uint8Array> {
  const side = 2048;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

function cardWith(hrefs: string[]): string {
  return renderCardSvg(
    {
      title: 'Memory bench',
      backgroundColor: '#ffffff',
      textFont: 'Lato',
      textSize: 'medium',
      cardMessage: 'Photos',
      elements: hrefs.map((href, index) => ({
        id: `p${index}`,
        type: 'image' as const,
        content: href,
        position: { x: 100 + (index % 3) * 150, y: 150 + Math.floor(index / 3) * 150 },
        size: { width: 140, height: 140 },
      })),
    },
    { side: 'front', width: WIDTH, height: HEIGHT, resolveHref: (href) => `${ORIGIN}${href}` },
  );
}

/** Resident memory sampled every 20 ms until stopped; the peak seen. */
function sampleRss() {
  let peak = process.memoryUsage.rss();
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, process.memoryUsage.rss());
    },
  };
}

const pool = new RenderPool({ timeoutMs: 30_000, maxHeapMb: 256, threads: 1 });
try {
  console.log(machineLine());
  const paths = Array.from({ length: PICTURES }, (_, i) => `/api/media/bench-picture-${i}`);
  const images: [string, Uint8Array][] = [];
  for (const path of paths) images.push([`${ORIGIN}${path}`, await picture()]);
  const heavy = cardWith(paths);
  // The pool's thread, its fonts and resvg loaded, as in a service that has drawn a card.
  await pool.render({ svg: cardWith([]), width: WIDTH, images: [] });
  await sleep(2_000);
  const before = process.memoryUsage.rss();

  const sampler = sampleRss();
  const started = performance.now();
  for (let i = 0; i < RENDERS; i++) await pool.render({ svg: heavy, width: WIDTH, images });
  const elapsed = performance.now() - started;
  const after = process.memoryUsage.rss();
  const peak = sampler.stop();
  await sleep(2_000);
  const idle2 = process.memoryUsage.rss();
  await sleep(8_000);
  const idle10 = process.memoryUsage.rss();

  console.log(
    `${RENDERS} renders of a ${WIDTH} px preview with ${PICTURES} different 2048×2048 pictures, one thread, ${(elapsed / RENDERS).toFixed(0)} ms a render`,
  );
  console.log(`RSS before ${mb(before)}, peak ${mb(peak)}, after the last render ${mb(after)}`);
  console.log(
    `RSS after 2 s idle ${mb(idle2)}, after 10 s idle ${mb(idle10)} (kept: ${mb(idle10 - before)})`,
  );
  await pool.close();
  await sleep(2_000);
  console.log(`RSS 2 s after the render thread ended ${mb(process.memoryUsage.rss())}`);
  console.log(`load average after: ${loadAverage()}`);
} finally {
  await pool.close();
}
