import { createHash, randomBytes } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_SESSION_DAYS,
  MAGIC_LINK_MINUTES,
  MAGIC_LINK_PAGE,
} from '@cardsmith/contracts';

const MINUTE_MS = 60 * 1000;

/** A secret for a link or a device session: 32 random bytes, base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What is stored of a secret token: its SHA-256, so a leaked table signs nobody in. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

/** An account's id, which services see as its owner id: shaped like a visitor id. */
export const newAccountId = (): string => randomBytes(24).toString('base64url');

export const linkExpiry = (now: Date): Date =>
  new Date(now.getTime() + MAGIC_LINK_MINUTES * MINUTE_MS);

export const sessionExpiry = (now: Date): Date =>
  new Date(now.getTime() + ACCOUNT_SESSION_DAYS * 24 * 60 * MINUTE_MS);

export interface StoredLink {
  expires_at: Date;
  used_at: Date | null;
}

/**
 * Why a link that could not be used was refused, as the sentence the visitor sees: unknown (never
 * sent, or mistyped), already used, or expired.
 */
export function refusalOf(link: StoredLink | undefined, now: Date): string {
  if (!link) return ACCOUNT_MESSAGES.linkUnknown;
  if (link.used_at) return ACCOUNT_MESSAGES.linkUsed;
  if (link.expires_at.getTime() <= now.getTime()) return ACCOUNT_MESSAGES.linkExpired;
  // Usable a moment ago but taken by a concurrent request: it is used now.
  return ACCOUNT_MESSAGES.linkUsed;
}

export function magicLinkUrl(publicOrigin: string, token: string): string {
  const url = new URL(MAGIC_LINK_PAGE, publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
