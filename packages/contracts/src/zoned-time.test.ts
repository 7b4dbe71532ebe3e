import { describe, expect, it } from 'vitest';
import {
  addYears,
  isTimeZone,
  localDateTime,
  subtractBusinessDays,
  subtractDays,
  zonedInstant,
} from './zoned-time.js';

describe('zonedInstant', () => {
  it('gives 09:00 America/New_York the day after spring-forward in EDT (UTC-4)', () => {
    // 2026 DST starts Sunday 8 March in the US.
    expect(zonedInstant('2026-03-09', '09:00', 'America/New_York')).toEqual({
      instant: new Date('2026-03-09T13:00:00Z'),
      adjustment: 'exact',
      localTime: '09:00',
      offset: '-04:00',
    });
  });

  it('gives 09:00 America/New_York the day after fall-back in EST (UTC-5)', () => {
    // 2026 DST ends Sunday 1 November in the US.
    expect(zonedInstant('2026-11-02', '09:00', 'America/New_York')?.instant.toISOString()).toBe(
      '2026-11-02T14:00:00.000Z',
    );
    expect(zonedInstant('2026-10-31', '09:00', 'America/New_York')?.instant.toISOString()).toBe(
      '2026-10-31T13:00:00.000Z',
    );
  });

  it('moves a time inside the spring gap forward and says so', () => {
    // 02:30 on 8 March 2026 does not exist in New York (02:00 jumps to 03:00).
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York')).toEqual({
      instant: new Date('2026-03-08T07:30:00Z'),
      adjustment: 'moved-forward',
      localTime: '03:30',
      offset: '-04:00',
    });
  });

  it('takes the earlier of a repeated autumn time and says so', () => {
    // 01:30 on 1 November 2026 happens twice in New York: first in EDT, then in EST.
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York')).toEqual({
      instant: new Date('2026-11-01T05:30:00Z'),
      adjustment: 'earlier-of-two',
      localTime: '01:30',
      offset: '-04:00',
    });
  });

  it("handles Asia/Kolkata's half-hour offset", () => {
    expect(zonedInstant('2026-12-24', '09:00', 'Asia/Kolkata')).toEqual({
      instant: new Date('2026-12-24T03:30:00Z'),
      adjustment: 'exact',
      localTime: '09:00',
      offset: '+05:30',
    });
  });

  it('converts in summer and winter in Europe and in UTC', () => {
    expect(zonedInstant('2026-07-01', '09:00', 'Europe/Paris')?.instant.toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '09:00', 'Europe/Paris')?.instant.toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(zonedInstant('2026-12-01', '09:00', 'UTC')?.instant.toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });

  it('refuses dates and times that are not on the calendar, and unknown zones', () => {
    expect(zonedInstant('2026-02-30', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '24:10', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-1', '09:00', 'UTC')).toBeNull();
    expect(zonedInstant('2026-12-01', '09:00', 'Nowhere/Land')).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('knows IANA zones', () => {
    expect(isTimeZone('Asia/Tokyo')).toBe(true);
    expect(isTimeZone('Nowhere/Land')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('shows an instant on the zone wall clock', () => {
    expect(localDateTime(new Date('2026-12-24T00:00:00Z'), 'Asia/Tokyo')).toEqual({
      date: '2026-12-24',
      time: '09:00',
    });
  });

  it('moves 29 February to 28 February in a common year', () => {
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
    expect(addYears('2026-12-24', 1)).toBe('2027-12-24');
  });

  it('counts days back across months', () => {
    expect(subtractDays('2027-03-01', 7)).toBe('2027-02-22');
  });

  it('counts business days back over weekends (Monday less one is the Friday before)', () => {
    expect(subtractBusinessDays('2026-12-14', 1)).toBe('2026-12-11');
    expect(subtractBusinessDays('2026-12-20', 5)).toBe('2026-12-14');
    expect(subtractBusinessDays('2026-12-18', 0)).toBe('2026-12-18');
  });
});
