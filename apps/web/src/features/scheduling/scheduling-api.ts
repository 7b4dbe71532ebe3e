import {
  SCHEDULE_MESSAGES,
  placeOfZone,
  schedulerRoutes,
  type ApiIssue,
  type Schedule,
} from '@cardsmith/contracts';
import { ApiRequestError } from '@cardsmith/contracts';

export const SCHEDULES_KEY = schedulerRoutes.listSchedules.path;

/** The issue list the dialog shows under 'Please fix the following issues:' (spec 001 §8). */
export function scheduleIssues(error: unknown): string[] {
  if (error instanceof ApiRequestError && error.body) {
    const issues: ApiIssue[] = error.body.issues ?? [];
    if (issues.length > 0) return issues.map((issue) => issue.message);
    if (error.body.message) return [error.body.message];
  }
  return [SCHEDULE_MESSAGES.failed];
}

/** The visitor's own clock for a delivery instant, e.g. "01:00". */
export function yourTime(schedule: Pick<Schedule, 'deliverAt'>): string {
  return new Date(schedule.deliverAt).toLocaleString([], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/** "Tokyo" from "Asia/Tokyo": how people name a zone (shared with the ai service's tips). */
export const placeOf = placeOfZone;

/**
 * The tip under a delivery: when it arrives where the recipient is, and when that is for the
 * visitor, said only when the two differ.
 */
export function arrivalTip(schedule: Schedule, visitorZone: string): string {
  const there = `${schedule.deliveryTime} on ${schedule.deliveryDate} in ${placeOf(schedule.timezone)}`;
  const adjusted =
    schedule.timeAdjustment === 'moved-forward'
      ? ' (that time is skipped by the clock change, so it goes out one hour later)'
      : schedule.timeAdjustment === 'earlier-of-two'
        ? ' (the first of the two times the clocks show it)'
        : '';
  if (schedule.timezone === visitorZone) return `Arrives ${there}${adjusted}.`;
  return `Arrives ${there}${adjusted}, ${yourTime(schedule)} your time.`;
}

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
