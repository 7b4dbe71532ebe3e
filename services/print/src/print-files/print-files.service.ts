import { PRINT_MESSAGES } from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { PrintFileKind } from '../db/database.js';
import type { OrdersRepository } from '../orders/orders.repository.js';
import { isValidFileToken } from './file-links.js';
import type { PrintFilesRepository } from './print-files.repository.js';

export const FILES_NOT_READY_MESSAGE =
  'The print files of this order are not ready yet: they are made once it is paid.';
const BAD_LINK_MESSAGE = 'This file link is not valid.';

export class PrintFilesService {
  constructor(
    private readonly deps: {
      orders: OrdersRepository;
      files: PrintFilesRepository;
      linkSecret: string;
    },
  ) {}

  /** The proof, for the order's owner. */
  async ownerProof(visitorId: string, orderId: string): Promise<Buffer> {
    const order = await this.deps.orders.findById(orderId);
    if (!order || order.owner_visitor_id !== visitorId)
      throw notFound(PRINT_MESSAGES.orderNotFound);
    return this.read(orderId, 'proof');
  }

  /** A file through the signed link given to the vendor. */
  async linkedFile(orderId: string, kind: PrintFileKind, token: string): Promise<Buffer> {
    if (!isValidFileToken(this.deps.linkSecret, orderId, kind, token)) {
      throw new HttpError(403, 'forbidden', BAD_LINK_MESSAGE);
    }
    return this.read(orderId, kind);
  }

  /** A file for an operator working the outbox (internal route). */
  operatorFile(orderId: string, kind: PrintFileKind): Promise<Buffer> {
    return this.read(orderId, kind);
  }

  private async read(orderId: string, kind: PrintFileKind): Promise<Buffer> {
    const content = await this.deps.files.read(orderId, kind);
    if (!content) throw notFound(FILES_NOT_READY_MESSAGE);
    return content;
  }
}
