import { GroupDeliveriesQueue } from '@cardsmith/contracts';
import { inTransaction, preparedQuery, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Expression, type Kysely, type Transaction } from 'kysely';
import type { DeliveryRow, DeliveryUpdate, NewDeliveryRow, SchedulerDb } from '../db/database.js';
import { TasksRepository } from '../tasks/tasks.repository.js';

/** How early a job may fire against the database clock (timers and clocks drift a little). */
const CLOCK_TOLERANCE = sql<Date>`now() + interval '5 seconds'`;

/** A delivery taken for sending, with whether its recipient's and sender's addresses unsubscribed. */
export type ClaimedDelivery = DeliveryRow & {
  recipient_unsubscribed: boolean;
  sender_unsubscribed: boolean;
};

/**
 * A worker's round trip for a batch of sends, one prepared statement (kysely's compile and
 * Postgres' parse are paid once, not per batch; bench/scheduler):
 *  - marks `sentIds` sent, if they are still `sending`, and plans each email's one resend;
 *  - claims `claimIds`: due and `scheduled`, or left `sending` past the lease by a worker that
 *    died mid-send; a delivery by post never (its print order carries it out). A claim of an id
 *    marked sent in the same batch takes nothing.
 * Returns the claimed rows, each with whether its recipient's and sender's addresses unsubscribed.
 */
const claimAndMarkSentStatement = preparedQuery(
  (
    db: Kysely<SchedulerDb>,
    params: {
      claimIds: string[];
      sentIds: string[];
      leaseSeconds: number;
      resendAfterSeconds: number;
    },
  ) =>
    db
      .with('sent', (db) =>
        db
          .updateTable('delivery')
          .set({
            status: 'sent',
            sent_at: sql<Date>`now()`,
            last_error: null,
            updated_at: sql<Date>`now()`,
          })
          .where('id', '=', sql<string>`any(${params.sentIds}::text[])`)
          .where('status', '=', 'sending')
          .returning(['id', 'method', 'sent_at']),
      )
      .with('resend', (db) =>
        db
          .insertInto('delivery_task')
          .columns(['id', 'delivery_id', 'kind', 'days_before', 'due_at'])
          .expression((eb) =>
            eb
              .selectFrom('sent')
              .select([
                sql<string>`gen_random_uuid()::text`.as('id'),
                'sent.id as delivery_id',
                sql<'resend'>`'resend'`.as('kind'),
                sql<null>`null::integer`.as('days_before'),
                sql<Date>`sent.sent_at + make_interval(secs => ${params.resendAfterSeconds})`.as(
                  'due_at',
                ),
              ])
              .where('sent.method', '=', 'email'),
          )
          .onConflict((oc) => oc.columns(['delivery_id', 'kind', 'days_before']).doNothing()),
      )
      .updateTable('delivery')
      .set({
        status: 'sending',
        claimed_at: sql<Date>`now()`,
        attempts: sql<number>`attempts + 1`,
      })
      .where('id', '=', sql<string>`any(${params.claimIds}::text[])`)
      // Both parts see the rows as they were before the statement: one row is never both.
      .where('id', '!=', sql<string>`all(${params.sentIds}::text[])`)
      .where('method', '!=', 'physical')
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'scheduled'), eb('deliver_at', '<=', CLOCK_TOLERANCE)]),
          eb.and([
            eb('status', '=', 'sending'),
            eb('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${params.leaseSeconds})`),
          ]),
        ]),
      )
      .returningAll()
      .returning((eb) => {
        const unsubscribed = (address: Expression<string | null>) =>
          eb
            .exists(
              eb
                .selectFrom('unsubscribed_address')
                .select('address')
                .where('address', '=', eb.fn<string>('lower', [address])),
            )
            // Postgres answers a real boolean (SqlBool allows MySQL's 0/1).
            .$castTo<boolean>();
        return [
          unsubscribed(eb.ref('recipient', '->>').key('email')).as('recipient_unsubscribed'),
          unsubscribed(eb.ref('sender_email')).as('sender_unsubscribed'),
        ];
      }),
);

