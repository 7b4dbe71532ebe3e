import type { BlobHolder } from '@cardsmith/contracts';
import { inTransaction } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { MediaDb } from '../db/database.js';
import { referenceChange, servicesNotBackfilled, type BackfillRun } from './reference-rules.js';

export interface HolderEvent {
  holder: BlobHolder;
  blobIds: readonly string[];
  sequence: number;
  /** The backfill run the event republishes for, if any. */
  backfill?: string;
}

/** The blobs other services hold, as their events said (tables of `create_blob_reference`). */
export class ReferencesRepository {
  constructor(private readonly db: Kysely<MediaDb>) {}

  /**
   * Applies a holder's event under a lock on its `blob_holder` row, so two events of one holder
   * applied at once cannot interleave. Answers whether the kept set changed.
   */
  async apply(event: HolderEvent): Promise<boolean> {
    const key = {
      holder_service: event.holder.service,
      holder_kind: event.holder.kind,
      holder_id: event.holder.id,
    };
    return inTransaction(this.db, async (trx) => {
      // -1: below every sequence, so the first event of a holder always applies.
      await trx
        .insertInto('blob_holder')
        .values({ ...key, sequence: -1 })
        .onConflict((c) => c.columns(['holder_service', 'holder_kind', 'holder_id']).doNothing())
        .execute();
      const holder = await trx
        .selectFrom('blob_holder')
        .select('sequence')
        .where('holder_service', '=', key.holder_service)
        .where('holder_kind', '=', key.holder_kind)
        .where('holder_id', '=', key.holder_id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      const held = await trx
        .selectFrom('blob_reference')
        .select('blob_id')
        .where('holder_service', '=', key.holder_service)
        .where('holder_kind', '=', key.holder_kind)
        .where('holder_id', '=', key.holder_id)
        .execute();
      const change = referenceChange(
        { sequence: Number(holder.sequence), blobIds: held.map((row) => row.blob_id) },
        event,
      );
      if (event.backfill) {
        // Applied or already overtaken, the holder is covered for this run.
        await trx
          .insertInto('blob_reference_backfill_seen')
          .values({ run: event.backfill, ...key })
          .onConflict((c) => c.doNothing())
          .execute();
      }
      if (!change.apply) return false;
      await trx
        .updateTable('blob_holder')
        .set({ sequence: event.sequence, updated_at: new Date() })
        .where('holder_service', '=', key.holder_service)
        .where('holder_kind', '=', key.holder_kind)
        .where('holder_id', '=', key.holder_id)
        .execute();
      if (change.remove.length > 0) {
        await trx
          .deleteFrom('blob_reference')
          .where('holder_service', '=', key.holder_service)
          .where('holder_kind', '=', key.holder_kind)
          .where('holder_id', '=', key.holder_id)
          .where('blob_id', 'in', change.remove)
          .execute();
      }
      if (change.add.length > 0) {
        await trx
          .insertInto('blob_reference')
          .values(change.add.map((blob_id) => ({ ...key, blob_id })))
          .onConflict((c) => c.doNothing())
          .execute();
      }
      return true;
    });
  }

  /** A service says it republished `holders` holders in `run`. */
  async recordBackfill(service: string, run: string, holders: number): Promise<void> {
    await this.db
      .insertInto('blob_reference_backfill')
      .values({ holder_service: service, run, holders })
      .onConflict((c) => c.doNothing())
      .execute();
  }

  /**
   * Those of `expected` whose backfill is not complete yet. A run found complete is marked so and
   * its per-holder rows are dropped, so later sweeps read one row per service.
   */
  async servicesNotBackfilled(expected: readonly string[]): Promise<string[]> {
    if (expected.length === 0) return [];
    const rows = await this.db
      .selectFrom('blob_reference_backfill as b')
      .select((eb) => [
        'b.holder_service as service',
        'b.run',
        'b.holders',
        'b.completed_at',
        eb
          .selectFrom('blob_reference_backfill_seen as s')
          .select(sql<number>`count(*)::int`.as('n'))
          .whereRef('s.run', '=', 'b.run')
          .whereRef('s.holder_service', '=', 'b.holder_service')
          .where('b.completed_at', 'is', null)
          .as('seen'),
      ])
      .where('b.holder_service', 'in', [...expected])
      .execute();
    const runs: (BackfillRun & { run: string })[] = rows.map((row) => ({
      service: row.service,
      run: row.run,
      holders: row.holders,
      seen: row.seen ?? 0,
      completed: row.completed_at !== null,
    }));
    for (const run of runs.filter((r) => !r.completed && r.seen >= r.holders)) {
      await inTransaction(this.db, async (trx) => {
        await trx
          .updateTable('blob_reference_backfill')
          .set({ completed_at: new Date() })
          .where('holder_service', '=', run.service)
          .where('run', '=', run.run)
          .execute();
        await trx
          .deleteFrom('blob_reference_backfill_seen')
          .where('run', '=', run.run)
          .where('holder_service', '=', run.service)
          .execute();
      });
    }
    return servicesNotBackfilled(expected, runs);
  }

  /** Those of `blobIds` some holder holds. */
  async referencedBlobs(blobIds: readonly string[]): Promise<string[]> {
    if (blobIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('blob_reference')
      .select('blob_id')
      .distinct()
      .where('blob_id', 'in', [...blobIds])
      .execute();
    return rows.map((row) => row.blob_id);
  }
}
