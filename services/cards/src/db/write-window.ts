import { sql } from 'kysely';

/**
 * An hourly write count kept on a row (`writes_window_started_at`, `writes_in_window`), as sign
 * links and address links limit their writes: `fresh` says the row's hour is over, `set` counts
 * one write (starting a new hour when it is). Used in one UPDATE … WHERE fresh OR count < limit,
 * so two writes at once cannot both take the last one.
 */
export function hourlyWriteWindow(now: Date) {
  const fresh = sql<boolean>`(writes_window_started_at is null or writes_window_started_at <= ${now}::timestamptz - interval '1 hour')`;
  return {
    fresh,
    set: {
      writes_in_window: sql<number>`case when ${fresh} then 1 else writes_in_window + 1 end`,
      writes_window_started_at: sql<Date>`case when ${fresh} then ${now}::timestamptz else writes_window_started_at end`,
    },
  };
}
