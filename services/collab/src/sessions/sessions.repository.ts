import type { CollabSessionStatus } from '@cardsmith/contracts';
import { sql, type Kysely } from 'kysely';
import type { CollabDb, CollaboratorRow, CollaboratorTable, SessionRow } from '../db/database.js';

export interface SessionFilter {
  search?: string;
  status?: CollabSessionStatus;
  limit: number;
}

export class SessionsRepository {
  constructor(private readonly db: Kysely<CollabDb>) {}

  /** The card's live session, created when there is none (a concurrent creator wins the race). */
  async openLive(id: string, cardId: string, cardTitle: string): Promise<SessionRow> {
    const inserted = await this.db
      .insertInto('session')
      .values({ id, card_id: cardId, card_title: cardTitle, status: 'active' })
      .onConflict((oc) =>
        oc
          .column('card_id')
          .where('status', '<>', 'inactive')
          .doUpdateSet({
            card_title: cardTitle,
            last_active: sql<Date>`now()`,
          }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return inserted;
  }

  async find(id: string): Promise<SessionRow | undefined> {
    return this.db.selectFrom('session').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async list(filter: SessionFilter): Promise<SessionRow[]> {
    let query = this.db.selectFrom('session').selectAll();
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const search = filter.search;
      query = query.where((eb) =>
        eb.or([eb('card_title', 'ilike', pattern), eb('card_id', '=', search)]),
      );
    }
    return query
      .orderBy(sql`status = 'inactive'`)
      .orderBy('last_active', 'desc')
      .orderBy('id')
      .limit(filter.limit)
      .execute();
  }

  /** Sets the status unless the session already ended; undefined when it did (or is unknown). */
  async setStatus(
    id: string,
    from: CollabSessionStatus[],
    status: CollabSessionStatus,
  ): Promise<SessionRow | undefined> {
    return this.db
      .updateTable('session')
      .set({
        status,
        ...(status === 'inactive' ? { collaborator_count: 0 } : {}),
      })
      .where('id', '=', id)
      .where('status', 'in', from)
      .returningAll()
      .executeTakeFirst();
  }

  /** The session's count (and peak) from its collaborator rows, so the two never disagree. */
  async recount(id: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set((eb) => {
        const count = eb
          .selectFrom('collaborator')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('session_id', '=', id);
        return {
          collaborator_count: count,
          peak_collaborators: sql<number>`greatest(peak_collaborators, (${count}))`,
          last_active: sql<Date>`now()`,
        };
      })
      .where('id', '=', id)
      .where('status', '<>', 'inactive')
      .execute();
  }

  async retitle(id: string, cardTitle: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ card_title: cardTitle })
      .where('id', '=', id)
      .where('card_title', '<>', cardTitle)
      .execute();
  }

  async touch(id: string, collaboratorIds: string[]): Promise<void> {
    await this.db
      .updateTable('session')
      .set({ last_active: sql<Date>`now()` })
      .where('id', '=', id)
      .where('status', '<>', 'inactive')
      .execute();
    if (collaboratorIds.length > 0) {
      await this.db
        .updateTable('collaborator')
        .set({ last_active: sql<Date>`now()` })
        .where('id', 'in', collaboratorIds)
        .execute();
    }
  }

  /** An emptied room's session: an active one ends, a locked one stays locked for its next room. */
  async finish(id: string): Promise<void> {
    await this.db
      .updateTable('session')
      .set({
        status: sql<CollabSessionStatus>`case when status = 'locked' then 'locked' else 'inactive' end`,
        collaborator_count: 0,
      })
      .where('id', '=', id)
      .execute();
    await this.removeCollaborators(id);
  }

  async addCollaborator(row: Omit<CollaboratorTable, 'joined_at' | 'last_active'>): Promise<void> {
    await this.db.insertInto('collaborator').values(row).execute();
  }

  /** False when there was no such row (a viewer, or already removed). */
  async removeCollaborator(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('collaborator').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  async removeCollaborators(sessionId: string): Promise<void> {
    await this.db.deleteFrom('collaborator').where('session_id', '=', sessionId).execute();
  }

  async collaborators(sessionId: string): Promise<(CollaboratorRow & { card_id: string })[]> {
    return this.db
      .selectFrom('collaborator')
      .innerJoin('session', 'session.id', 'collaborator.session_id')
      .selectAll('collaborator')
      .select('session.card_id')
      .where('collaborator.session_id', '=', sessionId)
      .orderBy('collaborator.joined_at')
      .orderBy('collaborator.id')
      .execute();
  }

  /** The collaborators of the card's live (active or locked) session, earliest joiner first. */
  async liveCollaborators(cardId: string): Promise<(CollaboratorRow & { card_id: string })[]> {
    return this.db
      .selectFrom('collaborator')
      .innerJoin('session', 'session.id', 'collaborator.session_id')
      .selectAll('collaborator')
      .select('session.card_id')
      .where('session.card_id', '=', cardId)
      .where('session.status', '<>', 'inactive')
      .orderBy('collaborator.joined_at')
      .orderBy('collaborator.id')
      .execute();
  }

  /**
   * The dashboard's figures in one statement: the kept totals row (cards with a session, ended
   * sessions and their durations; migration create_session_totals), the live sessions by the
   * live-session index, the peak by its index's last entry, and the live sessions' collaborators.
   */
  async stats(): Promise<{
    live: number;
    collaborators: number;
    averageSeconds: number;
    peak: number;
    cards: number;
  }> {
    return this.db
      .selectFrom('session_totals as t')
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('session')
            .select([
              sql<string>`count(*)`.as('sessions'),
              // A locked session everyone left keeps its lock for their return, but is not live.
              sql<string>`count(*) filter (where collaborator_count > 0)`.as('collaborated'),
              sql<string>`coalesce(sum(extract(epoch from last_active - created_at)), 0)`.as(
                'seconds',
              ),
            ])
            .where('status', '<>', 'inactive')
            .as('live'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        sql<number>`live.collaborated::int`.as('live'),
        sql<number>`coalesce((t.ended_seconds + live.seconds)
          / nullif(t.ended + live.sessions, 0), 0)::float8`.as('averageSeconds'),
        eb.fn
          .coalesce(
            eb.selectFrom('session').select((s) => s.fn.max('peak_collaborators').as('peak')),
            sql.lit(0),
          )
          .$castTo<number>()
          .as('peak'),
        't.cards',
        eb
          .selectFrom('collaborator')
          .innerJoin('session', 'session.id', 'collaborator.session_id')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('session.status', '<>', 'inactive')
          .$asScalar()
          .$castTo<number>()
          .as('collaborators'),
      ])
      .where('t.id', '=', 1)
      .executeTakeFirstOrThrow();
  }

  /** Live sessions nobody touched for a while: candidates after every replica stopped. */
  async staleLive(before: Date): Promise<SessionRow[]> {
    return this.db
      .selectFrom('session')
      .selectAll()
      .where('status', '<>', 'inactive')
      .where('collaborator_count', '>', 0)
      .where('last_active', '<', before)
      .execute();
  }
}
