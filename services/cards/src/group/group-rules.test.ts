import { GROUP_MESSAGES } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { GroupInviteRow } from '../db/database.js';
import {
  invitationInstant,
  inviteStatus,
  isDelivered,
  isRemindable,
  isSigningOpen,
  signedSummary,
} from './group-rules.js';

const now = new Date('2026-12-23T09:00:00Z');
const invite = (fields: Partial<GroupInviteRow> = {}): GroupInviteRow => ({
  id: 'invite-1',
  card_id: 'card-1',
  email: 'ann@example.com',
  token: 't'.repeat(43),
  created_at: new Date('2026-12-20T09:00:00Z'),
  opened_at: null,
  revoked_at: null,
  last_reminded_at: null,
  sent_at: new Date('2026-12-20T09:00:00Z'),
  send_at: null,
  send_timezone: null,
  organiser_name: null,
  writes_window_started_at: null,
  writes_in_window: 0,
  ...fields,
});

describe('group rules', () => {
  it('keeps signing open until the delivery instant, not a moment after', () => {
    const deliverAt = new Date('2026-12-23T09:01:00Z');
    expect(isSigningOpen(null, now)).toBe(true);
    expect(isSigningOpen(deliverAt, now)).toBe(true);
    expect(isSigningOpen(deliverAt, new Date('2026-12-23T09:00:59.999Z'))).toBe(true);
    expect(isSigningOpen(deliverAt, deliverAt)).toBe(false);
    expect(isDelivered(deliverAt, deliverAt)).toBe(true);
    expect(isDelivered(null, now)).toBe(false);
  });

  it('names an invitation scheduled, sent, opened, signed or revoked', () => {
    const scheduled = invite({ sent_at: null, send_at: new Date('2026-12-24T08:00:00Z') });
    expect(inviteStatus(scheduled, false)).toBe('scheduled');
    expect(inviteStatus({ ...scheduled, revoked_at: now }, false)).toBe('revoked');
    expect(inviteStatus(invite(), false)).toBe('sent');
    expect(inviteStatus(invite({ opened_at: now }), false)).toBe('opened');
    expect(inviteStatus(invite({ opened_at: now }), true)).toBe('signed');
    expect(inviteStatus(invite({ revoked_at: now }), true)).toBe('revoked');
  });

  it('reminds an invitee at most once a day, and never one who signed or was revoked', () => {
    expect(isRemindable(invite(), false, now)).toBe(true);
    expect(isRemindable(invite(), true, now)).toBe(false);
    expect(isRemindable(invite({ revoked_at: now }), false, now)).toBe(false);
    expect(isRemindable(invite({ sent_at: null }), false, now)).toBe(false);
    const lastReminded = new Date(now.getTime() - 23 * 3600_000);
    expect(isRemindable(invite({ last_reminded_at: lastReminded }), false, now)).toBe(false);
    const dayAgo = new Date(now.getTime() - 24 * 3600_000);
    expect(isRemindable(invite({ last_reminded_at: dayAgo }), false, now)).toBe(true);
  });

  it('says how many of the invitees have signed', () => {
    expect(signedSummary(14, 20)).toBe('14 of 20 have signed');
    expect(signedSummary(1, 1)).toBe('1 of 1 has signed');
    expect(signedSummary(0, 0)).toBe('0 people have signed');
  });

  describe('the instant scheduled invitations go out, in the organiser’s zone', () => {
    const before = new Date('2026-10-01T00:00:00Z');
    const at = (date: string, time: string, timezone: string, deliverAt: Date | null = null) =>
      invitationInstant({ date, time, timezone }, before, deliverAt);

    it('is the wall-clock time in the zone, on either side of a DST change', () => {
      expect(at('2026-10-24', '09:00', 'Europe/London').instant.toISOString()).toBe(
        '2026-10-24T08:00:00.000Z',
      );
      expect(at('2026-10-26', '09:00', 'Europe/London').instant.toISOString()).toBe(
        '2026-10-26T09:00:00.000Z',
      );
      expect(at('2026-11-02', '09:00', 'America/New_York').instant.toISOString()).toBe(
        '2026-11-02T14:00:00.000Z',
      );
    });

    it('moves a time the spring change skips forward, and takes the earlier of a repeated one', () => {
      const skipped = at('2027-03-28', '01:30', 'Europe/London');
      expect(skipped.instant.toISOString()).toBe('2027-03-28T01:30:00.000Z');
      expect([skipped.adjustment, skipped.localTime]).toEqual(['moved-forward', '02:30']);
      const newYork = at('2027-03-14', '02:30', 'America/New_York');
      expect(newYork.instant.toISOString()).toBe('2027-03-14T07:30:00.000Z');
      const repeated = at('2026-10-25', '01:30', 'Europe/London');
      expect(repeated.instant.toISOString()).toBe('2026-10-25T00:30:00.000Z');
      expect(repeated.adjustment).toBe('earlier-of-two');
    });

    it('refuses a time gone, too far ahead, off the calendar, in no zone or after delivery', () => {
      const refusal = (fn: () => unknown) => {
        try {
          fn();
        } catch (error) {
          return [(error as { statusCode: number }).statusCode, (error as Error).message];
        }
        return null;
      };
      expect(refusal(() => at('2026-09-30', '23:59', 'UTC'))).toEqual([
        400,
        GROUP_MESSAGES.sendTimePast,
      ]);
      expect(refusal(() => at('2027-10-02', '00:00', 'UTC'))).toEqual([
        400,
        GROUP_MESSAGES.sendTimeTooFar,
      ]);
      expect(refusal(() => at('2027-02-30', '09:00', 'UTC'))).toEqual([
        400,
        GROUP_MESSAGES.sendTimeNotOnCalendar,
      ]);
      expect(refusal(() => at('2026-12-01', '09:00', 'Mars/Olympus_Mons'))).toEqual([
        400,
        GROUP_MESSAGES.badTimezone,
      ]);
      const deliverAt = new Date('2026-12-01T09:00:00Z');
      expect(refusal(() => at('2026-12-01', '09:00', 'UTC', deliverAt))).toEqual([
        409,
        GROUP_MESSAGES.sendTimeAfterDelivery,
      ]);
      expect(at('2026-12-01', '08:59', 'UTC', deliverAt).instant < deliverAt).toBe(true);
    });
  });
});
