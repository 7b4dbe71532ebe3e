import { scheduledShareRoutes, type ScheduledShare } from '@cardsmith/contracts';
import { createInternalClient } from '@cardsmith/service-kit';

/** The scheduler, which delivers a scheduled social share at its instant through its queue. */
export interface ShareScheduler {
  schedule(share: ScheduledShare): Promise<void>;
}

export function createShareScheduler(baseUrl: string, internalSecret: string): ShareScheduler {
  const call = createInternalClient(baseUrl, internalSecret, { timeoutMs: 5000 });
  return {
    async schedule(share) {
      await call(scheduledShareRoutes.schedule, { body: share });
    },
  };
}
