import type { BlobRepository } from './blob.repository.js';
import { toBlobInfo } from './postgres-blob-store.js';
import type { S3BlobStore } from './s3-blob-store.js';

/**
 * Copies every blob still in Postgres rows into the bucket, a page at a time, and says how many
 * moved. Safe to run again (it only looks at blobs still in rows) and beside the running service
 * (readers follow each row's `storage`).
 */
export async function copyBlobsToBucket(
  repository: BlobRepository,
  bucket: S3BlobStore,
  onCopied: (copied: number) => void = () => {},
  pageSize = 100,
): Promise<number> {
  let copied = 0;
  let afterId = '';
  for (;;) {
    const page = await repository.findStoredInRows(afterId, pageSize);
    if (page.length === 0) return copied;
    for (const row of page) {
      await bucket.adopt(toBlobInfo(row));
      copied += 1;
    }
    afterId = page[page.length - 1]!.id;
    onCopied(copied);
  }
}
