import { describe, expect, it } from 'vitest';
import { planReminders } from './task-plan.js';

const now = new Date('2026-11-24T12:00:00Z');
// 09:00 on 24 December in Tokyo.
const deliverAt = new Date('2026-12-24T00:00:00Z');
const base = {
  deliverAt,
  senderEmail: 'me@example.com',
  senderTimezone: 'America/New_York',
  enabled: true,
  reminderDays: [1, 7],
  reminderTime: '09:00',
};

describe('planReminders', () => {
  it('puts each reminder at the reminder time in the sender’s zone, days before the delivery as the sender’s calendar shows it', () => {
    // The delivery instant is 19:00 on 23 December in New York: one day before is the 22nd.
    expect(planReminders(base, now)).toEqual([
      { daysBefore: 7, dueAt: new Date('2026-12-16T14:00:00Z') },
      { daysBefore: 1, dueAt: new Date('2026-12-22T14:00:00Z') },
    ]);
  });

  it('sends none without an email, when switched off, or for days already past', () => {
    expect(planReminders({ ...base, senderEmail: null }, now)).toEqual([]);
    expect(planReminders({ ...base, enabled: false }, now)).toEqual([]);
    expect(planReminders({ ...base, reminderDays: [30, 1] }, now).map((r) => r.daysBefore)).toEqual(
      [1],
    );
  });

  it('never reminds at or after the delivery itself', () => {
    // Delivery at 08:00 New York time: 09:00 the day before is fine, a reminder 0 days before is not.
    const early = new Date('2026-12-01T13:00:00Z');
    expect(planReminders({ ...base, deliverAt: early, reminderDays: [1] }, now)).toEqual([
      { daysBefore: 1, dueAt: new Date('2026-11-30T14:00:00Z') },
    ]);
  });

  it('follows the sender’s clock across a DST change (New York’s of 14 March 2027)', () => {
    const march = new Date('2027-03-20T13:00:00Z');
    expect(
      planReminders({ ...base, deliverAt: march }, now).map((r) => r.dueAt.toISOString()),
    ).toEqual(['2027-03-13T14:00:00.000Z', '2027-03-19T13:00:00.000Z']);
  });
});
