import { Temporal } from 'temporal-polyfill';
import type { ZonedTimeAdjustment } from './zoned-time-adjustments.js';

export * from './zoned-time-adjustments.js';

export interface ZonedInstant {
  /** The UTC instant. */
  instant: Date;
  adjustment: ZonedTimeAdjustment;
  /** The wall-clock time the instant shows in the zone (`HH:MM`), after any adjustment. */
  localTime: string;
  /** The zone's UTC offset at the instant, e.g. `-05:00` or `+05:30`. */
  offset: string;
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

/** True when the runtime's time-zone data knows this IANA name. */
export function isTimeZone(timeZone: string): boolean {
  if (!timeZone) return false;
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a recipient-local date (`YYYY-MM-DD`) and time (`HH:MM`) in an IANA zone name.
 * Null for a date or time that is not on the calendar (30 February, 24:10) or an unknown zone.
 * DST gaps move forward and repeated times take the earlier occurrence (Temporal's
 * `compatible` disambiguation); the result says which happened so callers can tell the user.
 */
export function zonedInstant(date: string, time: string, timeZone: string): ZonedInstant | null {
  const dateParts = DATE_PATTERN.exec(date);
  const timeParts = TIME_PATTERN.exec(time);
  if (!dateParts || !timeParts || !isTimeZone(timeZone)) return null;
  let wallClock: Temporal.PlainDateTime;
  try {
    wallClock = Temporal.PlainDateTime.from(
      {
        year: Number(dateParts[1]),
        month: Number(dateParts[2]),
        day: Number(dateParts[3]),
        hour: Number(timeParts[1]),
        minute: Number(timeParts[2]),
      },
      { overflow: 'reject' },
    );
  } catch {
    return null;
  }
  const chosen = wallClock.toZonedDateTime(timeZone, { disambiguation: 'compatible' });
  const earlier = wallClock.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  const later = wallClock.toZonedDateTime(timeZone, { disambiguation: 'later' });
  const adjustment: ZonedTimeAdjustment = !chosen.toPlainDateTime().equals(wallClock)
    ? 'moved-forward'
    : earlier.epochMilliseconds !== later.epochMilliseconds
      ? 'earlier-of-two'
      : 'exact';
  return {
    instant: new Date(chosen.epochMilliseconds),
    adjustment,
    localTime: chosen.toPlainTime().toString({ smallestUnit: 'minute' }),
    offset: chosen.offset,
  };
}

/** The wall-clock date and time (`YYYY-MM-DD`, `HH:MM`) an instant shows in a zone. */
export function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
    timeZone,
  );
  return {
    date: zoned.toPlainDate().toString(),
    time: zoned.toPlainTime().toString({ smallestUnit: 'minute' }),
  };
}

/** Today's date (`YYYY-MM-DD`) in a zone at an instant. */
export function dateInZone(now: Date, timeZone: string): string {
  return localDateTime(now, timeZone).date;
}

/**
 * The same calendar date a number of years later; 29 February becomes 28 February in a common
 * year (`constrain`), as a yearly birthday card would.
 */
export function addYears(date: string, years: number): string {
  return Temporal.PlainDate.from(date).add({ years }, { overflow: 'constrain' }).toString();
}

/** A date a number of days earlier (`YYYY-MM-DD`). */
export function subtractDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).subtract({ days }).toString();
}

/** A date a number of days later (`YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** ISO day of the week of a date: 1 Monday … 7 Sunday. */
export function dayOfWeek(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}

/** True Monday to Friday: the printer and the post count working days. */
export const isBusinessDay = (date: string) => dayOfWeek(date) <= 5;

/**
 * The date a number of business days (Monday to Friday) before a date: when a printed card must
 * go to the printer to arrive on it (the scheduler plans with it, the ai service's tips quote it).
 */
export function subtractBusinessDays(date: string, businessDays: number): string {
  let result = date;
  for (let counted = 0; counted < businessDays;) {
    result = subtractDays(result, 1);
    if (isBusinessDay(result)) counted += 1;
  }
  return result;
}
