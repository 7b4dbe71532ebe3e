import {
  ADDRESS_REQUEST_LIMITS,
  ADDRESS_REQUEST_MESSAGES,
  type AddressLinkView,
  type AddressRequest,
  type AddressRequestInputSchema,
  type AddressRequestList,
  type ShippingDetails,
} from '@cardsmith/contracts';
import { forbidden, HttpError, notFound } from '@cardsmith/service-kit';
import type { z } from 'zod';
import type { AddressRequestRow, CardRow } from '../db/database.js';
import { randomId } from '../ids.js';
import type { AddressRequestsRepository } from './address-requests.repository.js';
import {
  addressLinkUrl,
  countsAsOpen,
  hashAddressToken,
  linkExpiresAt,
  newAddressToken,
  requireUsableLink,
  toAddressRequest,
  toLinkView,
} from './address-rules.js';

export interface AddressRequestsServiceOptions {
  requests: AddressRequestsRepository;
  cards: { findLive(id: string): Promise<CardRow | undefined> };
  publicOrigin: string;
  now: () => Date;
}

/**
 * Addresses by link: the card's owner asks for a postal address by a personal link and reads
 * what comes back (for the print order); the link's holder sees the card's title and who asks,
 * and sends or corrects the address until the link is withdrawn or expires.
 */
export class AddressRequestsService {
  constructor(private readonly deps: AddressRequestsServiceOptions) {}

  async list(cardId: string, visitorId: string): Promise<AddressRequestList> {
    await this.ownedCard(cardId, visitorId);
    return this.present(cardId);
  }

  async create(
    cardId: string,
    visitorId: string,
    input: z.output<typeof AddressRequestInputSchema>,
  ): Promise<AddressRequest> {
    await this.ownedCard(cardId, visitorId);
    const now = this.deps.now();
    const open = (await this.deps.requests.list(cardId)).filter((row) => countsAsOpen(row, now));
    if (open.length >= ADDRESS_REQUEST_LIMITS.openPerCard) {
      throw new HttpError(409, 'conflict', ADDRESS_REQUEST_MESSAGES.tooMany);
    }
    const token = newAddressToken();
    const row = await this.deps.requests.create({
      id: randomId(),
      cardId,
      tokenHash: hashAddressToken(token),
      label: input.label || null,
      email: input.email?.toLowerCase() || null,
      askerName: input.askerName || null,
      createdAt: now,
      expiresAt: linkExpiresAt(now),
    });
    return toAddressRequest(row, now, addressLinkUrl(this.deps.publicOrigin, token));
  }

  async withdraw(
    cardId: string,
    visitorId: string,
    requestId: string,
  ): Promise<AddressRequestList> {
    await this.ownedCard(cardId, visitorId);
    if (!(await this.deps.requests.withdraw(cardId, requestId, this.deps.now()))) {
      throw notFound(ADDRESS_REQUEST_MESSAGES.requestNotFound);
    }
    return this.present(cardId);
  }

  async view(token: string): Promise<AddressLinkView> {
    const { row, card } = await this.link(token);
    return toLinkView(row, card.title);
  }

  async submit(token: string, address: ShippingDetails): Promise<AddressLinkView> {
    const { row, card } = await this.link(token);
    const now = this.deps.now();
    if (!(await this.deps.requests.takeWrite(row.id, ADDRESS_REQUEST_LIMITS.submitsPerHour, now))) {
      throw new HttpError(429, 'rate_limited', ADDRESS_REQUEST_MESSAGES.rateLimited);
    }
    const saved = await this.deps.requests.saveAddress(row.id, withoutBlankLine(address), now);
    if (!saved) throw new HttpError(410, 'not_found', ADDRESS_REQUEST_MESSAGES.linkWithdrawn);
    return toLinkView(saved, card.title);
  }

  private async link(token: string): Promise<{ row: AddressRequestRow; card: CardRow }> {
    const row = await this.deps.requests.findByTokenHash(hashAddressToken(token));
    const card = row ? await this.deps.cards.findLive(row.card_id) : undefined;
    if (!row || !card) throw notFound(ADDRESS_REQUEST_MESSAGES.linkNotFound);
    requireUsableLink(row, this.deps.now());
    return { row, card };
  }

  private async ownedCard(cardId: string, visitorId: string): Promise<CardRow> {
    const card = await this.deps.cards.findLive(cardId);
    if (!card) throw notFound(ADDRESS_REQUEST_MESSAGES.notFound);
    if (card.owner_id !== visitorId) throw forbidden(ADDRESS_REQUEST_MESSAGES.notOwner);
    return card;
  }

  private async present(cardId: string): Promise<AddressRequestList> {
    const now = this.deps.now();
    const rows = await this.deps.requests.list(cardId);
    return { requests: rows.map((row) => toAddressRequest(row, now)) };
  }
}

/** A blank second address line is left out, as the print order leaves it out. */
function withoutBlankLine(address: ShippingDetails): ShippingDetails {
  const { address2, ...rest } = address;
  return address2 ? { ...rest, address2 } : rest;
}
