import type { EmailJob } from '@cardsmith/contracts';
import { inTransaction } from '@cardsmith/service-kit';
import { sql, type Kysely } from 'kysely';
import { publishHeldMedia, writeAndPublish } from '../media-references/held-media.repository.js';
import { writeEmails } from './group-emails.js';
import type { CardsDb, GroupDeliveryRow, GroupSignatureRow } from '../db/database.js';

export interface SignatureFields {
  name: string;
  message: string;
  photoUrl: string | null;
  voiceUrl: string | null;
  sticker: string | null;
}

/** A group card's signatures, its delivery instant and its thank-you (cards schema). */
export class SignaturesRepository {
  constructor(private readonly db: Kysely<CardsDb>) {}
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
  async upsertSignature(
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
    return writeAndPublish(this.db, async (trx) => {
      const row = await trx
        .insertInto('group_signature')
        .values({ id, card_id: invite.cardId, invite_id: invite.id, created_at: now, ...columns })
        .onConflict((c) => c.column('invite_id').doUpdateSet(columns))
        .returningAll()
        .executeTakeFirstOrThrow();
      return { result: row, cardIds: [invite.cardId] };
    });
  }
  async deleteSignatureByInvite(inviteId: string): Promise<void> {
    await writeAndPublish(this.db, async (trx) => {
      const rows = await trx
        .deleteFrom('group_signature')
        .where('invite_id', '=', inviteId)
        .returning('card_id')
        .execute();
      return { result: undefined, cardIds: rows.map((row) => row.card_id) };
    });
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
    return writeAndPublish(this.db, async (trx) => {
      const result = await trx
        .deleteFrom('group_signature')
        .where('id', '=', signatureId)
        .where('card_id', '=', cardId)
        .executeTakeFirst();
      const deleted = result.numDeletedRows > 0n;
      return { result: deleted, cardIds: deleted ? [cardId] : [] };
    });
  }
  findDelivery(cardId: string): Promise<GroupDeliveryRow | undefined> {
    return this.db
      .selectFrom('group_delivery')
      .selectAll()
      .where('card_id', '=', cardId)
      .executeTakeFirst();
  }
  /**
   * Keeps the card's delivery as reported, unless a report of a later change is kept already
   * (reports are queue events: one may come late, or again).
   */
  async saveDelivery(row: {
    cardId: string;
    deliveryId: string;
    deliverAt: Date | null;
    timezone: string;
    tokenHash: string;
    changedAt: Date;
  }): Promise<void> {
    const columns = {
      delivery_id: row.deliveryId,
      deliver_at: row.deliverAt,
      timezone: row.timezone,
      delivery_token_hash: row.tokenHash,
      reported_change_at: row.changedAt,
    };
    await this.db
      .insertInto('group_delivery')
      .values({ card_id: row.cardId, ...columns })
      .onConflict((c) =>
        c
          .column('card_id')
          .doUpdateSet(columns)
          .where((eb) =>
            eb.or([
              eb('group_delivery.reported_change_at', 'is', null),
              eb('group_delivery.reported_change_at', '<=', row.changedAt),
            ]),
          ),
      )
      .execute();
  }
  /**
   * Marks the card thanked and writes the relayed emails in the same transaction, with the
   * thank-you's files held for media; false (and nothing written) when it already was: one
   * thank-you per card.
   */
  async claimThanks(
    cardId: string,
    at: Date,
    emails: EmailJob[],
    mediaIds: readonly string[],
  ): Promise<boolean> {
    return inTransaction(this.db, async (trx) => {
      const result = await trx
        .updateTable('group_delivery')
        .set({ thanked_at: at, thanks_media_ids: [...mediaIds] })
        .where('card_id', '=', cardId)
        .where('thanked_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) return false;
      await writeEmails(trx, emails);
      await publishHeldMedia(trx, [cardId]);
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
}
