import { describe, expect, it } from 'vitest';
import { earliestPostDate, planPost, submitInstant } from './post-lead-time.js';

const newYork = { deliveryTime: '09:00', timezone: 'America/New_York' };

describe('the post lead time', () => {
  it('goes to the printer the lead time in working days before, at the same local time', () => {
    // Friday 2026-12-18 09:00 in New York, five working days back: Friday 2026-12-11.
    expect(submitInstant({ ...newYork, deliveryDate: '2026-12-18' }, 5)?.toISOString()).toBe(
      '2026-12-11T14:00:00.000Z',
    );
  });

  it('skips the weekend: a Monday delivery one working day ahead goes on the Friday', () => {
    expect(submitInstant({ ...newYork, deliveryDate: '2026-12-21' }, 1)?.toISOString()).toBe(
      '2026-12-18T14:00:00.000Z',
    );
    // From a Sunday, the Friday is the first working day back.
    expect(submitInstant({ ...newYork, deliveryDate: '2026-12-20' }, 1)?.toISOString()).toBe(
      '2026-12-18T14:00:00.000Z',
    );
  });

  it('keeps the local time across a change of clocks (New York leaves DST on 1 November)', () => {
    expect(submitInstant({ ...newYork, deliveryDate: '2026-11-04' }, 3)?.toISOString()).toBe(
      '2026-10-30T13:00:00.000Z',
    );
  });

  it('with no lead time goes at the delivery instant', () => {
    expect(submitInstant({ ...newYork, deliveryDate: '2026-12-18' }, 0)?.toISOString()).toBe(
      '2026-12-18T14:00:00.000Z',
    );
  });

  it('plans the submission when there is time', () => {
    const now = new Date('2026-12-01T12:00:00Z');
    expect(planPost({ ...newYork, deliveryDate: '2026-12-18' }, 5, now)).toEqual({
      submitAfter: new Date('2026-12-11T14:00:00Z'),
    });
  });

  it('names the earliest date the post can make when the date is too soon', () => {
    // Tuesday 2026-12-01 at noon in New York (17:00Z): five working days from a 09:00 delivery
    // that has already passed today, so the first date whose 09:00 submission is still ahead is
    // Wednesday the 9th (submitted Wednesday the 2nd at 09:00).
    const now = new Date('2026-12-01T17:00:00Z');
    expect(planPost({ ...newYork, deliveryDate: '2026-12-03' }, 5, now)).toEqual({
      earliestDate: '2026-12-09',
    });
    expect(earliestPostDate(newYork, 5, now)).toBe('2026-12-09');
  });

  it('counts the recipient’s calendar, not the server’s', () => {
    // 2026-12-04 is a Friday. In Tokyo 23:30Z on Thursday is already Friday 08:30, so a Monday
    // 09:00 delivery one working day ahead is submitted Friday 09:00 Tokyo — still ahead.
    const now = new Date('2026-12-03T23:30:00Z');
    const tokyo = { deliveryTime: '09:00', timezone: 'Asia/Tokyo' };
    expect(earliestPostDate(tokyo, 1, now)).toBe('2026-12-05');
    expect(planPost({ ...tokyo, deliveryDate: '2026-12-07' }, 1, now)).toEqual({
      submitAfter: new Date('2026-12-04T00:00:00Z'),
    });
  });
});
