import { DeliveriesQueue, type EmailJob } from '@cardsmith/contracts';
import { inTransaction, writeOutbox } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import type {
  CardsDb,
  GroupDeliveryRow,
  GroupInviteRow,
  GroupSignatureRow,
} from '../db/database.js';

export interface SignatureFields {
  name: string;
  message: string;
  photoUrl: string | null;
  voiceUrl: string | null;
  sticker: string | null;
}

const HOUR = "interval '1 hour'";

/** Group cards' invitations, signatures and delivery instants (cards schema). */
export class GroupRepository {
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
   * New invitations and, in the same transaction, each one's email as a job for the scheduler's
   * queue (the outbox). An address the card already invited is skipped.
   */
  async addInvites(
    invites: { id: string; cardId: string; email: string; token: string }[],
    emailFor: (invite: GroupInviteRow) => EmailJob,
  ): Promise<GroupInviteRow[]> {
    if (invites.length === 0) return [];
    return inTransaction(this.db, async (trx) => {
      const added = await trx
        .insertInto('group_invite')
        .values(
          invites.map((i) => ({ id: i.id, card_id: i.cardId, email: i.email, token: i.token })),
        )
        .onConflict((c) => c.columns(['card_id', 'email']).doNothing())
        .returningAll()
        .execute();
      await writeEmails(trx, added.map(emailFor));
      return added;
    });
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
    const fresh = sql<boolean>`(writes_window_started_at is null or writes_window_started_at <= ${now}::timestamptz - ${sql.raw(HOUR)})`;
    const row = await this.db
      .updateTable('group_invite')
      .set({
        writes_in_window: sql`case when ${fresh} then 1 else writes_in_window + 1 end`,
        writes_window_started_at: sql`case when ${fresh} then ${now}::timestamptz else writes_window_started_at end`,
      })
      .where('id', '=', inviteId)
      .where((eb) => eb.or([fresh, eb('writes_in_window', '<', limit)]))
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Claims the invitees a reminder may reach now (not signed, not revoked, not reminded since
   * `remindedBefore`), marking them reminded in the same statement so two clicks send once, and
   * writes their reminders to the outbox in the same transaction.
   */
  claimReminders(
    cardId: string,
    now: Date,
    remindedBefore: Date,
    emailFor: (invite: GroupInviteRow) => EmailJob,
  ): Promise<GroupInviteRow[]> {
    return inTransaction(this.db, async (trx) => {
      const claimed = await new GroupRepository(trx).claimRemindable(cardId, now, remindedBefore);
      await writeEmails(trx, claimed.map(emailFor));
      return claimed;
    });
  }

  private claimRemindable(cardId: string, now: Date, remindedBefore: Date) {
    return this.db
      .updateTable('group_invite')
      .set({ last_reminded_at: now })
      .where('card_id', '=', cardId)
      .where('revoked_at', 'is', null)
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
      .execute();
  }

  listSignatures(cardId: string): Promise<GroupSignatureRow[]> {
    return this.db
      .selectFrom('group_signature')
      .selectAll()
      .where('card_id', '=', cardId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  countSignatures(cardId: string): Promise<number> {
    return this.db
      .selectFrom('group_signature')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('card_id', '=', cardId)
      .executeTakeFirstOrThrow()
      .then((row) => row.count);
  }

  findSignatureByInvite(inviteId: string): Promise<GroupSignatureRow | undefined> {
    return this.db
      .selectFrom('group_signature')
      .selectAll()
      .where('invite_id', '=', inviteId)
      .executeTakeFirst();
  }

  /** The link's signature, added or replaced (a signer edits only their own). */
  upsertSignature(
    id: string,
    invite: { id: string; cardId: string },
    fields: SignatureFields,
    now: Date,
  ): Promise<GroupSignatureRow> {
    const columns = {
      name: fields.name,
      message: fields.message,
      photo_url: fields.photoUrl,
      voice_url: fields.voiceUrl,
      sticker: fields.sticker,
      updated_at: now,
    };
    return this.db
      .insertInto('group_signature')
      .values({ id, card_id: invite.cardId, invite_id: invite.id, created_at: now, ...columns })
      .onConflict((c) => c.column('invite_id').doUpdateSet(columns))
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async deleteSignatureByInvite(inviteId: string): Promise<void> {
    await this.db.deleteFrom('group_signature').where('invite_id', '=', inviteId).execute();
  }

  async setHidden(cardId: string, signatureId: string, hidden: boolean): Promise<boolean> {
    const result = await this.db
      .updateTable('group_signature')
      .set({ hidden })
      .where('id', '=', signatureId)
      .where('card_id', '=', cardId)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  async deleteSignature(cardId: string, signatureId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('group_signature')
      .where('id', '=', signatureId)
      .where('card_id', '=', cardId)
      .executeTakeFirst();
    return result.numDeletedRows > 0n;
  }

  findDelivery(cardId: string): Promise<GroupDeliveryRow | undefined> {
    return this.db
      .selectFrom('group_delivery')
      .selectAll()
      .where('card_id', '=', cardId)
      .executeTakeFirst();
  }

  async saveDelivery(row: {
    cardId: string;
    deliveryId: string;
    deliverAt: Date | null;
    timezone: string;
    tokenHash: string;
  }): Promise<void> {
    const columns = {
      delivery_id: row.deliveryId,
      deliver_at: row.deliverAt,
      timezone: row.timezone,
      delivery_token_hash: row.tokenHash,
    };
    await this.db
      .insertInto('group_delivery')
      .values({ card_id: row.cardId, ...columns })
      .onConflict((c) => c.column('card_id').doUpdateSet(columns))
      .execute();
  }

  /**
   * Marks the card thanked and writes the relayed emails in the same transaction; false (and
   * nothing written) when it already was: one thank-you per card.
   */
  async claimThanks(cardId: string, at: Date, emails: EmailJob[]): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const result = await trx
        .updateTable('group_delivery')
        .set({ thanked_at: at })
        .where('card_id', '=', cardId)
        .where('thanked_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await writeEmails(trx, emails);
      return true;
    });
  }

  /** Signers the thank-you goes to: every signature's invitation address, each once. */
  signerAddresses(cardId: string): Promise<{ signatureId: string; email: string }[]> {
    return this.db
      .selectFrom('group_signature')
      .innerJoin('group_invite', 'group_invite.id', 'group_signature.invite_id')
      .select(['group_signature.id as signatureId', 'group_invite.email as email'])
      .where('group_signature.card_id', '=', cardId)
      .orderBy('group_signature.created_at')
      .execute();
  }

  /** Those of these `/api/media/{id}` links a signature still shows (photo or voice note). */
  async findReferencedHrefs(hrefs: readonly string[]): Promise<string[]> {
    if (hrefs.length === 0) return [];
    const rows = await this.db
      .selectFrom('group_signature')
      .select(['photo_url', 'voice_url'])
      .where((eb) => eb.or([eb('photo_url', 'in', hrefs), eb('voice_url', 'in', hrefs)]))
      .execute();
    return rows.flatMap((row) => [row.photo_url, row.voice_url]).filter((h) => h !== null);
  }
}

/** Emails for the scheduler to send, as `email` jobs of its queue keyed by what they are about. */
async function writeEmails(db: Kysely<CardsDb>, emails: EmailJob[]): Promise<void> {
  for (const email of emails) {
    await writeOutbox(db, DeliveriesQueue, { name: 'email', data: email }, { id: email.key });
  }
}
