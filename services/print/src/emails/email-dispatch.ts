import type { Logger } from '@cardsmith/service-kit';
import type { PrintEmailsRepository } from './print-emails.repository.js';

/** Hands a queued email to the worker. */
export interface EmailQueue {
  enqueue(emailId: string): Promise<void>;
}

/**
 * After a status change committed its email rows, give each a job. A failed enqueue loses
 * nothing: the rows stay unsent and the worker's reconciler queues them.
 */
export class EmailDispatch {
  constructor(
    private readonly deps: {
      emails: PrintEmailsRepository;
      queue: EmailQueue;
      logger: Logger;
    },
  ) {}

  async dispatch(orderId: string): Promise<void> {
    try {
      for (const { id } of await this.deps.emails.listUnsent(orderId)) {
        await this.deps.queue.enqueue(id);
      }
    } catch (error) {
      this.deps.logger.warn(
        { err: error, orderId },
        'print email enqueue failed; left to the reconciler',
      );
    }
  }
}
