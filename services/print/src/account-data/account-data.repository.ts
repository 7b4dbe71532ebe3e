import { inTransaction } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { PrintDb } from '../db/database.js';
import {
  ANONYMISED_NOTE,
  anonymisedShipping,
  anonymisedSnapshot,
  ERASED_OWNER,
} from './anonymise-order.js';

/** Some owners' print orders, as the export reads them and the deletion anonymises them. */
export class PrintAccountDataRepository {
  constructor(private readonly db: Kysely<PrintDb>) {}

  orders(ownerIds: readonly string[]) {
    return (
      this.db
        .selectFrom('print_order')
        // The payment's client secret is a capability, not the customer's data.
        .select([
          'id',
          'card_id',
          'card_snapshot',
          'status',
          'quantity',
          'paper_type',
          'size',
          'include_envelopes',
          'shipping_details',
          'card_price',
          'envelope_price',
          'shipping',
          'tax',
          'total',
          'payment_provider',
          'tracking_number',
          'tracking_url',
          'failure_reason',
          'delivery_id',
          'created_at',
          'updated_at',
        ])
        .where('owner_visitor_id', 'in', [...ownerIds])
        .orderBy('created_at')
        .execute()
    );
  }

  history(orderIds: readonly string[]) {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('print_order_event')
      .select(['order_id', 'status', 'note', 'at'])
      .where('order_id', 'in', [...orderIds])
      .orderBy('at')
      .execute();
  }

  async awaitingPayment(ownerId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('print_order')
      .select('id')
      .where('owner_visitor_id', '=', ownerId)
      .where('status', '=', 'awaiting_payment')
      .execute();
    return rows.map((row) => row.id);
  }

  /**
   * Each order of theirs keeps its money and status and loses whom it was for: shipping details
   * and the card anonymised, the print files deleted, the owner replaced, a note in its history.
   */
  async anonymise(ownerIds: readonly string[]): Promise<{ orders: number; files: number }> {
    return inTransaction(this.db, async (trx) => {
      const rows = await trx
        .selectFrom('print_order')
        .select(['id', 'status', 'shipping_details', 'card_snapshot'])
        .where('owner_visitor_id', 'in', [...ownerIds])
        .forUpdate()
        .execute();
      if (rows.length === 0) return { orders: 0, files: 0 };
      for (const row of rows) {
        await trx
          .updateTable('print_order')
          .set({
            owner_visitor_id: ERASED_OWNER,
            shipping_details: JSON.stringify(anonymisedShipping(row.shipping_details)),
            card_snapshot: JSON.stringify(anonymisedSnapshot(row.card_snapshot)),
            payment_client_secret: null,
          })
          .where('id', '=', row.id)
          .execute();
      }
      const ids = rows.map((row) => row.id);
      await trx
        .insertInto('print_order_event')
        .values(
          rows.map((row) => ({ order_id: row.id, status: row.status, note: ANONYMISED_NOTE })),
        )
        .execute();
      const files = await trx
        .deleteFrom('print_file')
        .where('order_id', 'in', ids)
        .executeTakeFirst();
      return { orders: rows.length, files: Number(files.numDeletedRows) };
    });
  }
}
