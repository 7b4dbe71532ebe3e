import { DeliveriesQueue, groupInvitesJobId, type EmailJob } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import { writeEmails } from './group-emails.js';
import type { CardsDb, GroupInviteRow } from '../db/database.js';
import { hourlyWriteWindow } from '../db/write-window.js';

/** A group card's invitations and their sign links (cards schema). */
export class InvitesRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}
  listInvites(cardId: string): Promise<GroupInviteRow[]> {
    return this.db
      .selectFrom('group_invite')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('created_at')
      .orderBy('email')
      .execute();
  }
  /**
   * New invitations and, in the same transaction (the outbox), each one's email as a job for
   * the scheduler's queue, or, when they are scheduled, one `group-invites` job of that queue
   * delayed to their instant, which has cards send them then (sendDue). An address the card
   * already invited is skipped.
   */
  async addInvites(
    invites: {
      id: string;
      cardId: string;
      email: string;
      token: string;
      organiserName: string | null;
    }[],
    now: Date,
    emailFor: (invite: GroupInviteRow) => EmailJob,
    schedule?: { at: Date; timezone: string },
  ): Promise<GroupInviteRow[]> {
    if (invites.length === 0) return [];
    return inTransaction(this.db, async (trx) => {
      const added = await trx
        .insertInto('group_invite')
        .values(
          invites.map((i) => ({
            id: i.id,
            card_id: i.cardId,
            email: i.email,
            token: i.token,
            organiser_name: i.organiserName,
            sent_at: schedule ? null : now,
            send_at: schedule?.at ?? null,
            send_timezone: schedule?.timezone ?? null,
          })),
        )
        .onConflict((c) => c.columns(['card_id', 'email']).doNothing())
        .returningAll()
        .execute();
      if (!schedule) {
        await writeEmails(trx, added.map(emailFor));
      } else if (added.length) {
        const cardId = added[0]!.card_id;
        await writeOutbox(
          trx,
          DeliveriesQueue,
          { name: 'group-invites', data: { cardId } },
          // One job per card and instant: invitations scheduled for the same instant share it.
          { id: groupInvitesJobId(cardId, schedule.at), at: schedule.at },
        );
      }
      return added;
    });
  }
  /**
   * Marks the card's scheduled invitations due by `dueBy` (not withdrawn, not sent) sent, in one
   * statement so a job run twice sends once, and writes their emails to the outbox in the same
   * transaction.
   */
  sendDue(
    cardId: string,
    dueBy: Date,
    now: Date,
    emailFor: (invite: GroupInviteRow) => EmailJob,
  ): Promise<GroupInviteRow[]> {
    return inTransaction(this.db, async (trx) => {
      const due = await trx
        .updateTable('group_invite')
        .set({ sent_at: now })
        .where('card_id', '=', cardId)
        .where('sent_at', 'is', null)
        .where('revoked_at', 'is', null)
        .where('send_at', '<=', dueBy)
        .returningAll()
        .execute();
      await writeEmails(trx, due.map(emailFor));
      return due;
    });
  }
  /**
   * Each card and instant with scheduled invitations due by `until` that have not gone out: not
   * withdrawn, on a live card whose delivery (if any) is still ahead of `now` (after it nothing is
   * sent, so such rows would only make jobs that do nothing). Oldest first, at most `limit`.
   */
  scheduledUnsent(
    until: Date,
    now: Date,
    limit: number,
  ): Promise<{ card_id: string; send_at: Date }[]> {
    return this.db
      .selectFrom('group_invite')
      .innerJoin('card', 'card.id', 'group_invite.card_id')
      .leftJoin('group_delivery', 'group_delivery.card_id', 'group_invite.card_id')
      .select(['group_invite.card_id', sql<Date>`group_invite.send_at`.as('send_at')])
      .distinct()
      .where('group_invite.sent_at', 'is', null)
      .where('group_invite.revoked_at', 'is', null)
      .where('group_invite.send_at', '<=', until)
      .where('card.deleted_at', 'is', null)
      .where((eb) =>
        eb.or([
          eb('group_delivery.deliver_at', 'is', null),
          eb('group_delivery.deliver_at', '>', now),
        ]),
      )
      .orderBy('send_at')
      .orderBy('group_invite.card_id')
      .limit(limit)
      .execute();
  }
  countInvites(cardId: string): Promise<number> {
    return this.db
      .selectFrom('group_invite')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow()
      .then((row) => row.count);
  }
  findInviteByToken(token: string): Promise<GroupInviteRow | undefined> {
    return this.db
      .selectFrom('group_invite')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
  }
  async markOpened(inviteId: string, at: Date): Promise<void> {
    await this.db
      .updateTable('group_invite')
      .set({ opened_at: at })
      .where('id', '=', inviteId)
      .where('opened_at', 'is', null)
      .execute();
  }
  async revoke(cardId: string, inviteId: string, at: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('group_invite')
      .set({ revoked_at: at })
      .where('id', '=', inviteId)
      .where('card_id', '=', cardId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
  /**
   * Counts one write of a sign link in its hour, atomically; false when the link has used up
   * `limit` writes this hour.
   */
  async takeSignWrite(inviteId: string, limit: number, now: Date): Promise<boolean> {
    const window = hourlyWriteWindow(now);
    const row = await this.db
      .updateTable('group_invite')
      .set(window.set)
      .where('id', '=', inviteId)
      .where((eb) => eb.or([window.fresh, eb('writes_in_window', '<', limit)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }
  /**
   * Claims the invitees a reminder may reach now (sent, not signed, not revoked, not reminded
   * since `remindedBefore`), marking them reminded in the same statement so two clicks send once,
   * and writes their reminders to the outbox in the same transaction.
   */
  claimReminders(
    cardId: string,
    now: Date,
    remindedBefore: Date,
    emailFor: (invite: GroupInviteRow) => EmailJob,
  ): Promise<GroupInviteRow[]> {
    return inTransaction(this.db, async (trx) => {
      const claimed = await new InvitesRepository(trx).claimRemindable(cardId, now, remindedBefore);
      await writeEmails(trx, claimed.map(emailFor));
      return claimed;
    });
  }
  private claimRemindable(cardId: string, now: Date, remindedBefore: Date) {
    return (
      this.db
        .updateTable('group_invite')
        .set({ last_reminded_at: now })
        .where('card_id', '=', cardId)
        .where('revoked_at', 'is', null)
        // A scheduled invitation not sent yet has nothing to be reminded of.
        .where('sent_at', 'is not', null)
        .where((eb) =>
          eb.or([eb('last_reminded_at', 'is', null), eb('last_reminded_at', '<=', remindedBefore)]),
        )
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('group_signature')
                .select('group_signature.id')
                .whereRef('group_signature.invite_id', '=', 'group_invite.id'),
            ),
          ),
        )
        .returningAll()
        .execute()
    );
  }
}
