import { pngBomb } from '@cardsmith/testing';
import { describe, expect, it } from 'vitest';
import {
  assertWithinPixelBudget,
  decodedPixels,
  RENDER_MAX_DECODED_PIXELS,
  tooManyPicturesMessage,
} from './render-budget.js';

const HREF = 'http://localhost:8080/api/media/photo00000001';
const svgWith = (uses: number, href = HREF) =>
  `<svg>${Array.from({ length: uses }, () => `<image href="${href}"/>`).join('')}</svg>`;
const rendition = pngBomb(2048, 2048);

describe('the decoded pixels of a render', () => {
  it('counts an image once for every element that shows it', () => {
    expect(decodedPixels(svgWith(3), [[HREF, rendition]])).toBe(3 * 2048 * 2048);
  });

  it('counts nothing for images the renderer leaves out', () => {
    expect(decodedPixels(svgWith(2), [[HREF, Buffer.from('not an image')]])).toBe(0);
    expect(decodedPixels(svgWith(2), [[HREF, pngBomb(16384, 16384)]])).toBe(0);
    expect(decodedPixels(svgWith(0), [[HREF, rendition]])).toBe(0);
  });

  it('admits 11 full-size renditions and refuses 12 with a sentence', () => {
    expect(11 * 2048 * 2048).toBeLessThanOrEqual(RENDER_MAX_DECODED_PIXELS);
    expect(assertWithinPixelBudget(svgWith(11), [[HREF, rendition]])).toBe(11 * 2048 * 2048);
    expect(() => assertWithinPixelBudget(svgWith(12), [[HREF, rendition]])).toThrow(
      expect.objectContaining({ statusCode: 413, message: tooManyPicturesMessage(50) }),
    );
  });

  it('refuses 60 elements showing one 5000×5000 picture', () => {
    expect(() => assertWithinPixelBudget(svgWith(60), [[HREF, pngBomb(5000, 5000)]])).toThrow(
      tooManyPicturesMessage(1500),
    );
  });
});
