import {
  GROUP_LIMITS,
  GROUP_MESSAGES,
  type GroupInvite,
  type InvitationTime,
  type InviteStatus,
  type OrganiserSignature,
  type SignatureRenderData,
} from '@cardsmith/contracts';
import { zonedInstant, type ZonedInstant } from '@cardsmith/contracts/zoned-time';
import { badRequest, HttpError } from '@cardsmith/service-kit';
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
  if (invite.opened_at) return 'opened';
  return invite.sent_at ? 'sent' : 'scheduled';
}

/**
 * The instant scheduled invitations go out: the organiser's wall-clock date and time in their
 * zone (DST-correct, as deliveries are), still ahead, within the scheduling horizon and before
 * the card's delivery (after it nobody could sign). Throws the sentence to show otherwise.
 */
export function invitationInstant(
  sendAt: InvitationTime,
  now: Date,
  deliverAt: Date | null | undefined,
): ZonedInstant {
  const at = zonedInstant(sendAt.date, sendAt.time, sendAt.timezone);
  if (!at) {
    throw badRequest(
      zonedInstant(sendAt.date, sendAt.time, 'UTC')
        ? GROUP_MESSAGES.badTimezone
        : GROUP_MESSAGES.sendTimeNotOnCalendar,
    );
  }
  if (at.instant.getTime() <= now.getTime()) throw badRequest(GROUP_MESSAGES.sendTimePast);
  const horizon = now.getTime() + GROUP_LIMITS.invitationScheduleDays * 24 * 3600_000;
  if (at.instant.getTime() > horizon) throw badRequest(GROUP_MESSAGES.sendTimeTooFar);
  if (deliverAt && at.instant.getTime() >= deliverAt.getTime()) {
    throw conflict(GROUP_MESSAGES.sendTimeAfterDelivery);
  }
  return at;
}

/**
 * Whether a scheduled invitation is due when its job runs. A job may run a little before the
 * instant by this service's clock (another host's clock, a queue's timer): that much early still
 * counts, or the invitation would wait for a job that already ran.
 */
export const INVITATION_CLOCK_TOLERANCE_MS = 60_000;

/** At most one reminder a day per invitee, only to those sent an invitation and not signed. */
export function isRemindable(invite: GroupInviteRow, signed: boolean, now: Date): boolean {
  if (invite.revoked_at || signed || !invite.sent_at) return false;
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
    sentAt: invite.sent_at?.toISOString() ?? null,
    scheduledFor: invite.sent_at ? null : (invite.send_at?.toISOString() ?? null),
    scheduledTimezone: invite.sent_at ? null : invite.send_timezone,
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
