import type { AnyQueueDefinition, QueueJob } from '@cardsmith/contracts';
import { Queue, type JobState, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { HttpError } from '../errors.js';
import type { Logger } from '../logger.js';
import { waitForRedis } from '../redis.js';
import { queueTelemetry } from '../tracing.js';
import { assertNoOpenTransaction } from '../transaction.js';

/** Where a queue lives: BullMQ ignores ioredis' `keyPrefix`, so the install's prefix goes here. */
export interface QueueConnection {
  redisUrl: string;
  /** The install's REDIS_PREFIX; queue keys are `<prefix>bull:<queue>:…`. */
  redisPrefix: string;
}

export const bullPrefix = (redisPrefix: string) => `${redisPrefix}bull`;

export interface RetryPolicy {
  /** Runs of a job in all, the first included. */
  attempts: number;
  /** Wait before the first retry; each further retry waits twice as long. */
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 5, backoffMs: 10_000 };

/**
 * Finished jobs stay in Redis for a while so that a duplicate enqueue of the same row id is still
 * ignored after the job ran, and so an operator can see what happened. After that they go,
 * keeping Redis bounded; Postgres holds the lasting record.
 */
const KEEP_COMPLETED = { age: 24 * 3600, count: 10_000 };
const KEEP_FAILED = { age: 7 * 24 * 3600, count: 10_000 };

export const QUEUE_UNAVAILABLE_MESSAGE =
  'This could not be queued because our job queue is unavailable right now. Nothing was saved for later; please try again in a minute.';

/** Redis was not reachable when a job was enqueued; the error mapping answers it with a 503. */
export class QueueUnavailableError extends HttpError {
  constructor(
    readonly queueName: string,
    options?: { cause?: unknown },
  ) {
    super(503, 'service_unavailable', QUEUE_UNAVAILABLE_MESSAGE);
    this.name = 'QueueUnavailableError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}

export interface EnqueueOptions {
  /** The database row's id: a second enqueue with the same id is ignored while the job exists. */
  id: string;
  /** Run no earlier than this instant. */
  at?: Date;
  /** Run no earlier than this many milliseconds from now. */
  delayMs?: number;
  /**
   * BullMQ's priority, 1 first: jobs of equal priority run in arrival order. A queue that uses it
   * gives it to every job, since BullMQ runs jobs without one before any job with one.
   */
  priority?: number;
}

export interface FoundJob {
  /** When the job completed or finally failed; absent while it waits, is delayed or runs. */
  finishedOn?: number;
}

export interface ProducerOptions extends QueueConnection {
  logger?: Logger;
  retry?: RetryPolicy;
  /** The clock `at` is measured against; tests pass their own. */
  now?: () => number;
}

export interface QueueProducer<Q extends AnyQueueDefinition> {
  readonly definition: Q;
  /** Resolves once Redis answers, e.g. after an outage; rejects after `timeoutMs`. */
  ready(timeoutMs?: number): Promise<void>;
  /** Validates the job against the queue's contract and adds it under the row's id. */
  enqueue(job: QueueJob<Q>, options: EnqueueOptions): Promise<void>;
  /** The job's state in Redis; `unknown` when no job has this id. */
  state(id: string): Promise<JobState | 'unknown'>;
  /**
   * Which of these ids have a job in Redis, each with the instant it finished (ms since the
   * epoch) if it has; an id without a job is absent. One round trip for them all, where
   * {@link state} runs a script per id: the reconciler checks every due row each pass.
   */
  findJobs(ids: readonly string[]): Promise<Map<string, FoundJob>>;
  /**
   * Removes a job that finished (completed or failed) before `before` (ms since the epoch), so
   * the id can be enqueued again; true when it did. A job that finished later is kept.
   */
  removeFinished(id: string, before: number): Promise<boolean>;
  /**
   * Removes the job unless it is running: a waiting, delayed or finished job goes, so its row can
   * be enqueued again at another time (a rescheduled or cancelled delivery). A running job is
   * left to its handler, whose conditional update then finds the row moved on.
   */
  remove(id: string): Promise<void>;
  /** Jobs per state, for the queue depth gauge. */
  counts(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** Ids are row ids (UUIDs or long random strings): BullMQ refuses integers and `:`. */
function checkJobId(queueName: string, id: string): void {
  if (!id || /^\d+$/.test(id) || id.includes(':')) {
    throw new Error(
      `Job id '${id}' for queue '${queueName}' must be a database row id (a UUID or random string, no ':').`,
    );
  }
}

/** A job that breaks its queue's contract is the producer's bug, not the user's: a 500. */
export function parseJob(
  definition: AnyQueueDefinition,
  job: unknown,
): { name: string; data: unknown } {
  const result = definition.schema.safeParse(job);
  if (result.success) return result.data as { name: string; data: unknown };
  const issues = result.error.issues.map((i) => `${i.path.join('.') || '(job)'}: ${i.message}`);
  throw new Error(`A job for queue '${definition.name}' breaks its contract: ${issues.join('; ')}`);
}

const UNREACHABLE =
  /Stream isn't writeable|Connection is closed|ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|MaxRetriesPerRequest|Reached the max retries/;

function isUnreachable(error: unknown): boolean {
  return error instanceof Error && UNREACHABLE.test(`${error.name} ${error.message}`);
}

/**
 * A producer on its own connection with no offline queue: while Redis is down `enqueue` fails at
 * once with a {@link QueueUnavailableError} (a 503) instead of holding the request open or
 * keeping jobs in memory that a restart would lose.
 */
export function createProducer<Q extends AnyQueueDefinition>(
  definition: Q,
  options: ProducerOptions,
): QueueProducer<Q> {
  const now = options.now ?? Date.now;
  const retry = options.retry ?? DEFAULT_RETRY;
  const connection = new Redis(options.redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
  });
  connection.on('error', (error) =>
    options.logger?.warn({ err: error.message, queue: definition.name }, 'queue redis error'),
  );

  // A request arriving while the producer makes its first connection waits for that attempt
  // alone: a refused or closed connection ends it at once, and from then on nothing waits.
  const firstAttempt = new Promise<void>((resolve) => {
    connection.once('ready', resolve);
    connection.once('close', resolve);
  });

  let ready: Promise<Queue> | undefined;
  /**
   * The BullMQ queue is made once Redis answers: one made while Redis is down keeps its failed
   * start-up for good, so a failed start is dropped and tried again on the next call.
   */
  const queue = async (): Promise<Queue> => {
    await firstAttempt;
    if (connection.status !== 'ready') throw new QueueUnavailableError(definition.name);
    ready ??= (async () => {
      const created = new Queue(definition.name, {
        connection,
        prefix: bullPrefix(options.redisPrefix),
        skipWaitingForReady: true,
        ...queueTelemetry(),
        defaultJobOptions: {
          attempts: retry.attempts,
          backoff: { type: 'exponential', delay: retry.backoffMs },
          removeOnComplete: KEEP_COMPLETED,
          removeOnFail: KEEP_FAILED,
        },
      });
      created.on('error', (error) =>
        options.logger?.warn({ err: error.message, queue: definition.name }, 'queue error'),
      );
      try {
        await created.waitUntilReady();
        return created;
      } catch (error) {
        ready = undefined;
        await created.close().catch(() => undefined);
        throw error;
      }
    })();
    return ready;
  };

  const guarded = async <T>(action: (q: Queue) => Promise<T>): Promise<T> => {
    try {
      return await action(await queue());
    } catch (error) {
      if (error instanceof QueueUnavailableError) throw error;
      if (isUnreachable(error) || connection.status !== 'ready') {
        throw new QueueUnavailableError(definition.name, { cause: error });
      }
      throw error;
    }
  };

  return {
    definition,
    ready: (timeoutMs = 10_000) => waitForRedis(connection, timeoutMs),
    async enqueue(job, { id, at, delayMs, priority }) {
      // Redis is a network call too: a job for a row is enqueued after the row's commit.
      assertNoOpenTransaction(`Enqueueing a job on queue '${definition.name}'`);
      checkJobId(definition.name, id);
      const parsed = parseJob(definition, job);
      const delay = Math.max(0, at ? at.getTime() - now() : (delayMs ?? 0));
      const jobOptions: JobsOptions = {
        jobId: id,
        ...(delay > 0 ? { delay } : {}),
        ...(priority ? { priority } : {}),
      };
      await guarded((q) => q.add(parsed.name, parsed.data, jobOptions));
    },
    state: (id) => guarded((q) => q.getJobState(id)),
    async findJobs(ids) {
      return guarded(async (q) => {
        // A job is its hash: every job has a `timestamp` (when added), and `finishedOn` once it
        // completed or failed for good (BullMQ's job fields, as Job.fromId reads them).
        const pipeline = connection.pipeline();
        for (const id of ids) pipeline.hmget(q.toKey(id), 'timestamp', 'finishedOn');
        const replies = (await pipeline.exec()) ?? [];
        const found = new Map<string, FoundJob>();
        replies.forEach(([error, fields], i) => {
          if (error) throw error;
          const [timestamp, finishedOn] = fields as (string | null)[];
          if (timestamp === null || timestamp === undefined) return;
          found.set(ids[i]!, finishedOn ? { finishedOn: Number(finishedOn) } : {});
        });
        return found;
      });
    },
    async removeFinished(id, before) {
      return guarded(async (q) => {
        const job = await q.getJob(id);
        if (!job?.finishedOn || job.finishedOn >= before) return false;
        if (!(await job.isCompleted()) && !(await job.isFailed())) return false;
        await job.remove();
        return true;
      });
    },
    async remove(id) {
      assertNoOpenTransaction(`Removing a job from queue '${definition.name}'`);
      await guarded(async (q) => {
        const job = await q.getJob(id);
        if (job && !(await job.isActive())) await job.remove();
      });
    },
    counts: () => guarded((q) => q.getJobCounts('waiting', 'delayed', 'active', 'failed')),
    async close() {
      const created = await ready?.catch(() => undefined);
      await created?.close();
      connection.disconnect();
    },
  };
}
