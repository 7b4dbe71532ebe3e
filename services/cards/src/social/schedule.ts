import { SOCIAL_MESSAGES } from '@cardsmith/contracts';
import { badRequest } from '@cardsmith/service-kit';
import { isTimeZone, zonedInstant } from '@cardsmith/contracts/zoned-time';

/** The schedule dialog's default time (spec 001 §3). */
export const DEFAULT_SCHEDULE_TIME = '09:00';

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
  const instant = zonedInstant(
    scheduledDate,
    scheduledTime ?? DEFAULT_SCHEDULE_TIME,
    timezone,
  )?.instant;
  if (!instant || instant.getTime() <= now.getTime()) {
    throw badRequest(SOCIAL_MESSAGES.pastSchedule, [
      { path: 'scheduledDate', message: SOCIAL_MESSAGES.pastSchedule },
    ]);
  }
  return instant;
}
