import { MEDIA_IMAGE_MAX_PIXELS } from '@cardsmith/contracts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Larger PNGs would cost far more memory to decode than their 2 MB file suggests. */
const PNG_MAX_SIDE = 8192;

export type FrameFile =
  { kind: 'png'; bytes: Buffer; width: number; height: number } | { kind: 'svg'; text: string };

/** Decides what an upload is from its bytes; the declared content type is not trusted. */
export function detectFrameFile(bytes: Buffer): FrameFile | null {
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) {
    if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width < 1 || height < 1 || width > PNG_MAX_SIDE || height > PNG_MAX_SIDE) return null;
    if (width * height > MEDIA_IMAGE_MAX_PIXELS) return null;
    return { kind: 'png', bytes, width, height };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  text = text.replace(/^\uFEFF/, '');
  return /^\s*</.test(text) ? { kind: 'svg', text } : null;
}

/** Every frame is stored as SVG; a PNG frame is stretched over the whole 500×700 card. */
export function wrapPngAsSvg(bytes: Buffer): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 500 700" width="500" height="700">' +
    `<image href="data:image/png;base64,${bytes.toString('base64')}" x="0" y="0" ` +
    'width="500" height="700" preserveAspectRatio="none"/></svg>'
  );
}

/** Control characters have no place in a display name. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** A display name from the upload's file name when the visitor gave none. */
export function nameFromFilename(filename: string | undefined, maxLength: number): string {
  const base = (filename ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  return base ? base.slice(0, maxLength) : 'My frame';
}
