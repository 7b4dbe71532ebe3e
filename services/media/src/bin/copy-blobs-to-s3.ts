/**
 * `npm run blobs:copy-to-s3 -w @cardsmith/media`: moves the blobs stored in Postgres rows into the
 * S3 bucket the S3_* variables name (BLOB_STORE=s3), for a deployment adopting object storage.
 * It can be stopped and run again at any time; the service may keep running meanwhile.
 */
import { createDb, loadConfig } from '@cardsmith/service-kit';
import { BlobRepository } from '../blobs/blob.repository.js';
import { copyBlobsToBucket } from '../blobs/copy-to-bucket.js';
import { createBlobStore } from '../app.js';
import { s3SettingsFrom } from '../blobs/s3-settings.js';
import { S3BlobStore } from '../blobs/s3-blob-store.js';
import { MediaEnvSchema } from '../config.js';
import type { MediaDb } from '../db/database.js';

const config = loadConfig(MediaEnvSchema);
const s3 = s3SettingsFrom(config);
if (!s3) {
  console.error('Set BLOB_STORE=s3 and S3_BUCKET (and S3_ENDPOINT for a server other than AWS).');
  process.exit(1);
}
const db = createDb<MediaDb>(config.DATABASE_URL, 'media', 2);
try {
  const repository = new BlobRepository(db);
  const bucket = createBlobStore(repository, { chunkBytes: config.MEDIA_BLOB_CHUNK_BYTES, s3 });
  if (!(bucket instanceof S3BlobStore)) throw new Error('The bucket is not configured.');
  const copied = await copyBlobsToBucket(repository, bucket, (n) =>
    console.log(`${n} blobs copied to s3://${s3.bucket}`),
  );
  console.log(`Done: ${copied} blobs copied; every blob is now in s3://${s3.bucket}.`);
} finally {
  await db.destroy();
}
