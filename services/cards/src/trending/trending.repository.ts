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
 * Kept scores are stated at a reference time (2^(age / half-life) times the score of the moment);
 * past 30 days (2^20) a refresh restates them all at a new one, far from float8's limits.
 */
const REBASE_AFTER_MS = 30 * DAY_MS;

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
    const rows = await this.db
      .with('scored', () => this.cardScores(now, 1))
      .selectFrom('scored as s')
      .innerJoin('card as c', 'c.id', 's.card_id')
      .select((eb) => [
        'c.id',
        'c.title',
        'c.category',
        'c.published_at',
        's.score_at_ref as score',
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
      .orderBy('s.score_at_ref', 'desc')
      .orderBy('likes', 'desc')
      .orderBy(sql`c.published_at desc nulls last`)
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((row) => toRow({ ...row, likes: String(row.likes ?? 0) }));
  }

  /**
   * Each card's score as of `now`: per source (a network, else a visitor) and kind, its newest
   * like or view in the window decayed by its age, summed per card; multiplied by `toRef`
   * (stating it at the reference time); only the cards in `only` when given.
   */
  private cardScores(now: Date, toRef: number, only?: readonly string[]) {
    const since = new Date(now.getTime() - TRENDING.windowDays * DAY_MS);
    const halfLifeSeconds = TRENDING.halfLifeHours * 3600;
    const age = sql<number>`greatest(0, extract(epoch from (${now}::timestamptz - created_at)))`;
    const source = sql<string>`coalesce(network, visitor_id)`;
    const among = sql<boolean>`card_id = any(${only ?? []}::text[])`;
    return this.db
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
          .$if(only !== undefined, (qb) => qb.where(among))
          .unionAll(
            db
              .selectFrom('card_view')
              .select([
                'card_id',
                source.as('source'),
                'created_at',
                sql<number>`${TRENDING.viewWeight}::float8`.as('weight'),
              ])
              .where('created_at', '>=', since)
              .$if(only !== undefined, (qb) => qb.where(among)),
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
      .selectFrom('per_source')
      .select(['card_id', sql<number>`sum(score) * ${toRef}::float8`.as('score_at_ref')])
      .groupBy('card_id');
  }

  /**
   * Cards whose score must be computed again at `now` after a refresh at `last`: those with
   * likes or views written since (trending_dirty, filled by triggers, whatever their stamp),
   * stamped after `last` (counted as new then, they decay from their own time), or that left the
   * window in between.
   */
  private async changedSince(last: Date, now: Date): Promise<string[]> {
    const dirty = await this.db.deleteFrom('trending_dirty').returning('card_id').execute();
    const leftFrom = new Date(last.getTime() - TRENDING.windowDays * DAY_MS);
    const leftUntil = new Date(now.getTime() - TRENDING.windowDays * DAY_MS);
    const events = await this.db
      .selectFrom('card_like')
      .select('card_id')
      .where((eb) =>
        eb.or([
          eb('created_at', '>', last),
          eb.and([eb('created_at', '>=', leftFrom), eb('created_at', '<', leftUntil)]),
        ]),
      )
      .union((db) =>
        db
          .selectFrom('card_view')
          .select('card_id')
          .where((eb) =>
            eb.or([
              eb('created_at', '>', last),
              eb.and([eb('created_at', '>=', leftFrom), eb('created_at', '<', leftUntil)]),
            ]),
          ),
      )
      .execute();
    return [...new Set([...dirty, ...events].map((row) => row.card_id))];
  }

  /**
   * The top `limit` listable cards by their kept scores, in topScored's order: the cards tying
   * with the last one by score are all read, so likes, publication and id break the tie as there.
   */
  private async topKept(now: Date, refAt: Date, limit: number): Promise<TrendingRow[]> {
    const listable = () =>
      this.db
        .selectFrom('trending_card_score as s')
        .innerJoin('card as c', 'c.id', 's.card_id')
        .where('c.is_public', '=', true)
        .where('c.hidden_at', 'is', null)
        .where('c.deleted_at', 'is', null)
        .where(frontHasContent);
    const first = await listable()
      .select('s.score_at_ref')
      .orderBy('s.score_at_ref', 'desc')
      .limit(limit)
      .execute();
    const cutoff = first.length === limit ? first[limit - 1] : undefined;
    const decay = 0.5 ** ((now.getTime() - refAt.getTime()) / (TRENDING.halfLifeHours * 3600_000));
    const rows = await listable()
      .select((eb) => [
        'c.id',
        'c.title',
        'c.category',
        'c.published_at',
        sql<number>`s.score_at_ref * ${decay}::float8`.as('score'),
        eb
          .selectFrom('card_like as l')
          .select(likesCounted.as('n'))
          .whereRef('l.card_id', '=', 'c.id')
          .as('likes'),
      ])
      .$if(cutoff !== undefined, (qb) => qb.where('s.score_at_ref', '>=', cutoff!.score_at_ref))
      .orderBy('s.score_at_ref', 'desc')
      .orderBy('likes', 'desc')
      .orderBy(sql`c.published_at desc nulls last`)
      .orderBy('c.id')
      .limit(limit)
      .execute();
    return rows.map((row) => toRow({ ...row, likes: String(row.likes ?? 0) }));
  }

  /**
   * Brings the kept scores to `now` and stores the top TRENDING.stored, in one transaction so
   * visits read the old set or the new one. Only the cards changedSince the last refresh are
   * scored again; the first refresh, one whose clock went back, or one past REBASE_AFTER_MS of
   * the reference time scores every card, stated at `now`. A refresh already running elsewhere
   * makes this one do nothing.
   */
  async refreshScores(now: Date): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${REFRESH_LOCK}) as locked`.execute(trx);
      if (!rows[0]?.locked) return;
      const kept = new TrendingRepository(trx);
      const last = await trx
        .selectFrom('trending_refresh')
        .select(['refreshed_at', 'ref_at'])
        .where('id', '=', 1)
        .executeTakeFirst();
      let refAt = last?.ref_at ?? null;
      if (
        !last ||
        !refAt ||
        now < last.refreshed_at ||
        now.getTime() - refAt.getTime() > REBASE_AFTER_MS
      ) {
        refAt = now;
        await trx.deleteFrom('trending_dirty').execute();
        await trx.deleteFrom('trending_card_score').execute();
        await trx
          .insertInto('trending_card_score')
          .columns(['card_id', 'score_at_ref'])
          .expression(kept.cardScores(now, 1))
          .execute();
      } else {
        const changed = await kept.changedSince(last.refreshed_at, now);
        if (changed.length > 0) {
          const toRef =
            2 ** ((now.getTime() - refAt.getTime()) / (TRENDING.halfLifeHours * 3600_000));
          await trx
            .deleteFrom('trending_card_score')
            .where(sql<boolean>`card_id = any(${changed}::text[])`)
            .execute();
          await trx
            .insertInto('trending_card_score')
            .columns(['card_id', 'score_at_ref'])
            .expression(kept.cardScores(now, toRef, changed))
            .execute();
        }
      }
      const top = await kept.topKept(now, refAt, TRENDING.stored);
      await trx.deleteFrom('trending_score').execute();
      if (top.length > 0) {
        await trx
          .insertInto('trending_score')
          .values(top.map((row) => ({ card_id: row.id, score: row.score, likes: row.likes })))
          .execute();
      }
      await trx
        .insertInto('trending_refresh')
        .values({ id: 1, refreshed_at: now, ref_at: refAt })
        .onConflict((oc) => oc.column('id').doUpdateSet({ refreshed_at: now, ref_at: refAt }))
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
