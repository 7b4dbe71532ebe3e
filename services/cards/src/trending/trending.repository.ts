import { inTransaction } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type { CardsDb } from '../db/database.js';
import { likesCounted } from '../engagement/engagement.repository.js';
import { MIN_FRONT_TEXT_CHARS } from './front-content.js';

export interface TrendingRow {
  id: string;
  title: string;
  category: string;
  likes: number;
  score: number;
  publishedAt: Date | null;
}

interface RawRow {
  id: string;
  title: string;
  category: string;
  likes: string;
  score: number | string;
  published_at: Date | null;
}

const toRow = (row: RawRow): TrendingRow => ({
  id: row.id,
  title: row.title,
  category: row.category,
  likes: Number(row.likes),
  score: Number(row.score),
  publishedAt: row.published_at,
});

/**
 * How trending ranks public cards: likes and views of the last week add their weight, halved for
 * every half-life of their age, so a burst of attention today outranks a larger one last week. A
 * like says more than a view. Each network (IPv4 /24, IPv6 /48) counts once per card for likes and
 * once for views (its most recent), so fresh cookies from one place add nothing; likes by visitors
 * first seen moments before (not `established`) do not count.
 */
export const TRENDING = {
  windowDays: 7,
  halfLifeHours: 36,
  likeWeight: 3,
  viewWeight: 1,
  limit: 12,
  /** Cards a refresh stores: enough for the list after admins hide some. */
  stored: 200,
} as const;

/** The advisory lock of a refresh: one replica computes, the others serve the stored scores. */
const REFRESH_LOCK = 37_003;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * `hasRealFrontContent` (front-content.ts) in SQL, for the card aliased `c`: a template, an image,
 * or a text with at least MIN_FRONT_TEXT_CHARS letters or digits. Public cards saved blank before
 * the rule existed stay out of the lists this way.
 */
export const frontHasContent = sql<boolean>`(
  coalesce(btrim(c.template_id), '') <> ''
  or exists (
    select 1 from jsonb_array_elements(
      case when jsonb_typeof(c.elements) = 'array' then c.elements else '[]'::jsonb end
    ) as e(element)
    where coalesce(e.element->>'hidden', 'false') <> 'true'
      and ((e.element->>'type' = 'image' and btrim(coalesce(e.element->>'content', '')) <> '')
        or (e.element->>'type' = 'text'
          and length(regexp_replace(coalesce(e.element->>'content', ''), '[^[:alnum:]]', '', 'g'))
            >= ${sql.lit(MIN_FRONT_TEXT_CHARS)}))
  )
)`;

