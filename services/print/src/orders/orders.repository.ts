import { DeliveriesQueue, type PrintOrderStatus } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import type { Insertable, Kysely, Updateable } from 'kysely';
import { emailKindFor, printEmailJob } from '../emails/print-email.js';
import type {
  PrintDb,
  PrintOrderEventRow,
  PrintOrderRow,
  PrintOrderTable,
  ProcessedEventTable,
} from '../db/database.js';

export type NewOrderRow = Insertable<PrintOrderTable>;
export type OrderFields = Omit<Updateable<PrintOrderTable>, 'id' | 'status' | 'created_at'>;

export class OrdersRepository {
  constructor(
    private readonly db: Kysely<PrintDb>,
    /** The customer's page of an order, linked from its emails. */
    private readonly orderPageUrl: (orderId: string) => string,
  ) {}

  /** Orders by status, for the metrics. */
  countByStatus(): Promise<{ status: string; count: number }[]> {
    return this.db
      .selectFrom('print_order')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
  }

  /** The order and its first status change, together. */
  async insert(row: NewOrderRow): Promise<PrintOrderRow> {
    return inTransaction(this.db, async (trx) => {
      const order = await trx
        .insertInto('print_order')
        .values(row)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('print_order_event')
        .values({ order_id: order.id, status: order.status, note: null })
        .execute();
      return order;
    });
  }

  findById(id: string): Promise<PrintOrderRow | undefined> {
    return this.db.selectFrom('print_order').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByPaymentIntent(paymentIntentId: string): Promise<PrintOrderRow | undefined> {
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .where('payment_intent_id', '=', paymentIntentId)
      .executeTakeFirst();
  }

  listByOwner(ownerVisitorId: string): Promise<PrintOrderRow[]> {
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .where('owner_visitor_id', '=', ownerVisitorId)
      .orderBy('created_at', 'desc')
      .limit(100)
      .execute();
  }

  history(orderIds: string[]): Promise<PrintOrderEventRow[]> {
    if (orderIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('print_order_event')
      .selectAll()
      .where('order_id', 'in', orderIds)
      .orderBy('id')
      .execute();
  }

  updateFields(id: string, fields: OrderFields): Promise<PrintOrderRow | undefined> {
    return this.db
      .updateTable('print_order')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Moves the order to `to` only from one of `from` (a conditional UPDATE, so two workers or a
   * replayed event cannot both move it) and records the change; undefined when it was elsewhere.
   * A status that calls for an email (paid, shipped) writes the scheduler's `email` job in the
   * same transaction (the outbox), once per order and kind: no order is paid without its email
   * and no email goes out for a change that did not commit.
   */
  async transition(
    id: string,
    from: readonly PrintOrderStatus[],
    to: PrintOrderStatus,
    change: { note?: string | null; fields?: OrderFields } = {},
  ): Promise<PrintOrderRow | undefined> {
    return inTransaction(this.db, async (trx) => {
      const order = await trx
        .updateTable('print_order')
        .set({ ...change.fields, status: to, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', 'in', [...from])
        .returningAll()
        .executeTakeFirst();
      if (order) {
        await trx
          .insertInto('print_order_event')
          .values({ order_id: id, status: to, note: change.note ?? null })
          .execute();
        const kind = emailKindFor(to);
        if (kind) {
          const job = printEmailJob(kind, order, this.orderPageUrl(id));
          await writeOutbox(trx, DeliveriesQueue, { name: 'email', data: job }, { id: job.key });
        }
      }
      return order;
    });
  }

  /**
   * Hands the emails the old print_email table still held unsent to print's outbox, under the
   * keys the outbox uses for the same order and kind, so one the new path already wrote is not
   * written twice. Idempotent: each row is marked handed over in the same transaction.
   * Answers how many rows it handed over.
   */
  async handOverUnsentLegacyEmails(batchSize = 200): Promise<number> {
    let handedOver = 0;
    for (;;) {
      const batch = await inTransaction(this.db, async (trx) => {
        const rows = await trx
          .selectFrom('print_email')
          .innerJoin('print_order', 'print_order.id', 'print_email.order_id')
          .selectAll('print_order')
          .select(['print_email.id as email_id', 'print_email.kind as email_kind'])
          .where('print_email.sent_at', 'is', null)
          .orderBy('print_email.id')
          .limit(batchSize)
          .forUpdate('print_email')
          .skipLocked()
          .execute();
        for (const { email_id: _emailId, email_kind: kind, ...order } of rows) {
          const job = printEmailJob(kind, order, this.orderPageUrl(order.id));
          await writeOutbox(trx, DeliveriesQueue, { name: 'email', data: job }, { id: job.key });
        }
        if (rows.length > 0) {
          await trx
            .updateTable('print_email')
            .set({ sent_at: new Date(), channel: 'outbox' })
            .where(
              'id',
              'in',
              rows.map((row) => row.email_id),
            )
            .execute();
        }
        return rows.length;
      });
      handedOver += batch;
      if (batch < batchSize) return handedOver;
    }
  }

  /** Records an event id; false when it was already recorded (a replay). */
  async recordEvent(source: ProcessedEventTable['source'], eventId: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('processed_event')
      .values({ source, event_id: eventId })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  /** Undoes recordEvent when applying the event failed, so the sender's retry is applied. */
  async forgetEvent(source: ProcessedEventTable['source'], eventId: string): Promise<void> {
    await this.db
      .deleteFrom('processed_event')
      .where('source', '=', source)
      .where('event_id', '=', eventId)
      .execute();
  }

  /** Orders the offline vendor holds: submitted, not yet reported in production by an operator. */
  listOutbox(): Promise<PrintOrderRow[]> {
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .where('vendor', '=', 'outbox')
      .where('status', '=', 'submitted')
      .orderBy('updated_at')
      .execute();
  }

  /**
   * Paid orders not yet handed to the vendor: the reconciler's due list, with the instant a
   * scheduled post goes (its job waits until then).
   */
  listPaid(): Promise<Pick<PrintOrderRow, 'id' | 'submit_after'>[]> {
    return this.db
      .selectFrom('print_order')
      .select(['id', 'submit_after'])
      .where('status', '=', 'paid')
      .execute();
  }

  findByDelivery(deliveryId: string): Promise<PrintOrderRow | undefined> {
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirst();
  }

  /** Scheduled posts' orders, for the scheduler's list of deliveries. */
  listScheduled(ids: string[]): Promise<PrintOrderRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .where('id', 'in', ids)
      .where('delivery_id', 'is not', null)
      .execute();
  }

  /** Changes an order only while it is in one of `statuses`; undefined when it is not. */
  updateWhile(
    id: string,
    statuses: readonly PrintOrderStatus[],
    fields: OrderFields,
  ): Promise<PrintOrderRow | undefined> {
    return this.db
      .updateTable('print_order')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', 'in', [...statuses])
      .returningAll()
      .executeTakeFirst();
  }
}
