import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG encoder tuned for speed: resvg's own encoder compresses hard and took longer than the
 * whole render of a 1000×1400 card, which would blow the preview latency budget. Rows are
 * stored unfiltered with zlib level 3; on card art that is smaller than the Sub or Up filters at
 * any level up to 6, in a third of their time. A card is nearly always opaque, and then it is
 * stored as RGB: a quarter fewer bytes to compress and to send.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_NONE = 0;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Where the alpha byte sits in a pixel read as one 32-bit word on this machine. */
const ALPHA_SHIFT = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 24 : 0;

const COLOR_RGB = 2;
const COLOR_RGBA = 6;

/** The pixels as 32-bit words; a Uint32Array view needs 4-byte alignment a pooled Buffer may lack. */
function pixelWords(premultiplied: Buffer, count: number): Uint32Array {
  const aligned =
    premultiplied.byteOffset % 4 === 0 ? premultiplied : Buffer.from(new Uint8Array(premultiplied));
  return new Uint32Array(aligned.buffer, aligned.byteOffset, count);
}

let scanlineScratch = Buffer.alloc(0);

/**
 * Scanlines are built in one buffer per thread, reused by every encode and overwritten whole: a
 * fresh 4 MB buffer a render meant a thousand first-touch page faults, which on a virtual
 * machine cost more than the deflate. It never leaves this module (only its deflated stream
 * does), and it keeps the size of the largest image this thread has encoded.
 */
function scanlineBuffer(size: number): Buffer {
  if (scanlineScratch.length < size) scanlineScratch = Buffer.allocUnsafe(size);
  return scanlineScratch.subarray(0, size);
}

/**
 * Rows of RGB when every pixel is opaque (then premultiplied and straight colour agree), or
 * undefined at the first pixel that is not, in one pass.
 */
function opaqueRgbScanlines(pixels: Buffer, width: number, height: number): Buffer | undefined {
  const stride = width * 3 + 1;
  const raw = scanlineBuffer(stride * height);
  let from = 0;
  for (let y = 0; y < height; y += 1) {
    let to = y * stride;
    raw[to++] = FILTER_NONE;
    for (let x = 0; x < width; x += 1, from += 4, to += 3) {
      if (pixels[from + 3] !== 255) return undefined;
      raw[to] = pixels[from]!;
      raw[to + 1] = pixels[from + 1]!;
      raw[to + 2] = pixels[from + 2]!;
    }
  }
  return raw;
}

/**
 * Writes the pixels as RGBA scanlines with straight (non-premultiplied) alpha, as PNG stores
 * it. Opaque and clear pixels, nearly all of a card, are copied unchanged.
 */
function rgbaScanlines(pixels: Buffer, words: Uint32Array, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = scanlineBuffer((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    raw[start] = FILTER_NONE;
    pixels.copy(raw, start + 1, y * stride, (y + 1) * stride);
  }
  for (let p = 0; p < words.length; p += 1) {
    const alpha = ((words[p] ?? 0) >>> ALPHA_SHIFT) & 0xff;
    if (alpha === 0 || alpha === 255) continue;
    const at = Math.floor(p / width) * (stride + 1) + 1 + (p % width) * 4;
    for (let c = at; c < at + 3; c += 1) {
      raw[c] = Math.min(255, Math.round(((raw[c] ?? 0) * 255) / alpha));
    }
  }
  return raw;
}

/**
 * RGB rows each led by the PNG filter byte None, every pixel flattened onto white: resvg's pixels
 * are premultiplied, so over white a channel becomes c + (255 − alpha). An opaque card (nearly
 * all) takes the fast path and is copied unchanged.
 */
function rgbScanlinesOverWhite(premultiplied: Buffer, width: number, height: number): Buffer {
  const opaque = opaqueRgbScanlines(premultiplied, width, height);
  if (opaque) return opaque;
  const stride = width * 3 + 1;
  const raw = scanlineBuffer(stride * height);
  let from = 0;
  for (let y = 0; y < height; y += 1) {
    let to = y * stride;
    raw[to++] = FILTER_NONE;
    for (let x = 0; x < width; x += 1, from += 4, to += 3) {
      const clear = 255 - premultiplied[from + 3]!;
      raw[to] = premultiplied[from]! + clear;
      raw[to + 1] = premultiplied[from + 1]! + clear;
      raw[to + 2] = premultiplied[from + 2]! + clear;
    }
  }
  return raw;
}

/** The zlib stream of a PNG's IDAT: the same bytes a PDF image with PNG predictors carries. */
function deflateScanlines(raw: Buffer): Buffer {
  return deflateSync(raw, { level: 3 });
}

/** The pixels flattened onto white as RGB scanlines, deflated: an RGB PNG's IDAT. */
export function deflatedRgbScanlinesOverWhite(
  premultiplied: Buffer,
  width: number,
  height: number,
): Buffer {
  return deflateScanlines(rgbScanlinesOverWhite(premultiplied, width, height));
}

/** Encodes premultiplied RGBA pixels (resvg's pixmap) as an 8-bit RGB or RGBA PNG. */
export function encodePng(premultiplied: Buffer, width: number, height: number): Buffer {
  const rgb = opaqueRgbScanlines(premultiplied, width, height);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, rgb ? COLOR_RGB : COLOR_RGBA, 0, 0, 0], 8);
  const raw =
    rgb ?? rgbaScanlines(premultiplied, pixelWords(premultiplied, width * height), width, height);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateScanlines(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
