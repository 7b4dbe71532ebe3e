import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { BlobRow } from '../db/database.js';
import type { BlobRepository } from './blob.repository.js';
import {
  BlobTooLargeError,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutBlobInput,
} from './blob-store.js';
import { chunkSlices, fixedChunks } from './chunks.js';

/** 1 MiB rows: small enough to stream, large enough that a 100 MB video is only 100 rows. */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024;

export function toBlobInfo(row: BlobRow): BlobInfo {
  return {
    id: row.id,
    contentType: row.content_type,
    kind: row.kind,
    bytes: row.bytes,
    sha256: row.sha256 ?? '',
    ownerVisitorId: row.owner_visitor_id,
    createdAt: row.created_at,
    storage: row.storage,
  };
}

/** 24 base64url characters (144 random bits): unguessable and valid as a media id. */
export function newBlobId(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The default driver: content in fixed-size `blob_chunk` rows, so every replica sees every blob, an
 * upload is written chunk by chunk as it arrives and a Range read fetches only the chunks it needs.
 */
export class PostgresBlobStore implements BlobStore {
  readonly servesDirectly = false;

  constructor(
    private readonly repository: BlobRepository,
    private readonly chunkBytes = DEFAULT_CHUNK_BYTES,
  ) {}

  async put(content: AsyncIterable<Uint8Array>, input: PutBlobInput): Promise<BlobInfo> {
    const id = newBlobId();
    await this.repository.insertPending({
      id,
      content_type: input.contentType,
      kind: input.kind,
      chunk_bytes: this.chunkBytes,
      owner_visitor_id: input.ownerVisitorId,
      uploader_ip: input.uploaderIp ?? null,
    });
    try {
      const hash = createHash('sha256');
      let bytes = 0;
      let seq = 0;
      for await (const chunk of fixedChunks(content, this.chunkBytes)) {
        bytes += chunk.length;
        if (bytes > input.maxBytes) throw new BlobTooLargeError(input.maxBytes);
        hash.update(chunk);
        await this.repository.insertChunk(id, seq++, chunk);
      }
      return toBlobInfo(await this.repository.complete(id, bytes, hash.digest('hex')));
    } catch (error) {
      await this.repository.delete(id);
      throw error;
    }
  }

  async stat(id: string): Promise<BlobInfo | null> {
    const row = await this.repository.findCompleted(id);
    return row ? toBlobInfo(row) : null;
  }

  read(blob: BlobInfo, range: ByteRange = { start: 0, end: blob.bytes - 1 }): Readable {
    const repository = this.repository;
    async function* chunks(): AsyncGenerator<Buffer> {
      if (blob.bytes === 0) return;
      const chunkBytes = await repository.chunkBytesOf(blob.id);
      if (chunkBytes === undefined) throw new Error(`Blob ${blob.id} was deleted while read`);
      for (const slice of chunkSlices(range.start, range.end, chunkBytes)) {
        yield await repository.readChunk(blob.id, slice.seq, slice.from, slice.to);
      }
    }
    return Readable.from(chunks(), { objectMode: false });
  }

  delete(id: string): Promise<boolean> {
    return this.repository.delete(id);
  }

  /** Rows can only be streamed: every byte goes through the media service. */
  async directUrl(): Promise<null> {
    return null;
  }

  /** Removes what uploads interrupted by a crash or restart left behind. */
  sweepIncomplete(olderThan: Date): Promise<number> {
    return this.repository.deleteIncompleteBefore(olderThan);
  }
}
