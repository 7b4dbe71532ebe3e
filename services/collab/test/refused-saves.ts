import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../../cards/src/db/database.js';

export interface RefusedSaves {
  /** How many saves of the card the cards service refused so far. */
  count(): Promise<number>;
  /** The cards service saves the card again. */
  heal(): Promise<void>;
}

/**
 * Makes the cards service fail every save of one card, as if it were down for that card only:
 * a trigger refuses the update. Refusals are counted in a sequence, which the refused update's
 * rollback does not undo.
 */
export async function refuseSaves(db: Kysely<CardsDb>, cardId: string): Promise<RefusedSaves> {
  // Card ids are base64url; anything else must not reach the raw SQL below.
  if (!/^[\w-]+$/.test(cardId)) throw new Error(`unexpected card id ${cardId}`);
  const name = `cards.refuse_saves_${randomBytes(6).toString('hex')}`;
  await sql`create sequence ${sql.raw(name)}`.execute(db);
  await sql`create function ${sql.raw(name)}() returns trigger language plpgsql as $$
begin
  if new.id = '${sql.raw(cardId)}' then
    perform nextval('${sql.raw(name)}');
    raise exception 'this test refuses to save the card';
  end if;
  return new;
end $$`.execute(db);
  const trigger = sql.raw(name.replace('cards.', ''));
  await sql`create trigger ${trigger} before update on cards.card
    for each row execute function ${sql.raw(name)}()`.execute(db);
  return {
    async count() {
      const { rows } = await sql<{
        n: string;
      }>`select case when is_called then last_value else 0 end as n from ${sql.raw(name)}`.execute(
        db,
      );
      return Number(rows[0]!.n);
    },
    async heal() {
      await sql`drop trigger ${trigger} on cards.card`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
      await sql`drop sequence ${sql.raw(name)}`.execute(db);
    },
  };
}
