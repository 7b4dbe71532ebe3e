import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  type SignatureInputSchema,
  type SignerView,
} from '@cardsmith/contracts';
import { HttpError, notFound } from '@cardsmith/service-kit';
import type { z } from 'zod';
import type { CardRow, GroupInviteRow } from '../db/database.js';
import { randomId } from '../ids.js';
import { conflict, gone, isSigningOpen, toSignature } from './group-rules.js';
import type { InvitesRepository } from './invites.repository.js';
import type { SignaturesRepository } from './signatures.repository.js';

export interface SigningServiceOptions {
  invites: InvitesRepository;
  signatures: SignaturesRepository;
  cards: { findLive(id: string): Promise<CardRow | undefined> };
  now: () => Date;
}

/**
 * What a sign link's holder may do, with no account: see the card they sign, add or replace
 * their own signature, delete it; nothing of anyone else's, and nothing from the delivery on.
 */
export class SigningService {
  private readonly now: () => Date;
  constructor(private readonly deps: SigningServiceOptions) {
    this.now = deps.now;
  }

  async signerView(token: string): Promise<SignerView> {
    const { invite, card } = await this.link(token);
    await this.deps.invites.markOpened(invite.id, this.now());
    return this.signerPresent(invite, card);
  }

  async sign(token: string, input: z.output<typeof SignatureInputSchema>): Promise<SignerView> {
    const { invite, card } = await this.link(token);
    await this.requireOpen(card.id);
    const existing = await this.deps.signatures.findSignatureByInvite(invite.id);
    if (
      !existing &&
      (await this.deps.signatures.countSignatures(card.id)) >= GROUP_LIMITS.signaturesPerCard
    ) {
      throw conflict(GROUP_MESSAGES.tooManySignatures);
    }
    await this.takeWrite(invite.id);
    await this.deps.signatures.upsertSignature(
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
    await this.deps.signatures.deleteSignatureByInvite(invite.id);
    return this.signerPresent(invite, card);
  }

  private async takeWrite(inviteId: string): Promise<void> {
    if (
      !(await this.deps.invites.takeSignWrite(inviteId, GROUP_LIMITS.signWritesPerHour, this.now()))
    ) {
      throw new HttpError(429, 'rate_limited', GROUP_MESSAGES.signRateLimited);
    }
  }

  private async requireOpen(cardId: string): Promise<void> {
    const delivery = await this.deps.signatures.findDelivery(cardId);
    if (!isSigningOpen(delivery?.deliver_at, this.now())) throw conflict(GROUP_MESSAGES.closed);
  }

  private async link(token: string): Promise<{ invite: GroupInviteRow; card: CardRow }> {
    const invite = await this.deps.invites.findInviteByToken(token);
    const card = invite ? await this.deps.cards.findLive(invite.card_id) : undefined;
    if (!invite || !card) throw notFound(GROUP_MESSAGES.linkNotFound);
    if (invite.revoked_at) throw gone(GROUP_MESSAGES.linkRevoked);
    return { invite, card };
  }

  private async signerPresent(invite: GroupInviteRow, card: CardRow): Promise<SignerView> {
    const [delivery, signature] = await Promise.all([
      this.deps.signatures.findDelivery(card.id),
      this.deps.signatures.findSignatureByInvite(invite.id),
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
}
