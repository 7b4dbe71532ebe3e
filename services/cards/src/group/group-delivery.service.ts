import { createHash, timingSafeEqual } from 'node:crypto';
import {
  GROUP_MESSAGES,
  type GroupDeliveryEvent,
  type GroupSummary,
  type ThanksRequestSchema,
} from '@cardsmith/contracts';
import { forbidden } from '@cardsmith/service-kit';
import type { z } from 'zod';
import type { CardRow } from '../db/database.js';
import { conflict, isDelivered, isRemindable } from './group-rules.js';
import type { InvitesRepository } from './invites.repository.js';
import type { SignaturesRepository } from './signatures.repository.js';
import { mediaIdsIn } from '../cards/linked-media.js';

export interface GroupDeliveryServiceOptions {
  invites: InvitesRepository;
  signatures: SignaturesRepository;
  cards: { findLive(id: string): Promise<CardRow | undefined> };
  publicOrigin: string;
  now: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A group card's delivery as the scheduler reports it (signing closes at its instant), the
 * organiser's day-before summary, and the recipient's thank-you relayed to every signer.
 */
export class GroupDeliveryService {
  private readonly now: () => Date;
  constructor(private readonly deps: GroupDeliveryServiceOptions) {
    this.now = deps.now;
  }

  /** The scheduler scheduled, moved or cancelled the card's delivery. */
  /**
   * The scheduler's report of the card's delivery (an event of cards' `group-deliveries` queue):
   * signing closes at its instant and the recipient's token may thank the signers. A report of
   * a card since deleted changes nothing.
   */
  async setDelivery(delivery: GroupDeliveryEvent): Promise<void> {
    const card = await this.deps.cards.findLive(delivery.cardId);
    if (!card) return;
    await this.deps.signatures.saveDelivery({
      cardId: card.id,
      deliveryId: delivery.deliveryId,
      deliverAt: delivery.deliverAt ? new Date(delivery.deliverAt) : null,
      timezone: delivery.timezone,
      tokenHash: hashToken(delivery.deliveryToken),
      changedAt: new Date(delivery.sequence),
    });
  }

  /** For the organiser's summary the day before delivery ("14 of 20 have signed"). */
  async summary(cardId: string): Promise<GroupSummary> {
    const [invites, signatures] = await Promise.all([
      this.deps.invites.listInvites(cardId),
      this.deps.signatures.listSignatures(cardId),
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
    const delivery = card ? await this.deps.signatures.findDelivery(card.id) : undefined;
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
    const signers = await this.deps.signatures.signerAddresses(card.id);
    const relayed = await this.deps.signatures.claimThanks(
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
      mediaIdsIn([request.photoUrl, request.voiceUrl]),
    );
    if (!relayed) throw conflict(GROUP_MESSAGES.thanksTwice);
    return { relayed: signers.length };
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
