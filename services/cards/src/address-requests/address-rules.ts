import {
  ADDRESS_REQUEST_LIMITS,
  ADDRESS_REQUEST_MESSAGES,
  type AddressLinkView,
  type AddressRequest,
  type AddressRequestStatus,
} from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import { createHash, randomBytes } from 'node:crypto';
import type { AddressRequestRow } from '../db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 43 base64url characters: 256 random bits, so a link cannot be guessed. */
export function newAddressToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a link: its sha256, which opens nothing by itself. */
export function hashAddressToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function addressLinkUrl(publicOrigin: string, token: string): string {
  return `${publicOrigin.replace(/\/$/, '')}/address/${token}`;
}

export function linkExpiresAt(now: Date): Date {
  return new Date(now.getTime() + ADDRESS_REQUEST_LIMITS.validDays * DAY_MS);
}

const isExpired = (row: AddressRequestRow, now: Date) => now.getTime() >= row.expires_at.getTime();

/** Withdrawn first (the organiser's word stands), then received, then expired, else waiting. */
export function addressRequestStatus(row: AddressRequestRow, now: Date): AddressRequestStatus {
  if (row.withdrawn_at) return 'withdrawn';
  if (row.received_at) return 'received';
  return isExpired(row, now) ? 'expired' : 'waiting';
}

/** A withdrawn or expired link answers 410 with the sentence saying which. */
export function requireUsableLink(row: AddressRequestRow, now: Date): void {
  if (row.withdrawn_at)
    throw new HttpError(410, 'not_found', ADDRESS_REQUEST_MESSAGES.linkWithdrawn);
  if (isExpired(row, now))
    throw new HttpError(410, 'not_found', ADDRESS_REQUEST_MESSAGES.linkExpired);
}

/** The organiser's view of a request; `url` only when the link has just been made. */
export function toAddressRequest(
  row: AddressRequestRow,
  now: Date,
  url: string | null = null,
): AddressRequest {
  return {
    id: row.id,
    label: row.label,
    email: row.email,
    status: addressRequestStatus(row, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    receivedAt: row.received_at?.toISOString() ?? null,
    address: row.address,
    url,
  };
}

/** The link holder's view: the card's title and who asks, never the address or anyone else's data. */
export function toLinkView(row: AddressRequestRow, cardTitle: string): AddressLinkView {
  return {
    cardTitle,
    askerName: row.asker_name,
    received: row.received_at !== null,
    expiresAt: row.expires_at.toISOString(),
  };
}

/** Links that still count against the card's limit: not withdrawn and not expired. */
export function countsAsOpen(row: AddressRequestRow, now: Date): boolean {
  return !row.withdrawn_at && !isExpired(row, now);
}
