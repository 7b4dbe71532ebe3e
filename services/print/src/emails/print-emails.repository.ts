import type { Kysely } from 'kysely';
import type { PrintDb, PrintEmailRow, PrintOrderRow } from '../db/database.js';

/** The `print_email` outbox: rows written with a status change, sent and marked by the worker. */
export class PrintEmailsRepository {
  constructor(private readonly db: Kysely<PrintDb>) {}

  /** The email with the order as it is now (a shipped email names the latest tracking). */
  async findWithOrder(
    id: string,
  ): Promise<{ email: PrintEmailRow; order: PrintOrderRow } | undefined> {
    const email = await this.db
      .selectFrom('print_email')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!email) return undefined;
    const order = await this.db
      .selectFrom('print_order')
      .selectAll()
      .where('id', '=', email.order_id)
      .executeTakeFirstOrThrow();
    return { email, order };
  }

  /** Unsent emails, of one order or (the reconciler's due list) of all. */
  listUnsent(orderId?: string): Promise<{ id: string }[]> {
    let query = this.db.selectFrom('print_email').select('id').where('sent_at', 'is', null);
    if (orderId) query = query.where('order_id', '=', orderId);
    return query.orderBy('created_at').execute();
  }

  /** Marks it sent once: false when another run already had. */
  async markSent(id: string, channel: string, at: Date): Promise<boolean> {
    const row = await this.db
      .updateTable('print_email')
      .set((eb) => ({ sent_at: at, channel, attempts: eb('attempts', '+', 1), last_error: null }))
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  async recordFailure(id: string, error: string): Promise<void> {
    await this.db
      .updateTable('print_email')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 1000) }))
      .where('id', '=', id)
      .execute();
  }
}
