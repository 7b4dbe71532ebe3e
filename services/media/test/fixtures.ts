import { encodePng } from '@cardsmith/testing';

/** Deterministic noise, so files do not compress and sizes are predictable. */
function noise(length: number, seed = 1): Buffer {
  const out = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1103515245 + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** A valid RGB PNG of noise pixels. */
export function makePng(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Buffer.from([0]), noise(width * 3, y + 1));
  return encodePng({ width, height, bitDepth: 8, colourType: 2 }, Buffer.concat(rows));
}

/** A mono 16-bit PCM WAV of a 440 Hz tone. */
export function makeWav(sampleCount: number, sampleRate = 8000): Buffer {
  const data = Buffer.alloc(sampleCount * 2);
  for (let i = 0; i < sampleCount; i++) {
    data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz, 417 bytes each) of silence. */
export function makeMp3(frames: number): Buffer {
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function ebml(id: number, payload: Buffer | string | number): Buffer {
  const hex = id.toString(16);
  const idBytes = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const body =
    typeof payload === 'number'
      ? Buffer.from([payload])
      : typeof payload === 'string'
        ? Buffer.from(payload, 'ascii')
        : payload;
  const size = Buffer.alloc(8);
  size[0] = 0x01;
  size.writeUIntBE(body.length, 2, 6);
  return Buffer.concat([idBytes, size, body]);
}

/** A WebM with an Opus track, plus a VP8 track when `withVideo`, and one cluster of payload. */
export function makeWebm(withVideo: boolean, payloadBytes = 2000): Buffer {
  const header = ebml(
    0x1a45dfa3,
    Buffer.concat([
      ebml(0x4286, 1),
      ebml(0x42f7, 1),
      ebml(0x42f2, 4),
      ebml(0x42f3, 8),
      ebml(0x4282, 'webm'),
      ebml(0x4287, 4),
      ebml(0x4285, 2),
    ]),
  );
  const track = (number: number, type: number, codec: string) =>
    ebml(0xae, Buffer.concat([ebml(0xd7, number), ebml(0x83, type), ebml(0x86, codec)]));
  const tracks = ebml(
    0x1654ae6b,
    Buffer.concat([track(1, 2, 'A_OPUS'), ...(withVideo ? [track(2, 1, 'V_VP8')] : [])]),
  );
  const cluster = ebml(0x1f43b675, Buffer.concat([ebml(0xe7, 0), ebml(0xa3, noise(payloadBytes))]));
  const info = ebml(0x1549a966, ebml(0x2ad7b1, Buffer.from([0x0f, 0x42, 0x40])));
  const segmentBody = Buffer.concat([info, tracks, cluster]);
  const unknownSize = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  return Buffer.concat([header, Buffer.from('18538067', 'hex'), unknownSize, segmentBody]);
}

export const HTML_PAGE = Buffer.from(
  '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
);
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
);
