import { sql, type Kysely } from 'kysely';
import type { CollabDb } from '../db/database.js';
import type { Acked } from './room.store.js';

/**
 * How long a saved room's seqs are kept: a client offline for longer and still holding unsent
 * operations resends them as new ones (a tab left open that long has long since lost them).
 */
export const CLIENT_ACK_RETENTION_DAYS = 30;

/** The seqs saved rooms took, outliving the room's Redis keys (the only SQL for them). */
export class ClientAcksRepository {
  constructor(private readonly db: Kysely<CollabDb>) {}

  async forCard(cardId: string): Promise<Acked> {
    const rows = await this.db
      .selectFrom('client_ack')
      .select(['client_id', 'seq'])
      .where('card_id', '=', cardId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.client_id, row.seq]));
  }

  /** Records the seqs (a lower one never replaces a higher) and forgets those past retention. */
  async record(cardId: string, acked: Acked): Promise<void> {
    const values = Object.entries(acked).map(([clientId, seq]) => ({
      card_id: cardId,
      client_id: clientId,
      seq,
    }));
    if (values.length === 0) return;
    await this.db
      .insertInto('client_ack')
      .values(values)
      .onConflict((oc) =>
        oc.columns(['card_id', 'client_id']).doUpdateSet({
          seq: sql<number>`greatest(client_ack.seq, excluded.seq)`,
          acked_at: sql<Date>`now()`,
        }),
      )
      .execute();
    await this.db
      .deleteFrom('client_ack')
      .where(
        'acked_at',
        '<',
        sql<Date>`now() - make_interval(days => ${CLIENT_ACK_RETENTION_DAYS})`,
      )
      .execute();
  }
}
