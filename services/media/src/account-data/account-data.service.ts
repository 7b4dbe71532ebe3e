import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import type { AccountDataStore } from '@cardsmith/service-kit';
import type { BlobStore } from '../blobs/blob-store.js';
import type { MediaAccountDataRepository } from './account-data.repository.js';
import { exportFileName } from './export-file-name.js';

/**
 * What media holds for a visitor: the files they uploaded, recorded or had made (speech, video
 * renders) and their video render jobs. The export lists the files for the gateway to add;
 * the deletion removes every blob of theirs with its downscaled copies, wherever it is stored.
 */
export class MediaAccountDataService implements AccountDataStore {
  constructor(
    private readonly repository: MediaAccountDataRepository,
    private readonly blobs: BlobStore,
  ) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const [blobs, videoJobs] = await Promise.all([
      this.repository.ownedBlobs(ownerIds),
      this.repository.videoJobs(ownerIds),
    ]);
    const files = blobs.map((blob) => ({
      mediaId: blob.id,
      name: exportFileName(blob.id, blob.kind, blob.content_type),
      contentType: blob.content_type,
      bytes: blob.bytes,
    }));
    return {
      records: {
        files: blobs.map((blob, index) => ({
          id: blob.id,
          kind: blob.kind,
          contentType: blob.content_type,
          bytes: blob.bytes,
          createdAt: blob.created_at,
          inThisZip: files[index]!.name,
        })),
        videoJobs,
      },
      files,
    };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    const owned = await this.repository.allBlobIds(ownerIds);
    const renditions = await this.repository.renditionsOf(owned);
    const videoJobs = await this.repository.deleteVideoJobs(ownerIds);
    const ownedIds = new Set(owned);
    let files = 0;
    // A small image is its own rendition: each id is deleted once, renditions first.
    for (const id of new Set([...renditions, ...owned])) {
      if ((await this.blobs.delete(id)) && ownedIds.has(id)) files += 1;
    }
    return { files, videoJobs };
  }
}
