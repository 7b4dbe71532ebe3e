import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { MEDIA_LIMITS } from '@cardsmith/contracts';
import type { BlobStore } from '../blobs/blob-store.js';
import { THUMBNAIL_WIDTH } from '../video/catalog/catalog-renders.js';
import { FfmpegFailedError } from '../video/render/ffmpeg.js';
import type { VideoRenderer } from '../video/render/video-renderer.js';

/** What the video catalog shows of an uploaded clip. */
export interface ClipFacts {
  posterBlobId: string;
  durationSeconds: number;
}

/** The still is taken this far in (or halfway through a shorter clip): past a black first frame. */
const POSTER_AT_SECONDS = 1;

/**
 * Measures an uploaded video template's clip with ffmpeg and stores a still of it as a blob, once,
 * when the upload is accepted: the catalog then serves both without running ffmpeg.
 */
export class TemplateClipInspector {
  constructor(private readonly deps: { blobs: BlobStore; renderer: VideoRenderer }) {}

  /** Undefined when the file holds no video ffmpeg can read. */
  async inspect(blobId: string): Promise<ClipFacts | undefined> {
    const { blobs, renderer } = this.deps;
    const blob = await blobs.stat(blobId);
    if (!blob) return undefined;
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-template-'));
    try {
      const clipPath = join(dir, 'clip');
      await pipeline(blobs.read(blob), createWriteStream(clipPath));
      const info = await renderer.probe(clipPath);
      if (!info.hasVideo || !info.durationSeconds) return undefined;
      const posterPath = join(dir, 'poster.jpg');
      try {
        await renderer.poster(
          clipPath,
          Math.min(POSTER_AT_SECONDS, info.durationSeconds / 2),
          posterPath,
          undefined,
          THUMBNAIL_WIDTH,
        );
      } catch (error) {
        if (error instanceof FfmpegFailedError) return undefined;
        throw error;
      }
      const poster = await blobs.put(createReadStream(posterPath), {
        contentType: 'image/jpeg',
        kind: 'image',
        ownerVisitorId: null,
        maxBytes: MEDIA_LIMITS.image,
      });
      return { posterBlobId: poster.id, durationSeconds: info.durationSeconds };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
