import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  type CardSignatures,
  type GroupOverview,
  type GroupSummary,
  type SignerView,
} from '@cardsmith/contracts';
import { localDateTime } from '@cardsmith/contracts/zoned-time';
import { forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import type { z } from 'zod';
import type { CardRow, GroupDeliveryRow, GroupInviteRow } from '../db/database.js';
import { randomId } from '../ids.js';
import type {
  GroupDeliverySchema,
  SignatureInputSchema,
  ThanksRequestSchema,
} from '@cardsmith/contracts';
import {
  isDelivered,
  isRemindable,
  isSigningOpen,
  signUrl,
  toGroupInvite,
  toOrganiserSignature,
  toSignature,
} from './group-rules.js';
import type { GroupRepository } from './group.repository.js';

export interface GroupServiceOptions {
  group: GroupRepository;
  cards: { findLive(id: string): Promise<CardRow | undefined> };
  publicOrigin: string;
  now?: () => Date;
}

const conflict = (message: string) => new HttpError(409, 'conflict', message);
const gone = (message: string) => new HttpError(410, 'not_found', message);
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits: a sign link nobody can guess. */
const newSignToken = () => randomBytes(32).toString('base64url');

/** "on 2026-12-24 at 09:00 (Europe/London time)", the way every email says a delivery time. */
export function deliveryWording(deliverAt: Date, timezone: string): string {
  const local = localDateTime(deliverAt, timezone);
  return `on ${local.date} at ${local.time} (${timezone} time)`;
}

/**
 * Group cards: the organiser (the card's owner) invites people, each signs by a personal link
 * with no account, the organiser moderates, and the recipient thanks everyone. Signing is open
 * until the delivery instant the scheduler reported.
 */
export class GroupService {
  private readonly now: () => Date;
  constructor(private readonly deps: GroupServiceOptions) {
    this.now = deps.now ?? (() => new Date());
  }

  async overview(cardId: string, visitorId: string): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    return this.present(card.id);
  }

  async invite(
    cardId: string,
    visitorId: string,
    request: { emails: string[]; organiserName?: string | undefined },
  ): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    const delivery = await this.deps.group.findDelivery(card.id);
    if (!isSigningOpen(delivery?.deliver_at, this.now())) throw conflict(GROUP_MESSAGES.closed);
    const emails = [...new Set(request.emails)];
    if (
      (await this.deps.group.countInvites(card.id)) + emails.length >
      GROUP_LIMITS.invitesPerCard
    ) {
      throw conflict(GROUP_MESSAGES.tooManyInvites);
    }
    const closesAt = this.closesAt(delivery);
    await this.deps.group.addInvites(
      emails.map((email) => ({ id: randomId(), cardId: card.id, email, token: newSignToken() })),
      (invite) => ({
        key: `group-invite-${invite.id}`,
        template: 'group-invite',
        to: invite.email,
        props: {
          cardTitle: card.title,
          organiserName: request.organiserName || null,
          signUrl: signUrl(this.deps.publicOrigin, invite.token),
          closesAt,
        },
      }),
    );
    return this.present(card.id);
  }

  async revokeInvite(cardId: string, visitorId: string, inviteId: string): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    if (!(await this.deps.group.revoke(card.id, inviteId, this.now()))) {
      throw notFound(GROUP_MESSAGES.inviteNotFound);
    }
    return this.present(card.id);
  }

  /** "Remind the ones who have not signed": each at most once a day. */
  async remind(cardId: string, visitorId: string): Promise<GroupOverview & { reminded: number }> {
    const card = await this.ownedCard(cardId, visitorId);
    const now = this.now();
    const delivery = await this.deps.group.findDelivery(card.id);
    if (!isSigningOpen(delivery?.deliver_at, now)) throw conflict(GROUP_MESSAGES.closed);
    const closesAt = this.closesAt(delivery);
    const day = now.toISOString().slice(0, 10);
    const claimed = await this.deps.group.claimReminders(
      card.id,
      now,
      new Date(now.getTime() - GROUP_LIMITS.reminderIntervalMs),
      (invite) => ({
        key: `group-reminder-${invite.id}-${day}`,
        template: 'group-reminder',
        to: invite.email,
        props: {
          cardTitle: card.title,
          signUrl: signUrl(this.deps.publicOrigin, invite.token),
          closesAt,
        },
      }),
    );
    return { ...(await this.present(card.id)), reminded: claimed.length };
  }

  async moderate(
    cardId: string,
    visitorId: string,
    signatureId: string,
    hidden: boolean,
  ): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    if (!(await this.deps.group.setHidden(card.id, signatureId, hidden))) {
      throw notFound(GROUP_MESSAGES.signatureNotFound);
    }
    return this.present(card.id);
  }

  async removeSignature(
    cardId: string,
    visitorId: string,
    signatureId: string,
  ): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    if (!(await this.deps.group.deleteSignature(card.id, signatureId))) {
      throw notFound(GROUP_MESSAGES.signatureNotFound);
    }
    return this.present(card.id);
  }

  /**
   * The signatures every output draws (hidden ones left out): to the organiser at any time, to
   * anyone with the card's link once it has been delivered.
   */
  async visibleSignatures(cardId: string, visitorId: string | null): Promise<CardSignatures> {
    const card = await this.deps.cards.findLive(cardId);
    if (!card) throw notFound(GROUP_MESSAGES.notFound);
    const delivery = await this.deps.group.findDelivery(card.id);
    if (card.owner_id !== visitorId && !isDelivered(delivery?.deliver_at, this.now())) {
      return { signatures: [] };
    }
    return { signatures: await this.renderable(card.id) };
  }

  /** Which of these media blobs a signature still shows: media asks before reclaiming one. */
  async referencedMedia(mediaIds: readonly string[]): Promise<string[]> {
    const shown = new Set(
      await this.deps.group.findReferencedHrefs(mediaIds.map((id) => `/api/media/${id}`)),
    );
    return mediaIds.filter((id) => shown.has(`/api/media/${id}`));
  }

  /** The drawable signatures of a card, for the previews and print (no visitor check). */
  async renderable(cardId: string) {
    const rows = await this.deps.group.listSignatures(cardId);
    return rows.filter((row) => !row.hidden).map(toSignature);
  }

  async signerView(token: string): Promise<SignerView> {
    const { invite, card } = await this.link(token);
    await this.deps.group.markOpened(invite.id, this.now());
    return this.signerPresent(invite, card);
  }

  async sign(token: string, input: z.output<typeof SignatureInputSchema>): Promise<SignerView> {
    const { invite, card } = await this.link(token);
    await this.requireOpen(card.id);
    const existing = await this.deps.group.findSignatureByInvite(invite.id);
    if (
      !existing &&
      (await this.deps.group.countSignatures(card.id)) >= GROUP_LIMITS.signaturesPerCard
    ) {
      throw conflict(GROUP_MESSAGES.tooManySignatures);
    }
    await this.takeWrite(invite.id);
    await this.deps.group.upsertSignature(
      randomId(),
      { id: invite.id, cardId: card.id },
      {
        name: input.name,
        message: input.message,
        photoUrl: input.photoUrl ?? null,
        voiceUrl: input.voiceUrl ?? null,
        sticker: input.sticker ?? null,
      },
      this.now(),
    );
    return this.signerPresent(invite, card);
  }

  async unsign(token: string): Promise<SignerView> {
    const { invite, card } = await this.link(token);
    await this.requireOpen(card.id);
    await this.takeWrite(invite.id);
    await this.deps.group.deleteSignatureByInvite(invite.id);
    return this.signerPresent(invite, card);
  }

  /** The scheduler scheduled, moved or cancelled the card's delivery. */
  async setDelivery(
    cardId: string,
    delivery: z.output<typeof GroupDeliverySchema>,
  ): Promise<{ isGroup: boolean }> {
    const card = await this.deps.cards.findLive(cardId);
    if (!card) throw notFound(GROUP_MESSAGES.notFound);
    await this.deps.group.saveDelivery({
      cardId: card.id,
      deliveryId: delivery.deliveryId,
      deliverAt: delivery.deliverAt ? new Date(delivery.deliverAt) : null,
      timezone: delivery.timezone,
      tokenHash: hashToken(delivery.deliveryToken),
    });
    return { isGroup: (await this.deps.group.countInvites(card.id)) > 0 };
  }

  /** For the organiser's summary the day before delivery ("14 of 20 have signed"). */
  async summary(cardId: string): Promise<GroupSummary> {
    const [invites, signatures] = await Promise.all([
      this.deps.group.listInvites(cardId),
      this.deps.group.listSignatures(cardId),
    ]);
    const signedInvites = new Set(signatures.map((row) => row.invite_id));
    const live = invites.filter((invite) => !invite.revoked_at);
    const now = this.now();
    return {
      isGroup: invites.length > 0,
      invited: live.length,
      signed: live.filter((invite) => signedInvites.has(invite.id)).length,
      remindable: live.filter((invite) => isRemindable(invite, signedInvites.has(invite.id), now))
        .length,
    };
  }

  /**
   * The recipient's thank-you, relayed to every signer one email each, so no address is shown to
   * anyone. Only the holder of the recipient's link may send it, once the card is delivered.
   */
  async thank(
    cardId: string,
    request: z.output<typeof ThanksRequestSchema>,
  ): Promise<{ relayed: number }> {
    const card = await this.deps.cards.findLive(cardId);
    const delivery = card ? await this.deps.group.findDelivery(card.id) : undefined;
    if (
      !card ||
      !delivery ||
      !sameHash(delivery.delivery_token_hash, hashToken(request.deliveryToken))
    ) {
      throw forbidden(GROUP_MESSAGES.thanksNotAllowed);
    }
    if (!isDelivered(delivery.deliver_at, this.now())) throw conflict(GROUP_MESSAGES.notDelivered);
    if (delivery.thanked_at) throw conflict(GROUP_MESSAGES.thanksTwice);
    const origin = this.deps.publicOrigin.replace(/\/$/, '');
    const absolute = (href: string | null | undefined) => (href ? `${origin}${href}` : null);
    const signers = await this.deps.group.signerAddresses(card.id);
    const relayed = await this.deps.group.claimThanks(
      card.id,
      this.now(),
      signers.map((signer) => ({
        key: `group-thanks-${card.id}-${signer.signatureId}`,
        template: 'group-thanks',
        to: signer.email,
        props: {
          cardTitle: card.title,
          recipientName: request.recipientName || null,
          message: request.message,
          photoUrl: absolute(request.photoUrl),
          voiceUrl: absolute(request.voiceUrl),
          cardUrl: `${origin}/cards/${card.id}`,
        },
      })),
    );
    if (!relayed) throw conflict(GROUP_MESSAGES.thanksTwice);
    return { relayed: signers.length };
  }

  private async takeWrite(inviteId: string): Promise<void> {
    if (
      !(await this.deps.group.takeSignWrite(inviteId, GROUP_LIMITS.signWritesPerHour, this.now()))
    ) {
      throw new HttpError(429, 'rate_limited', GROUP_MESSAGES.signRateLimited);
    }
  }

  private async requireOpen(cardId: string): Promise<void> {
    const delivery = await this.deps.group.findDelivery(cardId);
    if (!isSigningOpen(delivery?.deliver_at, this.now())) throw conflict(GROUP_MESSAGES.closed);
  }

  private async link(token: string): Promise<{ invite: GroupInviteRow; card: CardRow }> {
    const invite = await this.deps.group.findInviteByToken(token);
    const card = invite ? await this.deps.cards.findLive(invite.card_id) : undefined;
    if (!invite || !card) throw notFound(GROUP_MESSAGES.linkNotFound);
    if (invite.revoked_at) throw gone(GROUP_MESSAGES.linkRevoked);
    return { invite, card };
  }

  private async signerPresent(invite: GroupInviteRow, card: CardRow): Promise<SignerView> {
    const [delivery, signature] = await Promise.all([
      this.deps.group.findDelivery(card.id),
      this.deps.group.findSignatureByInvite(invite.id),
    ]);
    return {
      cardId: card.id,
      cardTitle: card.title,
      deliverAt: delivery?.deliver_at?.toISOString() ?? null,
      timezone: delivery?.deliver_at ? delivery.timezone : null,
      open: isSigningOpen(delivery?.deliver_at, this.now()),
      signature: signature ? toSignature(signature) : null,
    };
  }

  private async ownedCard(cardId: string, visitorId: string): Promise<CardRow> {
    const card = await this.deps.cards.findLive(cardId);
    if (!card) throw notFound(GROUP_MESSAGES.notFound);
    if (card.owner_id !== visitorId) throw forbidden(GROUP_MESSAGES.notOwner);
    return card;
  }

  private closesAt(delivery: GroupDeliveryRow | undefined): string | null {
    return delivery?.deliver_at ? deliveryWording(delivery.deliver_at, delivery.timezone) : null;
  }

  private async present(cardId: string): Promise<GroupOverview> {
    const [invites, signatures, delivery] = await Promise.all([
      this.deps.group.listInvites(cardId),
      this.deps.group.listSignatures(cardId),
      this.deps.group.findDelivery(cardId),
    ]);
    const now = this.now();
    const byInvite = new Map(signatures.map((row) => [row.invite_id, row]));
    const live = invites.filter((invite) => !invite.revoked_at);
    return {
      cardId,
      deliverAt: delivery?.deliver_at?.toISOString() ?? null,
      timezone: delivery?.deliver_at ? delivery.timezone : null,
      open: isSigningOpen(delivery?.deliver_at, now),
      invites: invites.map((invite) =>
        toGroupInvite(invite, byInvite.get(invite.id), this.deps.publicOrigin),
      ),
      signatures: signatures.map(toOrganiserSignature),
      summary: {
        invited: live.length,
        signed: live.filter((invite) => byInvite.has(invite.id)).length,
      },
      remindable: live.filter((invite) => isRemindable(invite, byInvite.has(invite.id), now))
        .length,
      thanked: !!delivery?.thanked_at,
    };
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
