import type { AnyQueueDefinition, QueueJob } from '@cardsmith/contracts';
import type { Kysely } from 'kysely';
import type { Logger } from '../logger.js';
import {
  createProducer,
  type QueueConnection,
  type QueueProducer,
  type RetryPolicy,
} from '../queue/producer.js';
import type { Repeat } from '../queue/reconciler.js';
import type { OutboxDb } from './outbox.js';

export interface OutboxRelayOptions extends QueueConnection {
  /** The service's database (its schema holds the `outbox` table). */
  db: Kysely<any>;
  /** Every queue this service writes outbox rows for. */
  queues: readonly AnyQueueDefinition[];
  logger: Logger;
  /** How often waiting rows are looked for (the latency of a job after its commit). */
  intervalMs?: number;
  /**
   * How often relayed rows are checked against Redis (and rows past `keepMs` deleted): a job
   * Redis lost after the relay (a flush, a failover) is enqueued again.
   */
  reconcileIntervalMs?: number;
  /** Relayed rows younger than this are checked; finished jobs stay in Redis a day. */
  reconcileWindowMs?: number;
  /** Relayed rows are deleted this long after they were relayed. */
  keepMs?: number;
  batchSize?: number;
  retry?: RetryPolicy;
  repeat?: Repeat;
  now?: () => number;
}

export interface RelayResult {
  /** Rows enqueued for the first time. */
  relayed: number;
  /** Relayed rows whose job was missing from Redis and was enqueued again. */
  restored: number;
}

export interface OutboxRelay {
  /** One pass; passes never overlap. `reconcile` also checks relayed rows against Redis. */
  relay(options?: { reconcile?: boolean }): Promise<RelayResult>;
  stop(): Promise<void>;
}

interface OutboxRow {
  id: string;
  queue: string;
  job_name: string;
  data: unknown;
  run_at: Date | null;
}

const repeatWithInterval: Repeat = (task, everyMs) => {
  const timer = setInterval(task, everyMs);
  timer.unref();
  return () => clearInterval(timer);
};

/**
 * Moves outbox rows onto their queues. A row is enqueued under its own id (BullMQ ignores a
 * second job with an id it holds), then marked relayed: a relay that dies between the two
 * enqueues it again on its next pass, and the duplicate collapses. Several processes may relay
 * the same table at once for the same reason. Rows stay a day after relaying so a job Redis
 * lost is put back, like the reconciler does for a service's own rows.
 */
export function startOutboxRelay(options: OutboxRelayOptions): OutboxRelay {
  const db = options.db as Kysely<OutboxDb>;
  const { logger, batchSize = 500 } = options;
  const now = options.now ?? Date.now;
  const reconcileIntervalMs = options.reconcileIntervalMs ?? 60_000;
  const reconcileWindowMs = options.reconcileWindowMs ?? 60 * 60 * 1000;
  const keepMs = options.keepMs ?? 24 * 60 * 60 * 1000;
  const producers = new Map<string, QueueProducer<AnyQueueDefinition>>(
    options.queues.map((definition) => [
      definition.name,
      createProducer(definition, {
        redisUrl: options.redisUrl,
        redisPrefix: options.redisPrefix,
        logger,
        ...(options.retry ? { retry: options.retry } : {}),
      }),
    ]),
  );

  const enqueue = async (rows: OutboxRow[]): Promise<string[]> => {
    const done: string[] = [];
    await Promise.all(
      rows.map(async (row) => {
        const producer = producers.get(row.queue);
        if (!producer) {
          logger.error(
            { queue: row.queue, id: row.id },
            'outbox row for a queue this relay has no producer for',
          );
          return;
        }
        const job = { name: row.job_name, data: row.data } as QueueJob<AnyQueueDefinition>;
        await producer.enqueue(job, { id: row.id, ...(row.run_at ? { at: row.run_at } : {}) });
        done.push(row.id);
      }),
    );
    return done;
  };

  const relayWaiting = async (): Promise<number> => {
    let relayed = 0;
    for (;;) {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'queue', 'job_name', 'data', 'run_at'])
        .where('relayed_at', 'is', null)
        .orderBy('created_at')
        .limit(batchSize)
        .execute();
      if (rows.length === 0) return relayed;
      const done = await enqueue(rows);
      if (done.length > 0) {
        await db
          .updateTable('outbox')
          .set({ relayed_at: new Date(now()) })
          .where('id', 'in', done)
          .where('relayed_at', 'is', null)
          .execute();
      }
      relayed += done.length;
      if (rows.length < batchSize || done.length < rows.length) return relayed;
    }
  };

  const restoreLost = async (): Promise<number> => {
    await db
      .deleteFrom('outbox')
      .where('relayed_at', '<', new Date(now() - keepMs))
      .execute();
    let restored = 0;
    for (const [queue, producer] of producers) {
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'queue', 'job_name', 'data', 'run_at'])
        .where('queue', '=', queue)
        .where('relayed_at', '>=', new Date(now() - reconcileWindowMs))
        .execute();
      for (let start = 0; start < rows.length; start += batchSize) {
        const batch = rows.slice(start, start + batchSize);
        const found = await producer.findJobs(batch.map((row) => row.id));
        restored += (await enqueue(batch.filter((row) => !found.has(row.id)))).length;
      }
    }
    return restored;
  };

  let lastReconcile = Number.NEGATIVE_INFINITY;
  const pass = async (reconcile: boolean): Promise<RelayResult> => {
    const relayed = await relayWaiting();
    let restored = 0;
    if (reconcile || now() - lastReconcile >= reconcileIntervalMs) {
      lastReconcile = now();
      restored = await restoreLost();
    }
    if (relayed || restored) logger.info({ relayed, restored }, 'outbox relayed');
    return { relayed, restored };
  };

  let last: Promise<unknown> = Promise.resolve();
  const relay = (relayOptions: { reconcile?: boolean } = {}) => {
    const run = () => pass(relayOptions.reconcile ?? false);
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
  const tick = () => {
    relay().catch((error: Error) =>
      logger.warn({ err: error.message }, 'outbox relay failed; tried again on the next pass'),
    );
  };
  tick();
  const cancel = (options.repeat ?? repeatWithInterval)(tick, options.intervalMs ?? 1000);
  return {
    relay,
    async stop() {
      cancel();
      await last;
      await Promise.all([...producers.values()].map((producer) => producer.close()));
    },
  };
}

/**
 * Runs the relay for as long as an API app is up: started when it is ready (so tests calling
 * `app.ready()` get it), stopped when it closes.
 */
export function installOutboxRelay(
  app: { addHook(name: 'onReady' | 'onClose', hook: () => Promise<void>): unknown },
  options: OutboxRelayOptions,
): { relay: OutboxRelay['relay'] } {
  let running: OutboxRelay | undefined;
  app.addHook('onReady', async () => {
    running = startOutboxRelay(options);
  });
  app.addHook('onClose', async () => {
    await running?.stop();
  });
  return {
    relay: (relayOptions) => {
      if (!running) throw new Error('The outbox relay runs once the app is ready.');
      return running.relay(relayOptions);
    },
  };
}
