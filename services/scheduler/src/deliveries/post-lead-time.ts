import {
  addDays,
  dateInZone,
  subtractBusinessDays,
  zonedInstant,
} from '@cardsmith/contracts/zoned-time';

/** Where and when a printed card is to arrive: the recipient-local date, time and zone. */
export interface PostedDelivery {
  deliveryDate: string;
  deliveryTime: string;
  timezone: string;
}

/** How far ahead the earliest possible date is looked for: more than any post takes. */
const SEARCH_DAYS = 120;

/**
 * When a printed card must go to the printer to arrive on its date: `businessDays` working days
 * (Monday to Friday of the recipient's calendar) before the delivery, at the same local time.
 * Counting in the recipient's zone keeps a Monday delivery's lead on the weekdays there.
 */
export function submitInstant(delivery: PostedDelivery, businessDays: number): Date | null {
  const date = subtractBusinessDays(delivery.deliveryDate, businessDays);
  return zonedInstant(date, delivery.deliveryTime, delivery.timezone)?.instant ?? null;
}

/**
 * The first recipient-local date (`YYYY-MM-DD`), at the asked time, whose submission instant is
 * not already past: what the sender is told when the date they chose is too soon for the post.
 */
export function earliestPostDate(
  delivery: Omit<PostedDelivery, 'deliveryDate'>,
  businessDays: number,
  now: Date,
): string {
  const today = dateInZone(now, delivery.timezone);
  for (let ahead = 0; ahead < SEARCH_DAYS; ahead += 1) {
    const deliveryDate = addDays(today, ahead);
    const submitAt = submitInstant({ ...delivery, deliveryDate }, businessDays);
    if (submitAt && submitAt.getTime() >= now.getTime()) return deliveryDate;
  }
  return addDays(today, SEARCH_DAYS);
}

/**
 * The post's plan for a delivery: when it goes to the printer, or, when that moment has passed,
 * the earliest date it could still arrive.
 */
export function planPost(
  delivery: PostedDelivery,
  businessDays: number,
  now: Date,
): { submitAfter: Date } | { earliestDate: string } {
  const submitAfter = submitInstant(delivery, businessDays);
  if (submitAfter && submitAfter.getTime() >= now.getTime()) return { submitAfter };
  return { earliestDate: earliestPostDate(delivery, businessDays, now) };
}
