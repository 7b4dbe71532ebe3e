import { describe, expect, it } from 'vitest';
import { assertImagePixelsAllowed, UNREADABLE_IMAGE_MESSAGE } from './image-pixels.js';

/** The first 20 bytes of a PNG: signature, IHDR length and type, the width; the height is cut off. */
const CUT_PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d4948445200000040', 'hex');

describe('assertImagePixelsAllowed', () => {
  it('refuses a cut-off header even when the bytes after it in memory would read as a height', () => {
    // Small Buffers share one pooled ArrayBuffer; here the neighbour is a plausible height.
    const pool = Buffer.concat([CUT_PNG_HEADER, Buffer.from([0, 0, 0, 48])]);
    const head = pool.subarray(0, CUT_PNG_HEADER.length);
    expect(() => assertImagePixelsAllowed(head)).toThrow(UNREADABLE_IMAGE_MESSAGE);
  });

  it('takes a whole header within the limit and refuses one over it', () => {
    const header = (width: number, height: number) => {
      const bytes = Buffer.concat([CUT_PNG_HEADER.subarray(0, 16), Buffer.alloc(8)]);
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      return bytes;
    };
    expect(() => assertImagePixelsAllowed(header(64, 48), 10_000)).not.toThrow();
    expect(() => assertImagePixelsAllowed(header(16_384, 16_384), 10_000)).toThrow(/16384/);
  });
});
