import { DeliveriesQueue, groupInvitesJobId } from '@cardsmith/contracts';
import { createLogger, startReconciler, type QueueProducer } from '@cardsmith/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { findDueGroupInvites } from './due-jobs.js';

const logger = createLogger('due-jobs-test', 'silent');
const SEND_AT = '2026-10-26T09:00:00.000Z';

/** The queue as far as the reconciler sees it: the jobs Redis holds, and what it was given. */
function fakeQueue() {
  const held = new Set<string>();
  const enqueued: { id: string; at?: Date; cardId: unknown }[] = [];
  const producer = {
    definition: DeliveriesQueue,
    findJobs: async (ids: readonly string[]) =>
      new Map(ids.filter((id) => held.has(id)).map((id) => [id, { finishedOn: undefined }])),
    removeFinished: async () => false,
    enqueue: async (job: { data: { cardId?: unknown } }, options: { id: string; at?: Date }) => {
      held.add(options.id);
      enqueued.push({ id: options.id, at: options.at, cardId: job.data.cardId });
    },
  } as unknown as QueueProducer<typeof DeliveriesQueue>;
  return { held, enqueued, producer };
}

describe('findDueGroupInvites', () => {
  it('makes again a scheduled invitations job Redis lost, under the id cards gave it, and only once', async () => {
    const queue = fakeQueue();
    const groups = { scheduledInvites: vi.fn(async () => [{ cardId: 'card-1', sendAt: SEND_AT }]) };
    const reconciler = startReconciler({
      producer: queue.producer,
      logger,
      repeat: () => () => undefined,
      findDue: () => findDueGroupInvites(groups, 86_400_000, logger),
    });
    try {
      await reconciler.reconcile();
      const id = groupInvitesJobId('card-1', new Date(SEND_AT));
      expect(queue.enqueued).toEqual([{ id, at: new Date(SEND_AT), cardId: 'card-1' }]);
      expect(groups.scheduledInvites).toHaveBeenCalledWith(86_400_000);
      // The job is there now (waiting for its instant): the next pass adds nothing.
      await reconciler.reconcile();
      expect(queue.enqueued).toHaveLength(1);
    } finally {
      await reconciler.stop();
    }
  });

  it('leaves the other jobs to reconcile when cards does not answer', async () => {
    const warn = vi.spyOn(logger, 'warn');
    const groups = {
      scheduledInvites: vi.fn(async () => {
        throw new Error('cards is down');
      }),
    };
    expect(await findDueGroupInvites(groups, 86_400_000, logger)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      { err: 'cards is down' },
      'scheduled group invitations could not be reconciled; retried next pass',
    );
  });
});
