import { crc32, deflateSync } from 'node:zlib';

/**
 * A PNG encoder tuned for speed over size: resvg's own encoder compresses hard and took longer
 * than the whole render of a 1000×1400 card, which would blow the preview latency budget.
 * Rows use the Up filter (flat card art and photos both compress well with it) and zlib
 * level 1.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const FILTER_UP = 2;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** Straight (non-premultiplied) alpha, as PNG stores it; opaque and clear pixels are unchanged. */
function unpremultiply(rgba: Buffer): Buffer {
  let out: Buffer | undefined;
  for (let i = 3; i < rgba.length; i += 4) {
    const alpha = rgba[i] ?? 0;
    if (alpha === 0 || alpha === 255) continue;
    out ??= Buffer.from(rgba);
    for (let c = i - 3; c < i; c += 1) {
      out[c] = Math.min(255, Math.round(((rgba[c] ?? 0) * 255) / alpha));
    }
  }
  return out ?? rgba;
}

/**
 * Byte-wise `row - above` four bytes at a time: the high bit of each byte is handled apart so
 * no borrow crosses into the next byte.
 */
function subtractRows(row: Uint32Array, above: Uint32Array, out: Uint32Array): void {
  for (let i = 0; i < row.length; i += 1) {
    const a = row[i] ?? 0;
    const b = above[i] ?? 0;
    out[i] = (((a | 0x80808080) - (b & 0x7f7f7f7f)) ^ ((a ^ ~b) & 0x80808080)) >>> 0;
  }
}

/** Encodes premultiplied RGBA pixels (resvg's pixmap) as an 8-bit RGBA PNG. */
export function encodePng(premultiplied: Buffer, width: number, height: number): Buffer {
  const straight = unpremultiply(premultiplied);
  // Uint32 views need 4-byte alignment, which a Node buffer from a pool may lack.
  const pixels = straight.byteOffset % 4 === 0 ? straight : Buffer.from(new Uint8Array(straight));
  const stride = width * 4;
  const row = (y: number) => new Uint32Array(pixels.buffer, pixels.byteOffset + y * stride, width);
  const raw = Buffer.alloc((stride + 1) * height);
  const filtered = new Uint32Array(width);
  const filteredBytes = Buffer.from(filtered.buffer);
  for (let y = 0; y < height; y += 1) {
    const start = y * (stride + 1);
    raw[start] = FILTER_UP;
    if (y === 0) {
      pixels.copy(raw, start + 1, 0, stride);
    } else {
      subtractRows(row(y), row(y - 1), filtered);
      filteredBytes.copy(raw, start + 1);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
