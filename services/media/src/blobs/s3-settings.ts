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
