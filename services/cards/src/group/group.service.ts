import { randomBytes } from 'node:crypto';
import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  type CardSignatures,
  type EmailJob,
  type GroupOverview,
  type InvitationTime,
  type ScheduledInvites,
} from '@cardsmith/contracts';
import { localDateTime } from '@cardsmith/contracts/zoned-time';
import { forbidden, notFound } from '@cardsmith/service-kit';
import type { CardRow, GroupDeliveryRow, GroupInviteRow } from '../db/database.js';
import { randomId } from '../ids.js';
import {
  conflict,
  INVITATION_CLOCK_TOLERANCE_MS,
  invitationInstant,
  isDelivered,
  isRemindable,
  isSigningOpen,
  signUrl,
  toGroupInvite,
  toOrganiserSignature,
  toSignature,
} from './group-rules.js';
import type { InvitesRepository } from './invites.repository.js';
import type { SignaturesRepository } from './signatures.repository.js';

export interface GroupServiceOptions {
  invites: InvitesRepository;
  signatures: SignaturesRepository;
  cards: { findLive(id: string): Promise<CardRow | undefined> };
  publicOrigin: string;
  now: () => Date;
}

/** Cards and instants one reconciler question is answered with; the next pass gets the rest. */
const SCHEDULED_INVITES_PER_ANSWER = 1000;

/** 256 random bits: a sign link nobody can guess. */
const newSignToken = () => randomBytes(32).toString('base64url');

/** "on 2026-12-24 at 09:00 (Europe/London time)", the way every email says a delivery time. */
export function deliveryWording(deliverAt: Date, timezone: string): string {
  const local = localDateTime(deliverAt, timezone);
  return `on ${local.date} at ${local.time} (${timezone} time)`;
}

/**
 * A group card's organiser (the card's owner): invites people to sign by a personal link, sees
 * who was sent, opened and signed, reminds, withdraws links, hides or removes signatures. Signing
 * is open until the delivery instant the scheduler reported (GroupDeliveryService).
 */
export class GroupService {
  private readonly now: () => Date;
  constructor(private readonly deps: GroupServiceOptions) {
    this.now = deps.now;
  }

  async overview(cardId: string, visitorId: string): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    return this.present(card.id);
  }

  async invite(
    cardId: string,
    visitorId: string,
    request: {
      emails: string[];
      organiserName?: string | undefined;
      sendAt?: InvitationTime | undefined;
    },
  ): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    const delivery = await this.deps.signatures.findDelivery(card.id);
    const now = this.now();
    if (!isSigningOpen(delivery?.deliver_at, now)) throw conflict(GROUP_MESSAGES.closed);
    const scheduled = request.sendAt
      ? invitationInstant(request.sendAt, now, delivery?.deliver_at)
      : undefined;
    const emails = [...new Set(request.emails)];
    if (
      (await this.deps.invites.countInvites(card.id)) + emails.length >
      GROUP_LIMITS.invitesPerCard
    ) {
      throw conflict(GROUP_MESSAGES.tooManyInvites);
    }
    await this.deps.invites.addInvites(
      emails.map((email) => ({
        id: randomId(),
        cardId: card.id,
        email,
        token: newSignToken(),
        organiserName: request.organiserName || null,
      })),
      now,
      this.invitationEmail(card, delivery),
      scheduled && request.sendAt
        ? { at: scheduled.instant, timezone: request.sendAt.timezone }
        : undefined,
    );
    return this.present(card.id);
  }

  /**
   * The scheduler's job for invitations scheduled on this card came due: those whose instant has
   * come go out now. Nothing goes out once the card is delivered (nobody could sign any more).
   */
  async sendDueInvites(cardId: string): Promise<{ sent: number }> {
    const card = await this.deps.cards.findLive(cardId);
    if (!card) throw notFound(GROUP_MESSAGES.notFound);
    const delivery = await this.deps.signatures.findDelivery(card.id);
    const now = this.now();
    if (!isSigningOpen(delivery?.deliver_at, now)) return { sent: 0 };
    const sent = await this.deps.invites.sendDue(
      card.id,
      new Date(now.getTime() + INVITATION_CLOCK_TOLERANCE_MS),
      now,
      this.invitationEmail(card, delivery),
    );
    return { sent: sent.length };
  }

  /**
   * The scheduler's reconciler asks which cards have invitations scheduled within `withinMs`
   * that have not gone out, so a `group-invites` job Redis lost is made again; sending stays
   * sendDueInvites', whose single UPDATE sends each invitation once however often it runs.
   */
  async scheduledInvites(withinMs: number): Promise<ScheduledInvites> {
    const now = this.now();
    const rows = await this.deps.invites.scheduledUnsent(
      new Date(now.getTime() + withinMs),
      now,
      SCHEDULED_INVITES_PER_ANSWER,
    );
    return {
      due: rows.map((row) => ({ cardId: row.card_id, sendAt: row.send_at.toISOString() })),
    };
  }

  private invitationEmail(card: CardRow, delivery: GroupDeliveryRow | undefined) {
    const closesAt = this.closesAt(delivery);
    return (invite: GroupInviteRow): EmailJob => ({
      key: `group-invite-${invite.id}`,
      template: 'group-invite',
      to: invite.email,
      props: {
        cardTitle: card.title,
        organiserName: invite.organiser_name,
        signUrl: signUrl(this.deps.publicOrigin, invite.token),
        closesAt,
      },
    });
  }

  async revokeInvite(cardId: string, visitorId: string, inviteId: string): Promise<GroupOverview> {
    const card = await this.ownedCard(cardId, visitorId);
    if (!(await this.deps.invites.revoke(card.id, inviteId, this.now()))) {
      throw notFound(GROUP_MESSAGES.inviteNotFound);
    }
    return this.present(card.id);
  }

  /** "Remind the ones who have not signed": each at most once a day. */
  async remind(cardId: string, visitorId: string): Promise<GroupOverview & { reminded: number }> {
    const card = await this.ownedCard(cardId, visitorId);
    const now = this.now();
    const delivery = await this.deps.signatures.findDelivery(card.id);
    if (!isSigningOpen(delivery?.deliver_at, now)) throw conflict(GROUP_MESSAGES.closed);
    const closesAt = this.closesAt(delivery);
    const day = now.toISOString().slice(0, 10);
    const claimed = await this.deps.invites.claimReminders(
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
    if (!(await this.deps.signatures.setHidden(card.id, signatureId, hidden))) {
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
    if (!(await this.deps.signatures.deleteSignature(card.id, signatureId))) {
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
    const delivery = await this.deps.signatures.findDelivery(card.id);
    if (card.owner_id !== visitorId && !isDelivered(delivery?.deliver_at, this.now())) {
      return { signatures: [] };
    }
    return { signatures: await this.renderable(card.id) };
  }

  /** The drawable signatures of a card, for the previews and print (no visitor check). */
  async renderable(cardId: string) {
    const rows = await this.deps.signatures.listSignatures(cardId);
    return rows.filter((row) => !row.hidden).map(toSignature);
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
      this.deps.invites.listInvites(cardId),
      this.deps.signatures.listSignatures(cardId),
      this.deps.signatures.findDelivery(cardId),
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
