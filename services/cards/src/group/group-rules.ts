import {
  GROUP_LIMITS,
  type GroupInvite,
  type InviteStatus,
  type OrganiserSignature,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { HttpError } from '@cardsmith/service-kit';
import type { GroupInviteRow, GroupSignatureRow } from '../db/database.js';

export const conflict = (message: string) => new HttpError(409, 'conflict', message);
export const gone = (message: string) => new HttpError(410, 'not_found', message);

/** Signing stays open until the delivery instant; with no delivery scheduled it is open. */
export function isSigningOpen(deliverAt: Date | null | undefined, now: Date): boolean {
  return !deliverAt || now.getTime() < deliverAt.getTime();
}

/** Signatures are shown beyond the organiser once the card has been delivered. */
export function isDelivered(deliverAt: Date | null | undefined, now: Date): boolean {
  return !!deliverAt && now.getTime() >= deliverAt.getTime();
}

export function inviteStatus(invite: GroupInviteRow, signed: boolean): InviteStatus {
  if (invite.revoked_at) return 'revoked';
  if (signed) return 'signed';
  return invite.opened_at ? 'opened' : 'sent';
}

/** At most one reminder a day per invitee, only to those who have not signed. */
export function isRemindable(invite: GroupInviteRow, signed: boolean, now: Date): boolean {
  if (invite.revoked_at || signed) return false;
  return (
    !invite.last_reminded_at ||
    now.getTime() - invite.last_reminded_at.getTime() >= GROUP_LIMITS.reminderIntervalMs
  );
}

export const signUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin.replace(/\/$/, '')}/sign/${token}`;

export function toGroupInvite(
  invite: GroupInviteRow,
  signature: GroupSignatureRow | undefined,
  publicOrigin: string,
): GroupInvite {
  return {
    id: invite.id,
    email: invite.email,
    status: inviteStatus(invite, !!signature),
    sentAt: invite.created_at.toISOString(),
    openedAt: invite.opened_at?.toISOString() ?? null,
    signedAt: signature?.created_at.toISOString() ?? null,
    lastRemindedAt: invite.last_reminded_at?.toISOString() ?? null,
    signUrl: invite.revoked_at ? null : signUrl(publicOrigin, invite.token),
  };
}

export function toSignature(row: GroupSignatureRow): SignatureRenderData {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    photoUrl: row.photo_url,
    voiceUrl: row.voice_url,
    sticker: row.sticker,
  };
}

export function toOrganiserSignature(row: GroupSignatureRow): OrganiserSignature {
  return {
    ...toSignature(row),
    hidden: row.hidden,
    inviteId: row.invite_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** "14 of 20 have signed" (the organiser's summary and the page's heading). */
export function signedSummary(signed: number, invited: number): string {
  if (invited === 0) return `${signed} ${signed === 1 ? 'person has' : 'people have'} signed`;
  return `${signed} of ${invited} ${signed === 1 && invited === 1 ? 'has' : 'have'} signed`;
}
