import type { ShippingDetails } from '@cardsmith/contracts';
import type { Kysely } from 'kysely';
import type { AddressRequestRow, CardsDb } from '../db/database.js';
import { hourlyWriteWindow } from '../db/write-window.js';

/** A card's address requests (cards schema). */
export class AddressRequestsRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  list(cardId: string): Promise<AddressRequestRow[]> {
    return this.db
      .selectFrom('address_request')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
  }

  create(row: {
    id: string;
    cardId: string;
    tokenHash: string;
    label: string | null;
    email: string | null;
    askerName: string | null;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<AddressRequestRow> {
    return this.db
      .insertInto('address_request')
      .values({
        id: row.id,
        card_id: row.cardId,
        token_hash: row.tokenHash,
        label: row.label,
        email: row.email,
        asker_name: row.askerName,
        created_at: row.createdAt,
        expires_at: row.expiresAt,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async withdraw(cardId: string, requestId: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('address_request')
      .set({ withdrawn_at: at })
      .where('id', '=', requestId)
      .where('card_id', '=', cardId)
      .where('withdrawn_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  findByTokenHash(tokenHash: string): Promise<AddressRequestRow | undefined> {
    return this.db
      .selectFrom('address_request')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Counts one address send of a link in its hour; false when `limit` were sent this hour. */
  async takeWrite(requestId: string, limit: number, now: Date): Promise<boolean> {
    const window = hourlyWriteWindow(now);
    const row = await this.db
      .updateTable('address_request')
      .set(window.set)
      .where('id', '=', requestId)
      .where((eb) => eb.or([window.fresh, eb('writes_in_window', '<', limit)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Stores the address unless the link was withdrawn meanwhile; the row as it is now. */
  saveAddress(
    requestId: string,
    address: ShippingDetails,
    now: Date,
  ): Promise<AddressRequestRow | undefined> {
    return this.db
      .updateTable('address_request')
      .set({ address: JSON.stringify(address), received_at: now })
      .where('id', '=', requestId)
      .where('withdrawn_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }
}
