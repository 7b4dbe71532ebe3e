import { BlobReferencesQueue } from './blob-references.js';
import { GroupDeliveriesQueue } from './group.js';
import { PrintSubmitQueue } from './print.js';
import { DeliveriesQueue } from './scheduler.js';
import { CardVideoMessagesQueue, VideoRenderQueue } from './video.js';

/**
 * The service that owns (consumes) each queue. A queue carries events upward against the
 * layering of synchronous calls (docs/architecture.md): only its owner runs a worker for it, and
 * any service may produce onto it through its outbox.
 */
export const QUEUE_OWNERS = {
  [DeliveriesQueue.name]: 'scheduler',
  [PrintSubmitQueue.name]: 'print',
  [VideoRenderQueue.name]: 'media',
  [GroupDeliveriesQueue.name]: 'cards',
  [BlobReferencesQueue.name]: 'media',
  [CardVideoMessagesQueue.name]: 'cards',
} as const satisfies Record<string, string>;
