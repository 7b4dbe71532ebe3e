import { DeliveriesQueue, type EmailJob } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { CollabDb, InviteeRow } from '../db/database.js';

export class InviteesRepository {
  constructor(private readonly db: Kysely<CollabDb>) {}

  async list(cardId: string): Promise<InviteeRow[]> {
    return this.db
      .selectFrom('invitee')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  async count(cardId: string): Promise<number> {
    const row = await this.db
      .selectFrom('invitee')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /**
   * Adds the invitation with its email (the scheduler's `email` job, written to the outbox in the
   * same transaction, so an invitee is never stored without it), or returns the card's existing
   * invitation for that address (any case) and emails nobody again.
   */
  async add(row: Omit<InviteeRow, 'created_at'>, email: EmailJob): Promise<InviteeRow> {
    return inTransaction(this.db, async (trx) => {
      const inserted = await trx
        .insertInto('invitee')
        .values(row)
        .onConflict((oc) => oc.expression(sql`card_id, lower(email)`).doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted) {
        await writeOutbox(trx, DeliveriesQueue, { name: 'email', data: email }, { id: email.key });
        return inserted;
      }
      return trx
        .selectFrom('invitee')
        .selectAll()
        .where('card_id', '=', row.card_id)
        .where(sql<boolean>`lower(email) = lower(${row.email})`)
        .executeTakeFirstOrThrow();
    });
  }

  /** False when the card has no such invitee. */
  async remove(cardId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('invitee')
      .where('card_id', '=', cardId)
      .where('id', '=', id)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }
}
