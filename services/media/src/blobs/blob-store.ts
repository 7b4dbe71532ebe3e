import type { Readable } from 'node:stream';
import type { MediaKind } from '@cardsmith/contracts';

/** What is known about a stored blob; the content itself is read through `read`. */
export interface BlobInfo {
  id: string;
  contentType: string;
  kind: MediaKind;
  bytes: number;
  /** Hex SHA-256 of the content: the strong validator of every response. */
  sha256: string;
  ownerVisitorId: string | null;
  createdAt: Date;
  /** Where the bytes are (see the `blob.storage` column). */
  storage: 'postgres' | 's3';
}

export interface PutBlobInput {
  contentType: string;
  kind: MediaKind;
  ownerVisitorId: string | null;
  uploaderIp?: string | null;
  /** The content may not exceed this; the store stops reading and keeps nothing when it does. */
  maxBytes: number;
}

/** Inclusive byte offsets, as in an HTTP Content-Range. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where audio, video, images and print PDFs live (ARCHITECTURE §4). Drivers stream in both
 * directions so no upload or download is ever held whole in memory.
 */
export interface BlobStore {
  put(content: AsyncIterable<Uint8Array>, input: PutBlobInput): Promise<BlobInfo>;
  /** Null for an unknown id and for a blob whose upload has not finished. */
  stat(id: string): Promise<BlobInfo | null>;
  /** The whole content, or only `range`, which must lie inside the blob. */
  read(blob: BlobInfo, range?: ByteRange): Readable;
  delete(id: string): Promise<boolean>;
  /** Whether `directUrl` can ever give a link (callers skip the look-up when it cannot). */
  readonly servesDirectly: boolean;
  /**
   * A short-lived link a browser may read the blob from directly (object storage's presigned
   * URL, ranges included), or null when the bytes can only be streamed through `read`.
   */
  directUrl(blob: BlobInfo): Promise<string | null>;
}

export class BlobTooLargeError extends Error {
  override name = 'BlobTooLargeError';
  constructor(readonly maxBytes: number) {
    super(`Blob exceeds ${maxBytes} bytes`);
  }
}
