import { SOCIAL_MESSAGES } from '@cardsmith/contracts';
import { badRequest } from '@cardsmith/service-kit';

/** The schedule dialog's default time (spec 001 §3). */
export const DEFAULT_SCHEDULE_TIME = '09:00';

/** Milliseconds the zone's wall clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The instant a wall-clock date and time in an IANA zone names (DST-correct: the offset is
 * looked up at the guessed instant and once more at the corrected one). Returns null for a
 * date or time that does not exist on the calendar.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}

/**
 * When a share should go out: null for "now" (no date given), otherwise a future instant.
 * A time without a date, an unknown zone, an impossible date or a past moment is a 400.
 */
export function scheduledInstant(
  schedule: { scheduledDate?: string; scheduledTime?: string; timezone?: string },
  now: Date,
): Date | null {
  const { scheduledDate, scheduledTime, timezone = 'UTC' } = schedule;
  if (!scheduledDate) {
    if (scheduledTime)
      throw badRequest(SOCIAL_MESSAGES.timeWithoutDate, [
        { path: 'scheduledDate', message: SOCIAL_MESSAGES.timeWithoutDate },
      ]);
    return null;
  }
  if (!isTimeZone(timezone)) {
    throw badRequest(SOCIAL_MESSAGES.badTimezone, [
      { path: 'timezone', message: SOCIAL_MESSAGES.badTimezone },
    ]);
  }
  const instant = zonedInstant(scheduledDate, scheduledTime ?? DEFAULT_SCHEDULE_TIME, timezone);
  if (!instant || instant.getTime() <= now.getTime()) {
    throw badRequest(SOCIAL_MESSAGES.pastSchedule, [
      { path: 'scheduledDate', message: SOCIAL_MESSAGES.pastSchedule },
    ]);
  }
  return instant;
}
