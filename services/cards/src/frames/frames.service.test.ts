import { describe, expect, it } from 'vitest';
import { HttpError } from '@cardsmith/service-kit';
import { detectFrameFile, nameFromFilename, wrapPngAsSvg } from './frame-file.js';
import { FRAME_MESSAGES, frameName, frameSvgFromUpload } from './frames.service.js';

/** The smallest valid PNG: 1×1, one transparent pixel. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function httpError(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected an HttpError');
}

describe('detectFrameFile', () => {
  it('recognises a PNG by its signature and reads its size', () => {
    expect(detectFrameFile(TINY_PNG)).toMatchObject({ kind: 'png', width: 1, height: 1 });
  });

  it('treats UTF-8 text starting with < as SVG candidate, with or without BOM', () => {
    expect(detectFrameFile(Buffer.from('\uFEFF  <svg/>'))).toEqual({
      kind: 'svg',
      text: '  <svg/>',
    });
  });

  it('rejects other binaries whatever their name says', () => {
    expect(detectFrameFile(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBeNull();
    expect(detectFrameFile(Buffer.from('GIF89a...'))).toBeNull();
    expect(
      detectFrameFile(Buffer.concat([TINY_PNG.subarray(0, 12), Buffer.from('XXXX')])),
    ).toBeNull();
  });
});

describe('frameSvgFromUpload', () => {
  it('wraps a PNG in an SVG covering the card', () => {
    const svg = frameSvgFromUpload(TINY_PNG);
    expect(svg).toBe(wrapPngAsSvg(TINY_PNG));
    expect(svg).toContain('viewBox="0 0 500 700"');
    expect(svg).toContain(`data:image/png;base64,${TINY_PNG.toString('base64')}`);
  });

  it('answers 415 with the spec-style sentence for anything else', () => {
    for (const bytes of [
      Buffer.from('hello'),
      Buffer.from('<html></html>'),
      Buffer.from([0, 1, 2]),
    ]) {
      const error = httpError(() => frameSvgFromUpload(bytes));
      expect(error.statusCode).toBe(415);
      expect(error.message).toBe(FRAME_MESSAGES.wrongType);
    }
  });

  it('answers 413 above 2 MB', () => {
    const error = httpError(() => frameSvgFromUpload(Buffer.alloc(2 * 1024 * 1024 + 1)));
    expect(error.statusCode).toBe(413);
    expect(error.message).toBe('Frames can be at most 2 MB.');
  });
});

describe('frame names', () => {
  it('uses the given name, else the file name, else a default', () => {
    expect(frameName('  Gold  ', 'x.svg')).toBe('Gold');
    expect(frameName(undefined, 'wedding-border.svg')).toBe('wedding-border');
    expect(frameName('', undefined)).toBe('My frame');
    expect(nameFromFilename('a'.repeat(100) + '.png', 80)).toHaveLength(80);
  });

  it('rejects an overlong name naming the field', () => {
    const error = httpError(() => frameName('x'.repeat(81), undefined));
    expect(error.statusCode).toBe(400);
    expect(error.issues?.[0]?.path).toBe('name');
  });
});
