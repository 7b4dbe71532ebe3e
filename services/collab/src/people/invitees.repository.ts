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

  /** Adds the invitation, or returns the card's existing one for that address (any case). */
  async add(row: Omit<InviteeRow, 'created_at'>): Promise<InviteeRow> {
    const inserted = await this.db
      .insertInto('invitee')
      .values(row)
      .onConflict((oc) => oc.expression(sql`card_id, lower(email)`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return inserted;
    return this.db
      .selectFrom('invitee')
      .selectAll()
      .where('card_id', '=', row.card_id)
      .where(sql<boolean>`lower(email) = lower(${row.email})`)
      .executeTakeFirstOrThrow();
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
