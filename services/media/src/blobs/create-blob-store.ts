import { S3Client } from '@aws-sdk/client-s3';
import type { BlobRepository } from './blob.repository.js';
import { PostgresBlobStore } from './postgres-blob-store.js';
import { S3BlobStore } from './s3-blob-store.js';

/** How to reach the bucket (from the S3_* variables; see the README). */
export interface S3Settings {
  bucket: string;
  /** Unset for AWS itself; MinIO's or another S3-compatible server's address otherwise. */
  endpoint?: string;
  /** The address browsers reach the bucket by, when it differs from `endpoint`. */
  publicEndpoint?: string;
  region: string;
  /** Unset to use the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  presignSeconds: number;
}

export interface BlobStoreConfig {
  BLOB_STORE: 'postgres' | 's3';
  MEDIA_BLOB_CHUNK_BYTES: number;
  S3_BUCKET?: string;
  S3_ENDPOINT?: string;
  S3_PUBLIC_ENDPOINT?: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_PRESIGN_SECONDS: number;
}

/** The bucket's settings when the config chooses object storage, null for Postgres. */
export function s3SettingsFrom(config: BlobStoreConfig): S3Settings | null {
  if (config.BLOB_STORE !== 's3' || !config.S3_BUCKET) return null;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT,
    region: config.S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    presignSeconds: config.S3_PRESIGN_SECONDS,
  };
}

export function s3Client(settings: S3Settings, endpoint = settings.endpoint): S3Client {
  return new S3Client({
    endpoint,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
  });
}

export type ConfiguredBlobStore = PostgresBlobStore | S3BlobStore;

/** Postgres rows by default; the S3 bucket when `s3` is given (ARCHITECTURE §4). */
export function createBlobStore(
  repository: BlobRepository,
  options: { chunkBytes: number; s3?: S3Settings | null },
): ConfiguredBlobStore {
  const rows = new PostgresBlobStore(repository, options.chunkBytes);
  const { s3 } = options;
  if (!s3) return rows;
  return new S3BlobStore(
    repository,
    s3Client(s3),
    {
      bucket: s3.bucket,
      presignSeconds: s3.presignSeconds,
      presigner: s3.publicEndpoint ? s3Client(s3, s3.publicEndpoint) : undefined,
    },
    rows,
  );
}
