import { BlobReferencesQueue } from '@cardsmith/contracts';
import { randomUUID } from 'node:crypto';
import { inTransaction, writeOutbox, type Logger } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';
import { publishHeldMedia } from './held-media.repository.js';

/** Cards locked and published per transaction: short transactions beside the live traffic. */
const BATCH = 200;

/**
 * Publishes what every live card holds once per install, so media's reference table covers the
 * links made before cards published them, then says so (`backfilled` with the number of cards):
 * media trusts its table only once it has applied that many events of the run. A card saved
 * during the backfill is safe either way: its row lock orders its own event and the backfill's.
 * Idempotent: a run cut short (a restart) is simply run again under a new id; replicas starting
 * together may each run it.
 */
export async function backfillHeldMedia(
  db: Kysely<CardsDb>,
  logger: Logger,
  batchSize = BATCH,
): Promise<{ run: string; holders: number } | null> {
  const done = await db.selectFrom('blob_reference_backfill').select('run').executeTakeFirst();
  if (done) return null;
  const run = randomUUID();
  let holders = 0;
  let after = '';
  for (;;) {
    const ids = await inTransaction(db, async (trx) => {
      const page = await trx
        .selectFrom('card')
        .select('id')
        .where('id', '>', after)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .limit(batchSize)
        .execute();
      await publishHeldMedia(
        trx,
        page.map((row) => row.id),
        { backfill: run },
      );
      return page.map((row) => row.id);
    });
    if (ids.length === 0) break;
    holders += ids.length;
    after = ids[ids.length - 1]!;
  }
  await inTransaction(db, async (trx) => {
    await writeOutbox(
      trx,
      BlobReferencesQueue,
      { name: 'backfilled', data: { service: 'cards', run, holders } },
      { id: `blob-refs-backfilled-cards-${run}` },
    );
    await trx.insertInto('blob_reference_backfill').values({ run, holders }).execute();
  });
  logger.info({ run, holders }, 'published the blobs every card holds to media');
  return { run, holders };
}
