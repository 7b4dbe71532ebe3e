import type { AccountDataErasure, AccountDataExport } from '@cardsmith/contracts';
import { inTransaction, type AccountDataStore } from '@cardsmith/service-kit';
import type { Kysely } from 'kysely';
import type { CollabDb } from '../db/database.js';

/**
 * A visitor's part in live collaboration: the sessions of their cards, where they joined (with
 * the name they showed), and the people they invited by email.
 */
export class CollabAccountDataRepository implements AccountDataStore {
  constructor(private readonly db: Kysely<CollabDb>) {}

  async export(ownerIds: readonly string[]): Promise<AccountDataExport> {
    const ids = [...ownerIds];
    const [joined, invitations] = await Promise.all([
      this.db
        .selectFrom('collaborator')
        .innerJoin('session', 'session.id', 'collaborator.session_id')
        .select([
          'collaborator.session_id',
          'session.card_id',
          'session.card_title',
          'collaborator.name',
          'collaborator.role',
          'collaborator.joined_at',
          'collaborator.last_active',
        ])
        .where('collaborator.visitor_id', 'in', ids)
        .orderBy('collaborator.joined_at')
        .execute(),
      this.db
        .selectFrom('invitee')
        .select(['card_id', 'email', 'created_at'])
        .where('invited_by', 'in', ids)
        .orderBy('created_at')
        .execute(),
    ]);
    return { records: { collaborations: joined, invitations }, files: [] };
  }

  async erase(ownerIds: readonly string[]): Promise<AccountDataErasure['erased']> {
    const ids = [...ownerIds];
    return inTransaction(this.db, async (trx) => {
      // The sessions of their own cards go whole (their collaborators with them, ON DELETE CASCADE).
      const sessions = await trx
        .deleteFrom('session')
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('collaborator')
            .select('session_id')
            .where('visitor_id', 'in', ids)
            .where('role', '=', 'owner'),
        )
        .executeTakeFirst();
      const joined = await trx
        .deleteFrom('collaborator')
        .where('visitor_id', 'in', ids)
        .executeTakeFirst();
      const invitations = await trx
        .deleteFrom('invitee')
        .where('invited_by', 'in', ids)
        .executeTakeFirst();
      return {
        sessions: Number(sessions.numDeletedRows),
        collaborations: Number(joined.numDeletedRows),
        invitations: Number(invitations.numDeletedRows),
      };
    });
  }
}
