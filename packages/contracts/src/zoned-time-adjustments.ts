/**
 * How a recipient-local wall-clock time was turned into an instant:
 * - `exact`: the time exists once in the zone;
 * - `moved-forward`: it falls in a spring-forward gap and does not exist, so the instant is the
 *   same length of time after the gap (02:30 on a 02:00→03:00 day becomes 03:30);
 * - `earlier-of-two`: it happens twice (autumn fall-back) and the first occurrence is taken.
 */
export const ZONED_TIME_ADJUSTMENTS = ['exact', 'moved-forward', 'earlier-of-two'] as const;
export type ZonedTimeAdjustment = (typeof ZONED_TIME_ADJUSTMENTS)[number];

/** "Tokyo" from "Asia/Tokyo", "New York" from "America/New_York": how people name a zone. */
export const placeOfZone = (timeZone: string) =>
  (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
