import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG encoder tuned for speed: resvg's own encoder compresses hard and took longer than the
 * whole render of a 1000×1400 card, which would blow the preview latency budget. Rows are
 * stored unfiltered with zlib level 1; on card art that is as small as the Up filter at a
 * third of the time, and within a few per cent of resvg's size on photos.
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

/**
 * Writes the pixels as PNG scanlines with straight (non-premultiplied) alpha, as PNG stores
 * it. Pixels are scanned as 32-bit words because opaque and clear ones, nearly all of a card,
 * are copied unchanged.
 */
function scanlines(premultiplied: Buffer, width: number, height: number): Buffer {
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    raw[start] = FILTER_NONE;
    premultiplied.copy(raw, start + 1, y * stride, (y + 1) * stride);
  }
  // A Uint32Array view needs 4-byte alignment, which a pooled Node buffer may lack.
  const aligned =
    premultiplied.byteOffset % 4 === 0 ? premultiplied : Buffer.from(new Uint8Array(premultiplied));
  const words = new Uint32Array(aligned.buffer, aligned.byteOffset, width * height);
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

/** Encodes premultiplied RGBA pixels (resvg's pixmap) as an 8-bit RGBA PNG. */
export function encodePng(premultiplied: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const pixels = deflateSync(scanlines(premultiplied, width, height), { level: 1 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
