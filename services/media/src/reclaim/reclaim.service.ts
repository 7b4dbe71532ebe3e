import type { Cancel, Scheduler } from '@cardsmith/service-kit';

/**
 * Something that keeps blobs: the reference table other services' events fill, and what media
 * holds itself (template files, image renditions). Each answers from media's own tables.
 */
export interface MediaHolder {
  readonly name: string;
  /** Those of `mediaIds` the holder still links to. */
  referenced(mediaIds: string[]): Promise<string[]>;
}

/** The blob table as the sweep sees it (BlobRepository in production). */
export interface ReclaimStore {
  findStoredBefore(cutoff: Date, afterId: string, limit: number): Promise<string[]>;
  deleteStoredBefore(ids: readonly string[], cutoff: Date): Promise<number>;
}

export interface SweepResult {
  /** Blobs past the grace period that the holders were asked about. */
  checked: number;
  deleted: number;
  /**
   * Why the sweep stopped early (a holder that did not answer, a backfill not complete yet);
   * absent when it went through.
   */
  stoppedBecause?: string;
}

export interface ReclaimOptions {
  store: ReclaimStore;
  holders: readonly MediaHolder[];
  /**
   * Why no sweep may run yet, or null: the reference table is trusted only once every holding
   * service has republished what it held before its events existed.
   */
  blockedBy?: () => Promise<string | null>;
  /** A blob younger than this is never reclaimed: an upload waits this long for its card's save. */
  graceMs: number;
  now?: () => Date;
  /** Blobs asked about per question to the holders. */
  batchSize?: number;
}

/**
 * Deletes blobs that nothing links to once they are older than the grace period: anonymous
 * uploads whose card was never saved, images replaced in an editor, files of deleted cards. Each
 * holder answers for every page of candidates, so a link written anywhere keeps its blob; a
 * holder that cannot answer stops the sweep, deleting nothing it was not sure of.
 */
export class ReclaimService {
  private readonly now: () => Date;
  private readonly batchSize: number;
  private running: Promise<SweepResult> | null = null;

  constructor(private readonly options: ReclaimOptions) {
    this.now = options.now ?? (() => new Date());
    // Each page is a round trip per holder and a delete whatever its size, and most blobs past
    // the grace period are kept (linked): 500 made 220 pages at a million cards, 3.4-5.1 s a pass
    // (bench/scale); 5,000 ids per question stay far below Postgres's 65,535 parameters.
    this.batchSize = options.batchSize ?? 5000;
  }

  /** One sweep over every blob past the grace period; a call during a sweep joins that sweep. */
  sweep(): Promise<SweepResult> {
    this.running ??= this.sweepAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Sweeps now and every `intervalMs`; `report` hears each result or failure. */
  schedule(
    scheduler: Scheduler,
    intervalMs: number,
    report: (result: SweepResult | Error) => void,
  ): Cancel {
    const run = () =>
      this.sweep().then(report, (error: unknown) =>
        report(error instanceof Error ? error : new Error(String(error))),
      );
    void run();
    return scheduler.every(intervalMs, run);
  }

  private async sweepAll(): Promise<SweepResult> {
    const { store, holders, graceMs } = this.options;
    const result: SweepResult = { checked: 0, deleted: 0 };
    const blocked = await this.options.blockedBy?.();
    if (blocked) return { ...result, stoppedBecause: blocked };
    const cutoff = new Date(this.now().getTime() - graceMs);
    let afterId = '';
    for (;;) {
      const candidates = await store.findStoredBefore(cutoff, afterId, this.batchSize);
      if (candidates.length === 0) return result;
      afterId = candidates[candidates.length - 1]!;
      result.checked += candidates.length;
      const answers = await Promise.allSettled(holders.map((h) => h.referenced(candidates)));
      const failed = answers.findIndex((answer) => answer.status === 'rejected');
      if (failed >= 0) {
        const reason = (answers[failed] as PromiseRejectedResult).reason;
        const message = reason instanceof Error ? reason.message : String(reason);
        return { ...result, stoppedBecause: `${holders[failed]!.name} did not answer: ${message}` };
      }
      const needed = new Set(
        answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : [])),
      );
      const unneeded = candidates.filter((id) => !needed.has(id));
      result.deleted += await store.deleteStoredBefore(unneeded, cutoff);
    }
  }
}
