import { createHash } from 'node:crypto';
import { PassThrough, Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { BlobRepository } from './blob.repository.js';
import {
  BlobTooLargeError,
  type BlobInfo,
  type BlobStore,
  type ByteRange,
  type PutBlobInput,
} from './blob-store.js';
import { newBlobId, toBlobInfo, type PostgresBlobStore } from './postgres-blob-store.js';

export interface S3BlobStoreOptions {
  bucket: string;
  /** Lifetime of a presigned download link. */
  presignSeconds: number;
  /**
   * Signs download links for the bucket's public address (S3_PUBLIC_ENDPOINT), which may differ
   * from the one this service reaches it by; the service's own client when absent.
   */
  presigner?: S3Client;
}

/** 5 MiB parts (S3's minimum), two in flight: an upload holds at most ~10 MiB whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

/** The object key of a blob: its unguessable id, under one prefix so the bucket can be shared. */
export const objectKey = (id: string) => `blobs/${id}`;

/** Counts and hashes what passes, and fails once more than `maxBytes` went through. */
class MeteredStream extends Transform {
  readonly hash = createHash('sha256');
  bytes = 0;
  constructor(private readonly maxBytes: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) return done(new BlobTooLargeError(this.maxBytes));
    this.hash.update(chunk);
    done(null, chunk);
  }
}

/**
 * Object storage (ARCHITECTURE §4): the bytes live in an S3-compatible bucket, the metadata in
 * the `blob` table as for the Postgres driver. Uploads stream in multipart parts, reads are
 * ranged GETs, and browsers are sent to presigned links instead of through the services. Blobs
 * written before the bucket was adopted (`storage = 'postgres'`) are still read from their rows
 * until `npm run blobs:copy-to-s3` moves them.
 */
export class S3BlobStore implements BlobStore {
  readonly servesDirectly = true;

  constructor(
    private readonly repository: BlobRepository,
    private readonly s3: S3Client,
    private readonly options: S3BlobStoreOptions,
    private readonly rows: PostgresBlobStore,
  ) {}

  async put(content: AsyncIterable<Uint8Array>, input: PutBlobInput): Promise<BlobInfo> {
    const id = newBlobId();
    await this.repository.insertPending({
      id,
      content_type: input.contentType,
      kind: input.kind,
      chunk_bytes: 0,
      owner_visitor_id: input.ownerVisitorId,
      uploader_ip: input.uploaderIp ?? null,
      storage: 's3',
    });
    try {
      const written = await this.writeObject(id, content, input.contentType, input.maxBytes);
      return toBlobInfo(await this.repository.complete(id, written.bytes, written.sha256));
    } catch (error) {
      await this.deleteObject(id).catch(() => undefined);
      await this.repository.delete(id);
      throw error;
    }
  }

  /**
   * Moves one blob written to Postgres rows into the bucket (`npm run blobs:copy-to-s3`): the
   * object first, then the row's storage and its chunks in one transaction, so a copy cut off
   * half way leaves the blob readable from its rows and is simply done again.
   */
  async adopt(blob: BlobInfo): Promise<void> {
    if (blob.storage === 's3') return;
    await this.writeObject(blob.id, this.rows.read(blob), blob.contentType, blob.bytes);
    await this.repository.markStoredInBucket(blob.id);
  }

  private async writeObject(
    id: string,
    content: AsyncIterable<Uint8Array>,
    contentType: string,
    maxBytes: number,
  ): Promise<{ bytes: number; sha256: string }> {
    const meter = new MeteredStream(maxBytes);
    const body = new PassThrough();
    const upload = new Upload({
      client: this.s3,
      params: {
        Bucket: this.options.bucket,
        Key: objectKey(id),
        Body: body,
        ContentType: contentType,
      },
      partSize: PART_BYTES,
      queueSize: PARTS_IN_FLIGHT,
      leavePartsOnError: false,
    });
    try {
      await Promise.all([pipeline(Readable.from(content), meter, body), upload.done()]);
    } catch (error) {
      body.destroy();
      await upload.abort().catch(() => undefined);
      throw error;
    }
    return { bytes: meter.bytes, sha256: meter.hash.digest('hex') };
  }

  async stat(id: string): Promise<BlobInfo | null> {
    const row = await this.repository.findCompleted(id);
    return row ? toBlobInfo(row) : null;
  }

  read(blob: BlobInfo, range: ByteRange = { start: 0, end: blob.bytes - 1 }): Readable {
    if (blob.storage === 'postgres') return this.rows.read(blob, range);
    const { s3, options } = this;
    async function* bytes(): AsyncGenerator<Uint8Array> {
      if (blob.bytes === 0) return;
      const object = await s3.send(
        new GetObjectCommand({
          Bucket: options.bucket,
          Key: objectKey(blob.id),
          Range: `bytes=${range.start}-${range.end}`,
        }),
      );
      yield* object.Body as Readable;
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  async delete(id: string): Promise<boolean> {
    const deleted = await this.repository.delete(id);
    await this.deleteObject(id);
    return deleted;
  }

  async directUrl(blob: BlobInfo): Promise<string | null> {
    if (blob.storage !== 's3') return null;
    return getSignedUrl(
      this.options.presigner ?? this.s3,
      new GetObjectCommand({
        Bucket: this.options.bucket,
        Key: objectKey(blob.id),
        ResponseContentType: blob.contentType,
        ResponseCacheControl: `private, max-age=${this.options.presignSeconds}`,
      }),
      { expiresIn: this.options.presignSeconds },
    );
  }

  /** An object that is already gone counts as deleted (S3 answers a delete of one with 204). */
  private async deleteObject(id: string): Promise<void> {
    await this.s3.send(
      new DeleteObjectCommand({ Bucket: this.options.bucket, Key: objectKey(id) }),
    );
  }

  /** Incomplete uploads: their rows go; a multipart upload that never finished left no object. */
  sweepIncomplete(olderThan: Date): Promise<number> {
    return this.rows.sweepIncomplete(olderThan);
  }
}
