import { describe, expect, it } from 'vitest';
import type { GroupInviteRow } from '../db/database.js';
import {
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

  it('names an invitation sent, opened, signed or revoked', () => {
    expect(inviteStatus(invite(), false)).toBe('sent');
    expect(inviteStatus(invite({ opened_at: now }), false)).toBe('opened');
    expect(inviteStatus(invite({ opened_at: now }), true)).toBe('signed');
    expect(inviteStatus(invite({ revoked_at: now }), true)).toBe('revoked');
  });

  it('reminds an invitee at most once a day, and never one who signed or was revoked', () => {
    expect(isRemindable(invite(), false, now)).toBe(true);
    expect(isRemindable(invite(), true, now)).toBe(false);
    expect(isRemindable(invite({ revoked_at: now }), false, now)).toBe(false);
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
});
