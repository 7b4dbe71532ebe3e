import type { AnyQueueDefinition, QueueJob } from '@cardsmith/contracts';
import type { Logger } from '../logger.js';
import type { QueueProducer } from './producer.js';

/** A row that should have a job in Redis now, as the service's Postgres says. */
export interface DueJob<Q extends AnyQueueDefinition> {
  /** The row id, which is the job id. */
  id: string;
  job: QueueJob<Q>;
  /** The instant the job is for; absent or past means as soon as possible. */
  at?: Date;
  /** The priority it was first queued with (EnqueueOptions.priority). */
  priority?: number;
}

/** Repeats a task; the default uses setInterval, tests pass one they tick by hand. */
export type Repeat = (task: () => void, everyMs: number) => () => void;

const repeatWithInterval: Repeat = (task, everyMs) => {
  const timer = setInterval(task, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

export interface ReconcilerOptions<Q extends AnyQueueDefinition> {
  producer: QueueProducer<Q>;
  /** Every row that should have a job: Postgres is the source of truth, Redis only a copy. */
  findDue: () => Promise<DueJob<Q>[]>;
  logger: Logger;
  intervalMs?: number;
  repeat?: Repeat;
  /** Rows whose jobs are looked up in one round trip to Redis. */
  batchSize?: number;
}

export interface ReconcileResult {
  /** Rows whose job was missing from Redis. */
  added: number;
  /** Rows whose job had already finished although the row is still due. */
  replaced: number;
}

export interface Reconciler {
  /** One pass; passes never overlap (a call during a pass waits for it and runs after). */
  reconcile(): Promise<ReconcileResult>;
  stop(): Promise<void>;
}

/**
 * Gives every due row a job, so losing Redis (a flush, a failover without persistence) loses
 * nothing. Runs once at start and then every `intervalMs`.
 *
 * A job with the row's id that sits completed or failed while the row is still due finished
 * without moving the row on (its update was lost, or the row was rescheduled after a final
 * failure): it is removed and enqueued again, but only when it finished before this pass read
 * Postgres. One that finished since may well have moved its row after the read (a burst of due
 * rows is being worked through while the pass runs): the next pass sees the row as it is now.
 * Handlers move their row with a conditional UPDATE, so a job replaced anyway runs again
 * without effect. Waiting, delayed and active jobs are left alone.
 *
 * The rows' jobs are looked up `batchSize` at a time in one round trip, and the missing ones
 * enqueued together: a pass over a burst of ten thousand due rows, which runs while the workers
 * send them, costs Redis twenty round trips instead of a script and a round trip per row.
 */
export function startReconciler<Q extends AnyQueueDefinition>(
  options: ReconcilerOptions<Q>,
): Reconciler {
  const { producer, logger, batchSize = 500 } = options;
  const queue = producer.definition.name;

  const pass = async (): Promise<ReconcileResult> => {
    const result: ReconcileResult = { added: 0, replaced: 0 };
    const readAt = Date.now();
    const due = await options.findDue();
    for (let start = 0; start < due.length; start += batchSize) {
      const batch = due.slice(start, start + batchSize);
      const jobs = await producer.findJobs(batch.map((row) => row.id));
      const toEnqueue: DueJob<Q>[] = [];
      for (const row of batch) {
        const job = jobs.get(row.id);
        if (!job) {
          result.added += 1;
        } else if (job.finishedOn === undefined || job.finishedOn >= readAt) {
          continue;
        } else if (await producer.removeFinished(row.id, readAt)) {
          result.replaced += 1;
        } else {
          continue;
        }
        toEnqueue.push(row);
      }
      await Promise.all(
        toEnqueue.map((row) =>
          producer.enqueue(row.job, {
            id: row.id,
            ...(row.at ? { at: row.at } : {}),
            ...(row.priority ? { priority: row.priority } : {}),
          }),
        ),
      );
    }
    if (result.added || result.replaced) logger.info({ queue, ...result }, 'queue reconciled');
    return result;
  };

  let last: Promise<unknown> = Promise.resolve();
  const reconcile = () => {
    const next = last.then(pass, pass);
    last = next.catch(() => undefined);
    return next;
  };
  const tick = () => {
    reconcile().catch((error: Error) =>
      logger.warn({ err: error.message, queue }, 'queue reconciliation failed; retried next time'),
    );
  };
  tick();
  const cancel = (options.repeat ?? repeatWithInterval)(tick, options.intervalMs ?? 60_000);
  return {
    reconcile,
    async stop() {
      cancel();
      await last;
    },
  };
}
