/**
 * One pass of media's reclaimer as media's app.ts builds it: the blobs past the grace period,
 * page by page, each page asked of the holders media answers for from its own tables (what other
 * services hold, by their events; template files; image renditions).
 */
import type { Kysely } from 'kysely';
import { BlobRepository } from '../../services/media/src/blobs/blob.repository.js';
import type { MediaDb } from '../../services/media/src/db/database.js';
import { ReclaimService } from '../../services/media/src/reclaim/reclaim.service.js';
import { ReferencesRepository } from '../../services/media/src/references/references.repository.js';
import { RenditionsRepository } from '../../services/media/src/renditions/renditions.repository.js';
import { TemplatesRepository } from '../../services/media/src/templates/templates.repository.js';

/** As media's MEDIA_RECLAIM_GRACE_HOURS default. */
const RECLAIM_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export async function reclaimPass(db: Kysely<MediaDb>): Promise<void> {
  const references = new ReferencesRepository(db);
  const templates = new TemplatesRepository(db);
  const renditions = new RenditionsRepository(db);
  const sweep = await new ReclaimService({
    store: new BlobRepository(db),
    holders: [
      { name: 'blob references', referenced: (ids) => references.referencedBlobs(ids) },
      { name: 'templates', referenced: (ids) => templates.referencedBlobs(ids) },
      { name: 'image renditions', referenced: (ids) => renditions.referencedBlobs(ids) },
    ],
    graceMs: RECLAIM_GRACE_MS,
  }).sweep();
  if (sweep.stoppedBecause) throw new Error(sweep.stoppedBecause);
}