export class DeliveriesRepository {
  constructor(private readonly db: Kysely<SchedulerDb>) {}

  /** Runs `work` in one transaction with repositories (deliveries and their tasks) bound to it. */
  transaction<T>(
    work: (repository: DeliveriesRepository, tasks: TasksRepository) => Promise<T>,
  ): Promise<T> {
    return inTransaction(this.db, (trx: Transaction<SchedulerDb>) =>
      work(new DeliveriesRepository(trx), new TasksRepository(trx)),
    );
  }

  /** Deliveries by channel and status (sent, opened, failed, …), for the metrics. */
  countByChannelAndStatus(): Promise<{ channel: string; status: string; count: number }[]> {
    return this.db
      .selectFrom('delivery')
      .select(['method as channel', 'status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['method', 'status'])
      .execute();
  }

  /**
   * Reports the delivery's instant (null once cancelled), zone and recipient token to cards: an
   * event of cards' queue written to the outbox, so call it inside the transaction that changed
   * the row (a group card's signing closes at that instant). Ordered by the row's change time.
   */
  async reportToCards(row: DeliveryRow): Promise<void> {
    const sequence = row.updated_at.getTime();
    await writeOutbox(
      this.db,
      GroupDeliveriesQueue,
      {
        name: 'delivery',
        data: {
          cardId: row.card_id,
          deliveryId: row.id,
          deliverAt: row.status === 'cancelled' ? null : row.deliver_at.toISOString(),
          timezone: row.timezone,
          deliveryToken: row.token,
          sequence,
        },
      },
      { id: `group-delivery-${row.id}-${sequence}` },
    );
  }

  async insert(row: NewDeliveryRow): Promise<DeliveryRow> {
    return this.db.insertInto('delivery').values(row).returningAll().executeTakeFirstOrThrow();
  }

  /** Next year's delivery of a recurring one; null when it was already created (a rerun). */
  async insertNext(row: NewDeliveryRow): Promise<DeliveryRow | null> {
    const inserted = await this.db
      .insertInto('delivery')
      .values(row)
      .onConflict((oc) => oc.column('previous_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? null;
  }

  /** A handed-over share's delivery; null when that share already has one. */
  async insertShare(row: NewDeliveryRow): Promise<DeliveryRow | null> {
    const inserted = await this.db
      .insertInto('delivery')
      .values(row)
      .onConflict((oc) => oc.column('share_id').doNothing())
      .returningAll()
      .executeTakeFirst();
    return inserted ?? null;
  }

  findByShare(shareId: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('delivery')
      .selectAll()
      .where('share_id', '=', shareId)
      .executeTakeFirst();
  }

  findOwned(id: string, ownerVisitorId: string): Promise<DeliveryRow | undefined> {
    return this.db
      .selectFrom('delivery')
      .selectAll()
      .where('id', '=', id)
      .where('owner_visitor_id', '=', ownerVisitorId)
      .executeTakeFirst();
  }

  findById(id: string): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('delivery').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listOwned(ownerVisitorId: string): Promise<DeliveryRow[]> {
    return this.db
      .selectFrom('delivery')
      .selectAll()
      .where('owner_visitor_id', '=', ownerVisitorId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(500)
      .execute();
  }

  /** Changes a delivery only while it is still scheduled; undefined when it is not (any more). */
  updateScheduled(id: string, change: DeliveryUpdate): Promise<DeliveryRow | undefined> {
    return this.db
      .updateTable('delivery')
      .set({ ...change, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Records a batch of sends and takes the next deliveries for sending, in one round trip. The
   * claim is the one conditional update that makes a duplicate or retried job send nothing twice;
   * a sent delivery (still `sending`) becomes `sent` with its resend planned `resendAfterMs` later.
   * Only the deliveries taken are returned (see claimAndMarkSentStatement).
   */
  claimAndMarkSent(
    batch: { claimIds: readonly string[]; sentIds: readonly string[] },
    { leaseMs, resendAfterMs }: { leaseMs: number; resendAfterMs: number },
  ): Promise<ClaimedDelivery[]> {
    return claimAndMarkSentStatement(this.db, {
      claimIds: [...batch.claimIds],
      sentIds: [...batch.sentIds],
      leaseSeconds: leaseMs / 1000,
      resendAfterSeconds: resendAfterMs / 1000,
    });
  }

  /** A failed attempt that will be retried: back to scheduled so the retry can claim it. */
  async release(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('delivery')
      .set({ status: 'scheduled', last_error: error, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  async markFailed(id: string, reason: string): Promise<void> {
    await this.db
      .updateTable('delivery')
      .set({ status: 'failed', failure_reason: reason, last_error: reason, updated_at: new Date() })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .execute();
  }

  /** The recipient viewed the card: sent/delivered → opened (once; later views change nothing). */
  markOpened(token: string): Promise<DeliveryRow | undefined> {
    return this.db
      .updateTable('delivery')
      .set({ status: 'opened', opened_at: sql<Date>`now()`, updated_at: new Date() })
      .where('token', '=', token)
      .where('status', 'in', ['sent', 'delivered'])
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Twilio reported the SMS delivered: sent → delivered. Only from `sent`, so a repeated
   * callback, or one arriving after the card was opened, changes nothing.
   */
  async markDelivered(id: string): Promise<DeliveryRow | undefined> {
    return this.db
      .updateTable('delivery')
      .set({ status: 'delivered', updated_at: new Date() })
      .where('id', '=', id)
      .where('method', '=', 'sms')
      .where('status', '=', 'sent')
      .returningAll()
      .executeTakeFirst();
  }

  /** Twilio reported the SMS undeliverable after it was handed over: sent → failed. */
  async markUndelivered(id: string, reason: string): Promise<DeliveryRow | undefined> {
    return this.db
      .updateTable('delivery')
      .set({ status: 'failed', failure_reason: reason, last_error: reason, updated_at: new Date() })
      .where('id', '=', id)
      .where('method', '=', 'sms')
      .where('status', '=', 'sent')
      .returningAll()
      .executeTakeFirst();
  }

  findByToken(token: string): Promise<DeliveryRow | undefined> {
    return this.db.selectFrom('delivery').selectAll().where('token', '=', token).executeTakeFirst();
  }

  /**
   * Rows that should have a job now: scheduled within the horizon (a job is delayed until its
   * instant), and sending rows whose lease lapsed. Later rows get theirs once inside the horizon.
   * Deliveries by post have none: the print service submits their order.
   */
  pending(horizonMs: number, leaseMs: number): Promise<Pick<DeliveryRow, 'id' | 'deliver_at'>[]> {
    return this.db
      .selectFrom('delivery')
      .select(['id', 'deliver_at'])
      .where('method', '!=', 'physical')
      .where((eb) =>
        eb.or([
          eb.and([
            eb('status', '=', 'scheduled'),
            eb('deliver_at', '<=', sql<Date>`now() + make_interval(secs => ${horizonMs / 1000})`),
          ]),
          eb.and([
            eb('status', '=', 'sending'),
            eb('claimed_at', '<', sql<Date>`now() - make_interval(secs => ${leaseMs / 1000})`),
          ]),
        ]),
      )
      .orderBy('deliver_at')
      .execute();
  }

  /** Deliveries by post still scheduled whose print order is not recorded yet. */
  awaitingPrintOrder(): Promise<Pick<DeliveryRow, 'id'>[]> {
    return this.db
      .selectFrom('delivery')
      .select('id')
      .where('method', '=', 'physical')
      .where('status', '=', 'scheduled')
      .where('print_order_id', 'is', null)
      .orderBy('created_at')
      .execute();
  }

  /** Records the delivery's print order once; a second run finds it recorded and changes nothing. */
  async recordPrintOrder(id: string, printOrderId: string): Promise<DeliveryRow | undefined> {
    return this.db
      .updateTable('delivery')
      .set({ print_order_id: printOrderId, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('print_order_id', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
