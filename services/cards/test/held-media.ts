import type { BlobHolder } from '@cardsmith/contracts';
import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../src/db/database.js';

/** A `held` or `released` job's data (`blobIds` only on `held`). */
interface Event {
  holder: BlobHolder;
  sequence: number;
  blobIds?: string[];
  backfill?: string;
}

/** The events cards' outbox holds for a card, in sequence order. */
export async function heldMediaEvents(db: Kysely<CardsDb>, cardId: string) {
  const { rows } = await sql<{ job_name: string; data: Event }>`
    select job_name, data from cards.outbox
    where queue = 'blob-references' and data->'holder'->>'id' = ${cardId}
    order by (data->>'sequence')::bigint`.execute(db);
  return rows;
}

/** The blobs a card holds as media will see it: the set of its highest-sequence event. */
export async function heldMediaNow(db: Kysely<CardsDb>, cardId: string): Promise<string[]> {
  const last = (await heldMediaEvents(db, cardId)).at(-1);
  if (!last) throw new Error(`cards published nothing for card ${cardId}`);
  return [...(last.data.blobIds ?? [])].sort();
}
