import type { AdminOrderQuery, PaymentState } from '@cardsmith/contracts';
import { after, timestampKey, type KeysetPosition } from '@cardsmith/service-kit';
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { PrintDb, PrintFileKind, PrintOrderRow } from '../db/database.js';

export type AdminOrderRow = PrintOrderRow & { was_paid: boolean };
/** A listed order with its sort key as Postgres prints it (the next page's cursor). */
export type ListedOrderRow = AdminOrderRow & { created_at_key: string };

type OrderExpressions = ExpressionBuilder<PrintDb, 'print_order'>;

/** Whether a payment was ever recorded in the order's history. */
const wasPaid = (eb: OrderExpressions) =>
  eb.exists(
    eb
      .selectFrom('print_order_event')
      .select(sql.lit(1).as('one'))
      .whereRef('print_order_event.order_id', '=', 'print_order.id')
      .where('print_order_event.status', '=', 'paid'),
  );

const paymentStateFilter = (eb: OrderExpressions, state: PaymentState) => {
  switch (state) {
    case 'refunded':
      return eb('status', '=', 'refunded');
    case 'paid':
      return eb.and([eb('status', '!=', 'refunded'), wasPaid(eb)]);
    case 'unpaid':
      return eb.and([eb('status', '!=', 'refunded'), eb.not(wasPaid(eb))]);
  }
};

/** The admin's reading of every order (the owner-facing queries are in OrdersRepository). */
export class AdminOrdersRepository {
  constructor(private readonly db: Kysely<PrintDb>) {}

  private filtered(query: Pick<AdminOrderQuery, 'status' | 'payment'>) {
    return this.db
      .selectFrom('print_order')
      .$if(query.status !== undefined, (qb) => qb.where('status', '=', query.status!))
      .$if(query.payment !== undefined, (qb) =>
        qb.where((eb) => paymentStateFilter(eb, query.payment!)),
      );
  }

  /**
   * Newest first, `limit` orders after `position` (keyset pagination: the index on
   * `(created_at desc, id desc)` starts at the position, however deep the page).
   */
  async list(
    query: Pick<AdminOrderQuery, 'status' | 'payment'>,
    position: KeysetPosition | undefined,
    limit: number,
  ): Promise<ListedOrderRow[]> {
    const rows = await this.filtered(query)
      .selectAll()
      .select(timestampKey('created_at').as('created_at_key'))
      .$if(position !== undefined, (qb) => qb.where(after('created_at', 'id', position!)))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    // Asked of the page's orders only: as a column of the list, Postgres hashed every payment
    // of every order first (130 ms at 50,000 orders, bench/scale).
    const paid = await this.paidAmong(rows.map((row) => row.id));
    return rows.map((row) => ({ ...row, was_paid: paid.has(row.id) }));
  }

  private async paidAmong(orderIds: string[]): Promise<Set<string>> {
    if (orderIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('print_order_event')
      .select('order_id')
      .distinct()
      .where('status', '=', 'paid')
      .where('order_id', 'in', orderIds)
      .execute();
    return new Set(rows.map((row) => row.order_id));
  }

  async count(query: Pick<AdminOrderQuery, 'status' | 'payment'>): Promise<number> {
    // Every order: the kept figure, one row (counting read every entry of an index).
    if (query.status === undefined && query.payment === undefined) {
      return (await this.totals()).orders;
    }
    const row = await this.filtered(query)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  find(id: string): Promise<AdminOrderRow | undefined> {
    return this.db
      .selectFrom('print_order')
      .selectAll()
      .select((eb) => wasPaid(eb).$castTo<boolean>().as('was_paid'))
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /**
   * How many orders, and the money kept (the totals of orders ever paid and not refunded, as the
   * `payment: 'paid'` filter reads them): one row, kept by print_order's and print_order_event's
   * triggers in the transaction of every write (migration create_order_totals).
   */
  async totals(): Promise<{ orders: number; revenueCents: number }> {
    const row = await this.db
      .selectFrom('print_order_totals')
      .select(['orders', 'revenue_cents'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    return { orders: Number(row.orders), revenueCents: Number(row.revenue_cents) };
  }

  async fileKinds(orderId: string): Promise<PrintFileKind[]> {
    const rows = await this.db
      .selectFrom('print_file')
      .select('kind')
      .where('order_id', '=', orderId)
      .execute();
    return rows.map((row) => row.kind);
  }
}
