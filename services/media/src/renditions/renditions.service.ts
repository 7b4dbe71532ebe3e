import { Readable } from 'node:stream';
import { MEDIA_RENDITION_MAX_BYTES } from '@cardsmith/contracts';
import { imageSize } from 'image-size';
import type { BlobInfo, BlobStore } from '../blobs/blob-store.js';
import type { ImageDimensions } from '../media/image-pixels.js';
import { downscaleImage, UndecodableImageError } from './image-resizer.js';
import { renditionSize } from './rendition-size.js';
import type { RenditionsRepository } from './renditions.repository.js';

async function readWhole(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Every uploaded image gets a copy at most 2048 px on its longest side, and renders draw that copy:
 * 60 elements showing one 25-megapixel upload made one preview decode 6 GB of pixels. The copy is
 * made at upload; an image stored before renditions existed gets its copy on first request.
 */
export class RenditionsService {
  /** One making per image at a time: concurrent renders of a new card wait for the same copy. */
  private readonly making = new Map<string, Promise<BlobInfo | null>>();

  constructor(private readonly deps: { blobs: BlobStore; renditions: RenditionsRepository }) {}

  /** The blob a render draws for an image, made now if missing; null for anything not a picture. */
  async renditionOf(sourceId: string): Promise<BlobInfo | null> {
    const known = await this.deps.renditions.find(sourceId);
    if (known) {
      const blob = await this.deps.blobs.stat(known.renditionBlobId);
      if (blob) return blob;
    }
    const source = await this.deps.blobs.stat(sourceId);
    if (!source || source.kind !== 'image') return null;
    return this.make(source);
  }

  /**
   * Makes (or finds) the rendition of a stored image. An upload passes the dimensions its header
   * gave: an image small enough is then its own rendition without being read back from the store
   * (that read was most of an AI picture's upload time).
   */
  make(source: BlobInfo, dimensions?: ImageDimensions): Promise<BlobInfo | null> {
    let pending = this.making.get(source.id);
    if (!pending) {
      pending = this.create(source, dimensions).finally(() => this.making.delete(source.id));
      this.making.set(source.id, pending);
    }
    return pending;
  }

  private async create(source: BlobInfo, dimensions?: ImageDimensions): Promise<BlobInfo | null> {
    const { blobs, renditions } = this.deps;
    if (dimensions && !renditionSize(dimensions.width, dimensions.height)) {
      await renditions.insert(source.id, { renditionBlobId: source.id, ...dimensions });
      return source;
    }
    const bytes = await readWhole(blobs.read(source));
    let width: number;
    let height: number;
    try {
      ({ width, height } = imageSize(new Uint8Array(bytes)));
    } catch {
      return null;
    }
    const size = renditionSize(width, height);
    if (!size) {
      await renditions.insert(source.id, { renditionBlobId: source.id, width, height });
      return source;
    }
    let resized;
    try {
      resized = await downscaleImage(bytes, size);
    } catch (error) {
      if (error instanceof UndecodableImageError) return null;
      throw error;
    }
    // No owner: a copy the platform makes counts against nobody's upload quota.
    const blob = await blobs.put(Readable.from([resized.data]), {
      contentType: resized.contentType,
      kind: 'image',
      ownerVisitorId: null,
      maxBytes: MEDIA_RENDITION_MAX_BYTES,
    });
    const rendition = { renditionBlobId: blob.id, width: resized.width, height: resized.height };
    if (await renditions.insert(source.id, rendition)) return blob;
    // Another replica recorded its copy first: that one is used, this one goes.
    await blobs.delete(blob.id);
    const winner = await renditions.find(source.id);
    return winner ? blobs.stat(winner.renditionBlobId) : null;
  }
}
