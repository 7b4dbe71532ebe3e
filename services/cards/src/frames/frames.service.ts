import { CUSTOM_FRAME_LIMITS, type Frame, type FrameCategory } from '@cardsmith/contracts';
import { badRequest, forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import type { FrameRow } from '../db/database.js';
import { randomId } from '../ids.js';
import {
  CONTROL_CHARACTERS,
  detectFrameFile,
  nameFromFilename,
  wrapPngAsSvg,
} from './frame-file.js';
import type { FramesRepository } from './frames.repository.js';
import { sanitizeSvg } from './svg-sanitizer.js';

export const FRAME_MESSAGES = {
  wrongType: 'Frames must be an SVG or PNG file.',
  tooLarge: 'Frames can be at most 2 MB.',
  missingFile: 'Choose an SVG or PNG file to upload as a frame.',
  notDrawable: 'We could not draw this SVG. Please check the file and try again.',
  nameTooLong: `Frame names can be at most ${CUSTOM_FRAME_LIMITS.nameMax} characters.`,
  notFound: 'We could not find that frame.',
  builtIn: 'Built-in frames cannot be removed.',
  notOwner: 'You can only remove frames you uploaded.',
} as const;

export const frameThumbnailUrl = (id: string) => `/api/catalog/frames/${id}/thumbnail.png`;

export function toFrame(row: FrameRow): Frame {
  return {
    id: row.id,
    name: row.name,
    category: row.category as FrameCategory,
    thumbnailUrl: frameThumbnailUrl(row.id),
    svgContent: row.svg_content,
  };
}

export const unsupportedFrameType = () =>
  new HttpError(415, 'unsupported_media_type', FRAME_MESSAGES.wrongType);
export const frameTooLarge = () => new HttpError(413, 'payload_too_large', FRAME_MESSAGES.tooLarge);

/** Turns uploaded bytes into the SVG we store, or says exactly why it cannot be a frame. */
export function frameSvgFromUpload(bytes: Buffer): string {
  if (bytes.length > CUSTOM_FRAME_LIMITS.maxBytes) throw frameTooLarge();
  const file = detectFrameFile(bytes);
  if (!file) throw unsupportedFrameType();
  if (file.kind === 'png') return wrapPngAsSvg(file.bytes);
  const svg = sanitizeSvg(file.text);
  if (!svg) throw unsupportedFrameType();
  return svg;
}

export function frameName(given: string | undefined, filename: string | undefined): string {
  const name = given?.trim();
  if (!name) return nameFromFilename(filename, CUSTOM_FRAME_LIMITS.nameMax);
  if (name.length > CUSTOM_FRAME_LIMITS.nameMax || name.replace(CONTROL_CHARACTERS, '') !== name) {
    throw badRequest(FRAME_MESSAGES.nameTooLong, [
      { path: 'name', message: FRAME_MESSAGES.nameTooLong },
    ]);
  }
  return name;
}

export class FramesService {
  constructor(
    private readonly frames: FramesRepository,
    /** Proves a sanitised SVG still draws; rejects when it does not. */
    private readonly rasterize: (svg: string) => Promise<unknown>,
  ) {}

  async list(visitorId: string | null, category: FrameCategory | undefined): Promise<Frame[]> {
    return (await this.frames.list(visitorId, category)).map(toFrame);
  }

  async upload(
    visitorId: string,
    upload: { bytes: Buffer; filename?: string; name?: string },
  ): Promise<Frame> {
    const name = frameName(upload.name, upload.filename);
    const svgContent = frameSvgFromUpload(upload.bytes);
    try {
      await this.rasterize(svgContent);
    } catch {
      throw badRequest(FRAME_MESSAGES.notDrawable, [
        { path: 'file', message: FRAME_MESSAGES.notDrawable },
      ]);
    }
    const row = await this.frames.insertCustom({
      id: randomId(),
      ownerId: visitorId,
      name,
      svgContent,
    });
    return toFrame(row);
  }

  async remove(visitorId: string, id: string): Promise<void> {
    const frame = await this.frames.findLive(id);
    if (!frame) throw notFound(FRAME_MESSAGES.notFound);
    if (frame.owner_id === null) throw forbidden(FRAME_MESSAGES.builtIn);
    if (frame.owner_id !== visitorId) throw forbidden(FRAME_MESSAGES.notOwner);
    await this.frames.softDelete(id);
  }

  isFrameUsableBy(frameId: string, visitorId: string | null): Promise<boolean> {
    return this.frames.isUsableBy(frameId, visitorId);
  }
}
