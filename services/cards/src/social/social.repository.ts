import { DeliveriesQueue, type ScheduledShare } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import type { Kysely, Selectable } from 'kysely';
import type { CardsDb, SocialShareTable } from '../db/database.js';

export type SocialShareRow = Selectable<SocialShareTable> & { card_title: string };

export interface NewSocialShare {
  id: string;
  cardId: string;
  visitorId: string;
  platform: string;
  message: string;
  status: string;
  scheduledFor: Date | null;
}

export class SocialRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async insert(share: NewSocialShare): Promise<Selectable<SocialShareTable>> {
    return this.db
      .insertInto('social_share')
      .values({
        id: share.id,
        card_id: share.cardId,
        visitor_id: share.visitorId,
        platform: share.platform,
        message: share.message,
        status: share.status,
        scheduled_for: share.scheduledFor,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: string): Promise<Selectable<SocialShareTable> | undefined> {
    return this.db.selectFrom('social_share').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * A scheduled share and, in the same transaction, its `share` job for the scheduler's queue
   * (the outbox): the scheduler gets the share exactly when it exists here.
   */
  async insertScheduled(
    share: NewSocialShare,
    handOver: ScheduledShare,
  ): Promise<Selectable<SocialShareTable>> {
    return inTransaction(this.db, async (trx) => {
      const row = await new SocialRepository(trx).insert(share);
      await writeOutbox(
        trx,
        DeliveriesQueue,
        { name: 'share', data: handOver },
        { id: `share-${handOver.shareId}` },
      );
      return row;
    });
  }

  async remove(id: string): Promise<void> {
    await this.db.deleteFrom('social_share').where('id', '=', id).execute();
  }

  /** A scheduled share went out: pending → shared (a repeat changes nothing). */
  async markShared(id: string): Promise<void> {
    await this.db
      .updateTable('social_share')
      .set({ status: 'shared' })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .execute();
  }

  /** The visitor's shares of cards that still exist, newest first. */
  async listByVisitor(visitorId: string, limit: number): Promise<SocialShareRow[]> {
    return this.db
      .selectFrom('social_share as s')
      .innerJoin('card as c', 'c.id', 's.card_id')
      .selectAll('s')
      .select('c.title as card_title')
      .where('s.visitor_id', '=', visitorId)
      .where('c.deleted_at', 'is', null)
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(limit)
      .execute();
  }
}
