import { Resvg } from '@resvg/resvg-js';
import { expect, it } from 'vitest';
import { encodePng } from './png.js';

/** resvg's decoder gives premultiplied RGBA back, so a round trip must reproduce the input. */
function roundTrip(premultiplied: Buffer, width: number, height: number): Buffer {
  const png = encodePng(premultiplied, width, height).toString('base64');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png}" width="${width}" height="${height}" image-rendering="optimizeSpeed"/></svg>`;
  return new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
}

it('round-trips opaque, clear and translucent pixels through a standard decoder', () => {
  const width = 3;
  const height = 3;
  const pixels = Buffer.from(
    [
      [255, 0, 0, 255, 0, 0, 0, 0, 64, 32, 16, 128],
      [0, 255, 1, 255, 128, 128, 128, 128, 255, 255, 255, 255],
      [1, 2, 3, 255, 10, 0, 20, 40, 0, 0, 0, 255],
    ].flat(),
  );
  const decoded = roundTrip(pixels, width, height);
  [...pixels].forEach((value, i) =>
    expect(Math.abs((decoded[i] ?? -9) - value)).toBeLessThanOrEqual(1),
  );
});

it('keeps the row order and size of a non-square image', () => {
  const pixels = Buffer.alloc(2 * 3 * 4, 255);
  pixels.fill(0, 2 * 4 * 2);
  const decoded = roundTrip(pixels, 2, 3);
  expect(decoded).toEqual(pixels);
});

it('accepts a pixel buffer that is not 4-byte aligned', () => {
  const backing = Buffer.alloc(4 * 4 + 1, 128);
  const unaligned = backing.subarray(1);
  expect(roundTrip(unaligned, 2, 2)).toEqual(Buffer.alloc(16, 128));
});

it('stores an opaque image as RGB and one with any transparency as RGBA', () => {
  const colourType = (pixels: Buffer) => encodePng(pixels, 2, 2)[25];
  const opaque = Buffer.from([...Array(4)].flatMap(() => [200, 100, 50, 255]));
  expect(colourType(opaque)).toBe(2);
  expect(roundTrip(opaque, 2, 2)).toEqual(opaque);
  const translucent = Buffer.from(opaque);
  translucent[7] = 254;
  expect(colourType(translucent)).toBe(6);
});
