import { blobReferenceJobId, BlobReferencesQueue } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { CardsDb } from '../db/database.js';
import { cardHolder, heldByCard } from './held-media.js';

/**
 * Publishes the blobs each of these cards holds now to media (`held`, or `released` for none),
 * in the caller's transaction, after its write. Each card's row is locked first (FOR NO KEY
 * UPDATE: what a save's UPDATE takes, so a signature added meanwhile waits rather than
 * deadlocks) and its sequence number (per card) raised after the lock: of two transactions touching one
 * card, the later one reads the earlier's writes and carries the higher number, so media,
 * keeping the set of the highest, ends at what the card holds.
 */
export async function publishHeldMedia(
  trx: Transaction<CardsDb>,
  cardIds: readonly string[],
  options: { backfill?: string } = {},
): Promise<void> {
  // One order for every transaction, so two locking several cards cannot deadlock.
  for (const cardId of [...new Set(cardIds)].sort()) {
    const card = await trx
      .selectFrom('card')
      .select(['deleted_at', 'media_ids', 'video_media_ids'])
      .where('id', '=', cardId)
      .forNoKeyUpdate()
      .executeTakeFirst();
    const [signatures, delivery, next] = await Promise.all([
      trx
        .selectFrom('group_signature')
        .select(['photo_url', 'voice_url'])
        .where('card_id', '=', cardId)
        .execute(),
      trx
        .selectFrom('group_delivery')
        .select('thanks_media_ids')
        .where('card_id', '=', cardId)
        .executeTakeFirst(),
      trx
        .insertInto('card_media_sequence')
        .values({ card_id: cardId, sequence: 1 })
        .onConflict((c) =>
          c.column('card_id').doUpdateSet({
            sequence: sql<number>`card_media_sequence.sequence + 1`,
          }),
        )
        .returning('sequence')
        .executeTakeFirstOrThrow(),
    ]);
    const holder = cardHolder(cardId);
    const sequence = Number(next.sequence);
    const blobIds = heldByCard({
      card,
      signatures,
      thanksMediaIds: delivery?.thanks_media_ids ?? [],
    });
    const backfill = options.backfill ? { backfill: options.backfill } : {};
    await writeOutbox(
      trx,
      BlobReferencesQueue,
      blobIds.length > 0
        ? { name: 'held', data: { holder, blobIds, sequence, ...backfill } }
        : { name: 'released', data: { holder, sequence, ...backfill } },
      { id: blobReferenceJobId(holder, sequence) },
    );
  }
}

/** Runs `write` and publishes what the cards it names hold, in one transaction. */
export function writeAndPublish<T>(
  db: Kysely<CardsDb>,
  write: (trx: Transaction<CardsDb>) => Promise<{ result: T; cardIds: readonly string[] }>,
): Promise<T> {
  return inTransaction(db, async (trx) => {
    const { result, cardIds } = await write(trx);
    await publishHeldMedia(trx, cardIds);
    return result;
  });
}
