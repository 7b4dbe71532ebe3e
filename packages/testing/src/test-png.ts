import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface PngFormat {
  width: number;
  height: number;
  bitDepth: 1 | 8;
  /** 0 grey, 2 RGB. */
  colourType: 0 | 2;
}

/** A PNG file of `rows`: each row a filter byte and its pixels, as the PNG spec lays them out. */
export function encodePng(format: PngFormat, rows: Buffer, level = 6): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(format.width, 0);
  header.writeUInt32BE(format.height, 4);
  header.set([format.bitDepth, format.colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid PNG that is tiny on disk and huge decoded: 1-bit grey, all black, so 16384×16384 px
 * compress to about 32 KB and decode to a gigabyte of RGBA (the image bomb of issue 11).
 */
export function pngBomb(width = 16384, height = 16384): Buffer {
  const rowBytes = Math.ceil(width / 8) + 1;
  return encodePng(
    { width, height, bitDepth: 1, colourType: 0 },
    Buffer.alloc(rowBytes * height),
    9,
  );
}
