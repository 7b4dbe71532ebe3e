import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderCardSvg } from '@cardsmith/card-render';
import { svgToPng } from '@cardsmith/card-render/node';
import { CARD_SIZE, type CardRenderData } from '@cardsmith/contracts';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRecipe } from '../src/video/catalog/catalog.js';
import { locateFfmpeg } from '../src/video/render/ffmpeg.js';
import { CARD_BOX } from '../src/video/render/layout.js';
import { VideoRenderer } from '../src/video/render/video-renderer.js';

const run = promisify(execFile);
const ffmpeg = locateFfmpeg();

/** A card front as the cards service draws it: its colour, a headline, a message and a border. */
const CARD: CardRenderData = {
  title: 'Happy Birthday, Sam!',
  backgroundColor: '#fde68a',
  textFont: 'Poppins',
  textSize: 'medium',
  cardMessage: '',
  frameId: null,
  elements: [
    {
      id: 'headline',
      type: 'text',
      content: 'Happy Birthday, Sam!',
      position: { x: 250, y: 200 },
      size: { width: 420, height: 160 },
      style: { fontSize: 60, fontWeight: 'bold', color: '#9d174d', maxLines: 2 },
    },
    {
      id: 'message',
      type: 'text',
      content: 'Have a wonderful day',
      position: { x: 250, y: 520 },
      style: { fontSize: 26, color: '#1f2937' },
    },
  ],
};

let dir: string;
let front: PNG;
const frames = new Map<number, PNG>();

/** The card's region of a frame, as its own image. */
function cardRegion(frame: PNG): PNG {
  const region = new PNG({ width: CARD_BOX.width, height: CARD_BOX.height });
  PNG.bitblt(frame, region, CARD_BOX.x, CARD_BOX.y, CARD_BOX.width, CARD_BOX.height, 0, 0);
  return region;
}

/**
 * Blank: nearly every pixel near-white, or no variation at all (one flat colour): what a card
 * with nothing drawn on it, or a front that failed to load, looks like in the video.
 */
function isBlank(image: PNG): boolean {
  let nearWhite = 0;
  let sum = 0;
  let sumOfSquares = 0;
  const pixels = image.width * image.height;
  for (let i = 0; i < image.data.length; i += 4) {
    const [r, g, b] = [image.data[i]!, image.data[i + 1]!, image.data[i + 2]!];
    if (r > 235 && g > 235 && b > 235) nearWhite++;
    const luma = 0.299 * r + 0.587 * g + 0.114 * b;
    sum += luma;
    sumOfSquares += luma * luma;
  }
  const mean = sum / pixels;
  const variance = sumOfSquares / pixels - mean * mean;
  return nearWhite / pixels > 0.97 || variance < 25;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cardsmith-video-frames-'));
  const svg = renderCardSvg(CARD, { side: 'front', ...CARD_SIZE });
  const cardPng = await svgToPng(svg, { width: 500 });
  front = PNG.sync.read(await svgToPng(svg, { width: CARD_BOX.width }));
  const recipe = findRecipe('birthday-celebration')!;
  const outputPath = join(dir, 'card.mp4');
  await new VideoRenderer(ffmpeg).render({
    dir,
    recipe,
    cardPng,
    title: 'Happy Birthday, Sam!',
    message: 'Have a wonderful day',
    music: recipe.music,
    outputPath,
  });
  for (const seconds of [1, 7, 14]) {
    const still = join(dir, `frame-${seconds}.png`);
    await run(ffmpeg, [
      '-v',
      'error',
      '-ss',
      String(seconds),
      '-i',
      outputPath,
      '-frames:v',
      '1',
      still,
    ]);
    frames.set(seconds, PNG.sync.read(await readFile(still)));
  }
}, 120_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the card inside a video card', () => {
  it('tells a blank card region from a drawn one', () => {
    const white = new PNG({ width: 40, height: 40 });
    white.data.fill(255);
    expect(isBlank(white)).toBe(true);
    expect(isBlank(front)).toBe(false);
  });

  it.each([1, 7, 14])('is the card’s front, drawn, at %i s', (seconds) => {
    const frame = frames.get(seconds)!;
    expect([frame.width, frame.height]).toEqual([1280, 720]);
    const region = cardRegion(frame);
    expect(isBlank(region)).toBe(false);
    // H.264 at CRF 23 in yuv420p blurs edges and colours a little; the card must still match.
    const differing = pixelmatch(region.data, front.data, null, region.width, region.height, {
      threshold: 0.2,
    });
    expect(differing / (region.width * region.height)).toBeLessThan(0.03);
  });
});
