import type { AnyQueueDefinition } from '@cardsmith/contracts';
import { UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { queueTelemetry } from '../tracing.js';
import { checkHandlers, type JobContext, type JobHandlers } from './handlers.js';
import type { QueueMetrics } from './metrics.js';
import { bullPrefix, parseJob, type QueueConnection } from './producer.js';

export interface JobWorkerOptions<Q extends AnyQueueDefinition> extends QueueConnection {
  definition: Q;
  handlers: JobHandlers<Q>;
  logger: Logger;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /**
   * How long a job stays claimed without a sign of life from its worker. A killed worker's job
   * is taken by another once this lapses and a stalled check runs.
   */
  lockDurationMs?: number;
  /** How often this worker looks for jobs whose worker died. */
  stalledIntervalMs?: number;
  metrics?: QueueMetrics;
}

export interface JobWorker {
  /**
   * Takes no new job, waits up to `graceMs` for the running ones, then hands any still running
   * back to the queue (another worker runs them) and aborts their `signal`.
   */
  stop(graceMs?: number): Promise<void>;
}

interface Running {
  job: Job;
  token: string;
}

/**
 * The worker's core without process concerns (signals, env, HTTP), so tests run it in-process:
 * validates every job against the queue's contract, dispatches it to its handler with a child
 * logger, counts it, and stops cleanly.
 */
export async function startJobWorker<Q extends AnyQueueDefinition>(
  options: JobWorkerOptions<Q>,
): Promise<JobWorker> {
  const { definition, handlers, metrics } = options;
  checkHandlers(definition, handlers);
  const queue = definition.name;
  const running = new Map<string, Running>();
  const handedBack = new Set<string>();

  const run = async (job: Job, token?: string, signal?: AbortSignal): Promise<void> => {
    const id = job.id!;
    const attempt = job.attemptsMade + 1;
    const logger = options.logger.child({ queue, job: job.name, jobId: id, attempt });
    let parsed: { name: string; data: unknown };
    try {
      parsed = parseJob(definition, { name: job.name, data: job.data });
    } catch (error) {
      logger.error({ err: (error as Error).message }, 'job refused');
      throw new UnrecoverableError((error as Error).message);
    }
    const handler = handlers[parsed.name as keyof JobHandlers<Q>] as (
      data: unknown,
      context: JobContext,
    ) => Promise<void>;
    running.set(id, { job, token: token! });
    const started = performance.now();
    const labels = { queue, job: parsed.name };
    logger.info('job started');
    try {
      await handler(parsed.data, {
        id,
        attempt,
        logger,
        signal: signal ?? new AbortController().signal,
      });
      const seconds = (performance.now() - started) / 1000;
      metrics?.completed.inc(labels);
      metrics?.duration.observe(labels, seconds);
      logger.info({ durationMs: Math.round(seconds * 1000) }, 'job completed');
    } catch (error) {
      if (handedBack.has(id)) {
        logger.info('job handed back to the queue');
      } else {
        metrics?.failed.inc(labels);
        const willRetry = attempt < (job.opts.attempts ?? 1);
        logger.warn({ err: error, willRetry }, 'job failed');
      }
      throw error;
    } finally {
      running.delete(id);
    }
  };

  const connection = new Redis(options.redisUrl, { maxRetriesPerRequest: null });
  connection.on('error', (error) =>
    options.logger.warn({ err: error.message, queue }, 'redis error'),
  );
  const worker = new Worker(queue, run, {
    connection,
    prefix: bullPrefix(options.redisPrefix),
    concurrency: options.concurrency ?? 1,
    ...queueTelemetry(),
    ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs } : {}),
    ...(options.stalledIntervalMs ? { stalledInterval: options.stalledIntervalMs } : {}),
  });
  // Errors after a hand-back (the lock is gone) are expected; others are worth a line.
  worker.on('error', (error) => options.logger.warn({ err: error.message, queue }, 'worker error'));
  worker.on('stalled', (jobId) =>
    options.logger.warn({ queue, jobId }, 'job stalled: its worker died, it runs again'),
  );
  await worker.waitUntilReady();
  options.logger.info({ queue, concurrency: worker.concurrency }, 'worker started');

  let stopping: Promise<void> | undefined;
  const stop = async (graceMs: number) => {
    const closed = worker.close();
    let timer: NodeJS.Timeout | undefined;
    const finishedInTime = await Promise.race([
      closed.then(() => true),
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearTimeout(timer);
    if (!finishedInTime) {
      await Promise.all(
        [...running.entries()].map(async ([id, { job, token }]) => {
          handedBack.add(id);
          await job.moveToWait(token).catch((error: Error) => {
            options.logger.warn({ err: error.message, queue, jobId: id }, 'hand-back failed');
          });
        }),
      );
      worker.cancelAllJobs('the worker is stopping; the job went back to the queue');
      await closed;
    }
    connection.disconnect();
    options.logger.info({ queue }, 'worker stopped');
  };
  return {
    stop: (graceMs = 25_000) => (stopping ??= stop(graceMs)),
  };
}

/**
 * Runs a worker for one of the service's own queues inside its API process for as long as the
 * app is up (started when it is ready, stopped when it closes), for light jobs that only write
 * the service's own rows: the events other services send it through their outboxes.
 */
export function installJobWorker<Q extends AnyQueueDefinition>(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  options: JobWorkerOptions<Q>,
): void {
  let worker: JobWorker | undefined;
  app.addHook('onReady', async () => {
    worker = await startJobWorker(options);
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}
