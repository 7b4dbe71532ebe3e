import { describe, expect, it } from 'vitest';
import type { BlobRow } from '../db/database.js';
import type { BlobRepository } from './blob.repository.js';
import type { BlobInfo } from './blob-store.js';
import { copyBlobsToBucket } from './copy-to-bucket.js';
import type { S3BlobStore } from './s3-blob-store.js';

/** Blobs by id with where their bytes are; the bucket's adopt marks them moved. */
function fakeStores(ids: string[]) {
  const storage = new Map(ids.map((id) => [id, 'postgres' as 'postgres' | 's3']));
  const repository = {
    findStoredInRows: async (afterId: string, limit: number) =>
      [...storage.entries()]
        .filter(([id, where]) => where === 'postgres' && id > afterId)
        .sort(([a], [b]) => a.localeCompare(b))
        .slice(0, limit)
        .map(([id]) => ({ id, storage: 'postgres' }) as BlobRow),
  } as unknown as BlobRepository;
  const adopted: string[] = [];
  const bucket = {
    adopt: async (blob: BlobInfo) => {
      adopted.push(blob.id);
      storage.set(blob.id, 's3');
    },
  } as unknown as S3BlobStore;
  return { repository, bucket, adopted };
}

describe('copyBlobsToBucket', () => {
  it('moves every blob still in rows, page by page, reporting progress', async () => {
    const ids = Array.from({ length: 7 }, (_, i) => `blob-${i}`);
    const { repository, bucket, adopted } = fakeStores(ids);
    const progress: number[] = [];
    expect(await copyBlobsToBucket(repository, bucket, (n) => progress.push(n), 3)).toBe(7);
    expect(adopted).toEqual(ids);
    expect(progress).toEqual([3, 6, 7]);
  });

  it('has nothing to do when run again', async () => {
    const { repository, bucket } = fakeStores(['a', 'b']);
    await copyBlobsToBucket(repository, bucket);
    expect(await copyBlobsToBucket(repository, bucket)).toBe(0);
  });
});
