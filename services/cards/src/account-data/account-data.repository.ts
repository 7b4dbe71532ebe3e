import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import { inTransaction, type AccountDataStore } from '@cardsmith/service-kit';
import { publishHeldMedia } from '../media-references/held-media.repository.js';
import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

/**
 * A visitor's cards (with the likes, views, shares and reports others left on them, and the
 * addresses asked for by link for them), custom frames, and the likes, views, shares and reports
 * they left themselves.
 */
export class CardsAccountDataRepository implements AccountDataStore {
  constructor(private readonly db: Kysely<CardsDb>) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const ids = [...ownerIds];
    const [cards, frames, likes, views, shares, reports, addressRequests] = await Promise.all([
      this.db
        .selectFrom('card')
        // The edit token is a capability, not something the visitor wrote: it stays out.
        .select([
          'id',
          'title',
          'category',
          'template_id',
          'frame_id',
          'background_color',
          'card_message',
          'text_font',
          'text_size',
          'elements',
          'audio_url',
          'video_url',
          'media_ids',
          'voice_message',
          'video_message',
          'version',
          'is_public',
          'published_at',
          'created_at',
          'updated_at',
          'deleted_at',
          'hidden_at',
        ])
        .where('owner_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('frame')
        .select(['id', 'name', 'category', 'svg_content', 'created_at', 'deleted_at'])
        .where('owner_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('card_like')
        .select(['card_id', 'created_at'])
        .where('visitor_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('card_view')
        .select(['card_id', 'day', 'created_at'])
        .where('visitor_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('social_share')
        .select(['id', 'card_id', 'platform', 'message', 'status', 'scheduled_for', 'created_at'])
        .where('visitor_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      this.db
        .selectFrom('card_report')
        .select(['id', 'card_id', 'reason', 'created_at', 'resolved_at'])
        .where('reporter_id', 'in', ids)
        .orderBy('created_at')
        .execute(),
      // The link's hash is a capability, not something anyone wrote: it stays out.
      this.db
        .selectFrom('address_request')
        .innerJoin('card', 'card.id', 'address_request.card_id')
        .select([
          'address_request.id',
          'address_request.card_id',
          'address_request.label',
          'address_request.email',
          'address_request.asker_name',
          'address_request.address',
          'address_request.created_at',
          'address_request.expires_at',
          'address_request.received_at',
          'address_request.withdrawn_at',
        ])
        .where('card.owner_id', 'in', ids)
        .orderBy('address_request.created_at')
        .execute(),
    ]);
    return {
      records: { cards, frames, likes, views, shares, reports, addressRequests },
      files: [],
    };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    const ids = [...ownerIds];
    return inTransaction(this.db, async (trx) => {
      const count = (result: { numDeletedRows: bigint }) => Number(result.numDeletedRows);
      // Likes, views, shares, reports, signatures and address requests on their cards go with
      // the cards (ON DELETE CASCADE); media is told each erased card holds nothing.
      const addressRequests = await trx
        .selectFrom('address_request')
        .innerJoin('card', 'card.id', 'address_request.card_id')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('card.owner_id', 'in', ids)
        .executeTakeFirstOrThrow();
      const erased = await trx
        .deleteFrom('card')
        .where('owner_id', 'in', ids)
        .returning('id')
        .execute();
      await publishHeldMedia(
        trx,
        erased.map((row) => row.id),
      );
      const frames = await trx.deleteFrom('frame').where('owner_id', 'in', ids).executeTakeFirst();
      const likes = await trx
        .deleteFrom('card_like')
        .where('visitor_id', 'in', ids)
        .executeTakeFirst();
      const views = await trx
        .deleteFrom('card_view')
        .where('visitor_id', 'in', ids)
        .executeTakeFirst();
      const shares = await trx
        .deleteFrom('social_share')
        .where('visitor_id', 'in', ids)
        .executeTakeFirst();
      const reports = await trx
        .deleteFrom('card_report')
        .where('reporter_id', 'in', ids)
        .executeTakeFirst();
      await trx.deleteFrom('visitor_seen').where('visitor_id', 'in', ids).execute();
      return {
        cards: erased.length,
        frames: count(frames),
        likes: count(likes),
        views: count(views),
        shares: count(shares),
        reports: count(reports),
        addressRequests: addressRequests.count,
      };
    });
  }
}
