/** What applying a holder's event does to the set media keeps for it. */
export type ReferenceChange = { apply: false } | { apply: true; add: string[]; remove: string[] };

/**
 * An event carries the holder's whole set and its sequence. It replaces the kept set only when
 * its sequence is higher than the last applied one: a replay (same sequence) or an event
 * overtaken by a later one changes nothing, so any order of delivery ends at the latest set.
 * `applied` is null for a holder never heard of.
 */
export function referenceChange(
  applied: { sequence: number; blobIds: readonly string[] } | null,
  event: { sequence: number; blobIds: readonly string[] },
): ReferenceChange {
  if (applied && event.sequence <= applied.sequence) return { apply: false };
  const next = new Set(event.blobIds);
  const kept = new Set(applied?.blobIds ?? []);
  return {
    apply: true,
    add: [...next].filter((id) => !kept.has(id)).sort(),
    remove: [...kept].filter((id) => !next.has(id)).sort(),
  };
}

export interface BackfillRun {
  service: string;
  /** Holders the service republished in the run (its `backfilled` event). */
  holders: number;
  /** Holders of the run media has applied (or found already newer). */
  seen: number;
  completed: boolean;
}

/**
 * The services among `expected` none of whose backfill runs is complete: until each has
 * republished every holder it has and media has applied them all, the reference table may miss
 * blobs held since before the events existed, and the sweep must not trust it.
 */
export function servicesNotBackfilled(
  expected: readonly string[],
  runs: readonly BackfillRun[],
): string[] {
  const complete = new Set(
    runs.filter((run) => run.completed || run.seen >= run.holders).map((run) => run.service),
  );
  return expected.filter((service) => !complete.has(service));
}
