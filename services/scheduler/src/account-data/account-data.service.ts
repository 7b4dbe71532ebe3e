import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import { HttpError, type AccountDataStore } from '@cardsmith/service-kit';
import type { DeliveriesService } from '../deliveries/deliveries.service.js';
import type { SchedulerAccountDataRepository } from './account-data.repository.js';

/**
 * What the scheduler holds for a visitor: their deliveries and reminders. The deletion first
 * cancels each pending delivery the way its owner would (its queued job goes, a card by post has
 * its print order cancelled or refunded), so nothing is sent while or after the rest is removed.
 */
export class SchedulerAccountDataService implements AccountDataStore {
  constructor(
    private readonly repository: SchedulerAccountDataRepository,
    private readonly deliveries: DeliveriesService,
  ) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const deliveries = await this.repository.deliveries(ownerIds);
    const reminders = await this.repository.tasks(deliveries.map((row) => row.id));
    return { records: { deliveries, reminders }, files: [] };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    let cancelled = 0;
    for (const ownerId of ownerIds) {
      for (const id of await this.repository.scheduledIds([ownerId])) {
        try {
          await this.deliveries.cancel(ownerId, id);
          cancelled += 1;
        } catch (error) {
          // 409: the worker took it meanwhile (it is sent or being sent); its row goes below.
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        }
      }
    }
    const { deliveries, messages } = await this.repository.deleteAll(ownerIds);
    return { cancelledDeliveries: cancelled, deliveries, messages };
  }
}