export class TrendingRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}

  /**
   * Public cards with real content on the front and likes or views in the window, highest score first; ties go to more likes,
   * then to the card published last, then by id. Only the window's events are read (through the
   * created_at indexes), summed per card, and only the top cards are joined to their rows and
   * total like counts. An event stamped ahead of `now` (another replica's clock) counts as new.
   */
  async topScored(now: Date, limit: number): Promise<TrendingRow[]> {
    const since = new Date(now.getTime() - TRENDING.windowDays * DAY_MS);
    const halfLifeSeconds = TRENDING.halfLifeHours * 3600;
    const age = sql<number>`greatest(0, extract(epoch from (${now}::timestamptz - created_at)))`;
    const source = sql<string>`coalesce(network, visitor_id)`;
    const rows = await this.db
      .with('recent', (db) =>
        db
          .selectFrom('card_like')
          .select([
            'card_id',
            source.as('source'),
            'created_at',
            sql<number>`${TRENDING.likeWeight}::float8`.as('weight'),
          ])
          .where('created_at', '>=', since)
          .where('established', '=', true)
          .unionAll(
            db
              .selectFrom('card_view')
              .select([
                'card_id',
                source.as('source'),
                'created_at',
                sql<number>`${TRENDING.viewWeight}::float8`.as('weight'),
              ])
              .where('created_at', '>=', since),
          ),
      )
      .with('per_source', (db) =>
        db
          .selectFrom('recent')
          .select([
            'card_id',
            sql<number>`max(weight * power(0.5, ${age} / ${halfLifeSeconds}::float8))`.as('score'),
          ])
          .groupBy(['card_id', 'source', 'weight']),
      )
      .with('scored', (db) =>
        db
          .selectFrom('per_source')
          .select(['card_id', sql<number>`sum(score)`.as('score')])
          .groupBy('card_id'),
      )
      .selectFrom('scored as s')
      .innerJoin('card as c', 'c.id', 's.card_id')
      .select((eb) => [
        'c.id',
        'c.title',
        'c.category',
        'c.published_at',
        's.score',
        eb
          .selectFrom('card_like as l')
          .select(likesCounted.as('n'))
          .whereRef('l.card_id', '=', 'c.id')
          .as('likes'),
      ])
      .where('c.is_public', '=', true)
      .where('c.hidden_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where(frontHasContent)
      .orderBy('s.score', 'desc')
      .orderBy('likes', 'desc')
      .orderBy(sql`c.published_at desc nulls last`)
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((row) => toRow({ ...row, likes: String(row.likes ?? 0) }));
  }

  /**
   * Computes the scores as of `now` (topScored) and stores the top TRENDING.stored, in one
   * transaction so visits read the old set or the new one. A refresh already running elsewhere
   * makes this one do nothing.
   */
  async refreshScores(now: Date): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return;
      const top = await new TrendingRepository(trx).topScored(now, TRENDING.stored);
      await trx.deleteFrom('trending_score').execute();
      if (top.length > 0) {
        await trx
          .insertInto('trending_score')
          .values(top.map((row) => ({ card_id: row.id, score: row.score, likes: row.likes })))
          .execute();
      }
      await trx
        .insertInto('trending_refresh')
        .values({ id: 1, refreshed_at: now })
        .onConflict((oc) => oc.column('id').doUpdateSet({ refreshed_at: now }))
        .execute();
    });
  }

  /** When the stored scores were computed; null before the first refresh. */
  async refreshedAt(): Promise<Date | null> {
    const row = await this.db
      .selectFrom('trending_refresh')
      .select('refreshed_at')
      .where('id', '=', 1)
      .executeTakeFirst();
    return row?.refreshed_at ?? null;
  }

  /**
   * The stored top cards in topScored's order, read through the rank index; a card hidden,
   * deleted, made private or emptied since the refresh is left out at once.
   */
  async storedTop(limit: number): Promise<TrendingRow[]> {
    const rows = await this.db
      .selectFrom('trending_score as s')
      .innerJoin('card as c', 'c.id', 's.card_id')
      .select(['c.id', 'c.title', 'c.category', 'c.published_at', 's.score', 's.likes'])
      .where('c.is_public', '=', true)
      .where('c.hidden_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where(frontHasContent)
      .orderBy('s.score', 'desc')
      .orderBy('s.likes', 'desc')
      .orderBy(sql`c.published_at desc nulls last`)
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((row) => toRow({ ...row, likes: String(row.likes) }));
  }

  /** The newest public cards with content apart from `exclude`, to fill a quiet week's list. */
  async newestPublic(exclude: string[], limit: number): Promise<TrendingRow[]> {
    if (limit <= 0) return [];
    let query = this.db
      .selectFrom('card as c')
      .select((eb) => [
        'c.id',
        'c.title',
        'c.category',
        'c.published_at',
        sql<number>`0`.as('score'),
        eb
          .selectFrom('card_like as l')
          .select(likesCounted.as('n'))
          .whereRef('l.card_id', '=', 'c.id')
          .as('likes'),
      ])
      .where('c.is_public', '=', true)
      .where('c.hidden_at', 'is', null)
      .where('c.deleted_at', 'is', null)
      .where(frontHasContent);
    if (exclude.length > 0) query = query.where('c.id', 'not in', exclude);
    const rows = await query
      .orderBy('c.published_at', 'desc')
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((row) => toRow({ ...row, likes: String(row.likes ?? 0) }));
  }
}
