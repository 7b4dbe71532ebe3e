import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import { HttpError, type AccountDataStore } from '@cardsmith/service-kit';
import type { OrdersService } from '../orders/orders.service.js';
import type { PrintAccountDataRepository } from './account-data.repository.js';

/**
 * What print holds for a visitor: their orders. Orders are accounting records, so a deletion
 * keeps them anonymised; one still waiting for payment is cancelled first, as its owner could.
 */
export class PrintAccountDataService implements AccountDataStore {
  constructor(
    private readonly repository: PrintAccountDataRepository,
    private readonly orders: OrdersService,
  ) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const orders = await this.repository.orders(ownerIds);
    const history = await this.repository.history(orders.map((order) => order.id));
    return { records: { orders, orderHistory: history }, files: [] };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    let cancelledOrders = 0;
    for (const ownerId of ownerIds) {
      for (const id of await this.repository.awaitingPayment(ownerId)) {
        try {
          await this.orders.cancel(ownerId, id);
          cancelledOrders += 1;
        } catch (error) {
          // 409: paid meanwhile; it stays a paid order, anonymised below like the others.
          if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
        }
      }
    }
    const { orders, files } = await this.repository.anonymise(ownerIds);
    return { cancelledOrders, anonymisedOrders: orders, printFiles: files };
  }
}
