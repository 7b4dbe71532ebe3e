import type { AddressInfo } from 'node:net';
import type { AnyQueueDefinition } from '@cardsmith/contracts';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { z } from 'zod';
import { BaseEnvSchema } from '../config.js';
import type { Migrations } from '../db.js';
import { createMetricsServer } from '../metrics.js';
import { exitOnSignal, startRuntime, type ServiceContext } from '../run.js';
import { startOutboxRelay } from '../outbox/relay.js';
import { HandlerMapError, type JobHandlers } from './handlers.js';
import { createQueueMetrics } from './metrics.js';
import { createProducer, type QueueProducer, type RetryPolicy } from './producer.js';
import { startReconciler, type DueJob } from './reconciler.js';
import { startJobWorker } from './worker.js';

/** Env every worker process reads, on top of the service's own keys. */
export const WorkerEnvSchema = BaseEnvSchema.extend({
  /** Jobs this process runs at once. */
  WORKER_CONCURRENCY: z.coerce.number().int().positive().default(1),
  /** Port of the worker's /healthz and /metrics; the worker's `defaultMetricsPort` when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** On SIGTERM, how long running jobs may finish before they go back to the queue. */
  WORKER_STOP_GRACE_MS: z.coerce.number().int().nonnegative().default(25_000),
  /** How often due rows missing from Redis are enqueued again. */
  QUEUE_RECONCILE_INTERVAL_MS: z.coerce.number().int().positive().default(60_000),
  /**
   * How long a job stays claimed without a sign of life from its worker; a killed worker's job is
   * run by another once this lapses. Longer than the event loop may stall under load.
   */
  WORKER_LOCK_DURATION_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the worker looks for jobs whose worker died. */
  WORKER_STALLED_INTERVAL_MS: z.coerce.number().int().min(1000).default(30_000),
  /** How often the outbox relay looks for rows to enqueue (a worker that writes an outbox). */
  OUTBOX_RELAY_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
});
export type WorkerConfig = z.infer<typeof WorkerEnvSchema>;

/** What a worker's handlers are built from: the process's runtime, plus what the worker owns. */
export interface WorkerContext<
  C extends WorkerConfig,
  DB,
  Q extends AnyQueueDefinition,
> extends ServiceContext<C, DB> {
  /** The producer of the worker's own queue, for handlers that enqueue a further job. */
  producer: QueueProducer<Q>;
  /**
   * Registers what the handlers opened (an SMTP pool...) to close after the worker stopped, before
   * the pools close: the handlers' factory keeps its connections, not the module.
   */
  onClose(close: () => Promise<void> | void): void;
}

export interface RunWorkerOptions<
  S extends typeof WorkerEnvSchema,
  DB,
  Q extends AnyQueueDefinition,
> {
  /** Process name: the logger's name and the `service` label of every metric. */
  name: string;
  /** Postgres schema the service owns. */
  schema: string;
  configSchema: S;
  migrations: Migrations;
  queue: Q;
  defaultMetricsPort: number;
  /** One handler per job name of the queue, built once from the process's config, db and Redis. */
  handlers: (
    context: WorkerContext<z.output<S>, DB, Q>,
  ) => JobHandlers<Q> | Promise<JobHandlers<Q>>;
  /** Rows that should have a job; given, the reconciler runs at start and on an interval. */
  findDue?: (context: ServiceContext<z.output<S>, DB>) => Promise<DueJob<Q>[]>;
  /** Retries of jobs the reconciler enqueues; keep it equal to the service's producer's. */
  retry?: RetryPolicy;
  /**
   * The queues of other services this worker writes outbox rows for (packages/service-kit
   * README, "The outbox"); given, the process runs the relay of its service's `outbox` table.
   */
  outboxQueues?: readonly AnyQueueDefinition[];
}

/**
 * The one way a worker process starts: config, logger, Postgres (own schema, migrations), Redis,
 * the queue's worker with its handler map checked, the reconciler, /healthz and /metrics on
 * METRICS_PORT, and on SIGTERM/SIGINT a stop that lets running jobs finish or hands them back.
 */
export async function runWorker<S extends typeof WorkerEnvSchema, DB, Q extends AnyQueueDefinition>(
  options: RunWorkerOptions<S, DB, Q>,
): Promise<void> {
  const context = await startRuntime<S, DB>(options);
  const { config, logger, db, redis } = context;
  const connection = { redisUrl: config.REDIS_URL, redisPrefix: config.REDIS_PREFIX };

  const registry = new Registry();
  registry.setDefaultLabels({ service: options.name });
  collectDefaultMetrics({ register: registry });
  const producer = createProducer(options.queue, {
    ...connection,
    logger,
    ...(options.retry ? { retry: options.retry } : {}),
  });
  await producer.ready();
  const metrics = createQueueMetrics(registry, options.queue.name, producer.counts);

  const closes: (() => Promise<void> | void)[] = [];
  const onClose = (close: () => Promise<void> | void) => {
    closes.push(close);
  };
  let worker;
  try {
    worker = await startJobWorker({
      ...connection,
      definition: options.queue,
      handlers: await options.handlers({ ...context, producer, onClose }),
      logger,
      concurrency: config.WORKER_CONCURRENCY,
      lockDurationMs: config.WORKER_LOCK_DURATION_MS,
      stalledIntervalMs: config.WORKER_STALLED_INTERVAL_MS,
      metrics,
    });
  } catch (error) {
    if (error instanceof HandlerMapError) {
      console.error(`[${options.name}] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const findDue = options.findDue;
  const reconciler = findDue
    ? startReconciler({
        producer,
        findDue: () => findDue(context),
        logger,
        intervalMs: config.QUEUE_RECONCILE_INTERVAL_MS,
      })
    : undefined;

  const relay = options.outboxQueues
    ? startOutboxRelay({
        ...connection,
        db,
        queues: options.outboxQueues,
        logger,
        intervalMs: config.OUTBOX_RELAY_INTERVAL_MS,
        reconcileIntervalMs: config.QUEUE_RECONCILE_INTERVAL_MS,
        ...(options.retry ? { retry: options.retry } : {}),
      })
    : undefined;

  let stopping = false;
  const server = createMetricsServer(registry, { healthy: () => !stopping });
  const port = config.METRICS_PORT ?? options.defaultMetricsPort;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  logger.info(
    { port: (server.address() as AddressInfo).port },
    'worker health and metrics listening',
  );

  const graceMs = config.WORKER_STOP_GRACE_MS;
  exitOnSignal(
    logger,
    async () => {
      stopping = true;
      await reconciler?.stop();
      await worker.stop(graceMs);
      await relay?.stop();
      for (const close of closes) await close();
      await producer.close();
      await new Promise((resolve) => server.close(resolve));
      await db.destroy();
      redis.disconnect();
      await context.tracing?.shutdown();
    },
    graceMs + 10_000,
  );
}
