import { randomUUID } from 'node:crypto';
import { after, timestampKey, type KeysetPosition } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';

export interface AdminCardRow {
  id: string;
  title: string;
  category: string;
  is_public: boolean;
  hidden_at: Date | null;
  created_at: Date;
  open_reports: number;
}

export interface OpenReportRow {
  id: string;
  card_id: string;
  card_title: string;
  reason: string;
  created_at: Date;
}

export class ModerationRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  private adminCards() {
    return this.db
      .selectFrom('card as c')
      .select([
        'c.id',
        'c.title',
        'c.category',
        'c.is_public',
        'c.hidden_at',
        'c.created_at',
        (eb) =>
          eb
            .selectFrom('card_report as r')
            .select(sql<number>`count(*)::int`.as('n'))
            .whereRef('r.card_id', '=', 'c.id')
            .where('r.resolved_at', 'is', null)
            .as('open_reports'),
      ])
      .where('c.deleted_at', 'is', null)
      .where('c.is_example', '=', false);
  }

  /**
   * Newest first, `limit` cards after `position` (keyset pagination through
   * card_admin_list_idx); `search` matches a title in part or an id whole.
   */
  async listCards(
    filter: { search?: string; publicOnly: boolean },
    position: KeysetPosition | undefined,
    limit: number,
  ) {
    let query = this.adminCards().select(timestampKey('c.created_at').as('created_at_key'));
    if (position) query = query.where(after('c.created_at', 'c.id', position));
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) =>
        eb.or([eb('c.title', 'ilike', pattern), eb('c.id', '=', filter.search!)]),
      );
    }
    if (filter.publicOnly) query = query.where('c.is_public', '=', true);
    return (await query
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(limit)
      .execute()) as (AdminCardRow & { created_at_key: string })[];
  }

  async findCard(id: string): Promise<AdminCardRow | undefined> {
    return (await this.adminCards().where('c.id', '=', id).executeTakeFirst()) as
      AdminCardRow | undefined;
  }

  async setHidden(id: string, hidden: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('card')
      .set({ hidden_at: hidden ? sql<Date>`coalesce(hidden_at, now())` : null })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  /** One report per reporter and card: a second one is dropped. */
  async insertReport(cardId: string, reporterId: string, reason: string): Promise<void> {
    await this.db
      .insertInto('card_report')
      .values({ id: randomUUID(), card_id: cardId, reporter_id: reporterId, reason })
      .onConflict((oc) => oc.constraint('card_report_once_per_reporter').doNothing())
      .execute();
  }

  async listOpenReports(limit: number): Promise<OpenReportRow[]> {
    return this.db
      .selectFrom('card_report as r')
      .innerJoin('card as c', 'c.id', 'r.card_id')
      .select(['r.id', 'r.card_id', 'c.title as card_title', 'r.reason', 'r.created_at'])
      .where('r.resolved_at', 'is', null)
      .orderBy('r.created_at')
      .limit(limit)
      .execute();
  }

  async resolveReport(id: string): Promise<boolean> {
    const result = await this.db
      .updateTable('card_report')
      .set({ resolved_at: sql<Date>`now()` })
      .where('id', '=', id)
      .where('resolved_at', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
