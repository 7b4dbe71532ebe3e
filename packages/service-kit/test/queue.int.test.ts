import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { defineQueue, type AnyQueueDefinition } from '@cardsmith/contracts';
import { QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { migrateToLatest } from '../src/db.js';
import { toErrorResponse } from '../src/errors.js';
import { createLogger } from '../src/logger.js';
import {
  bullPrefix,
  createProducer,
  QUEUE_UNAVAILABLE_MESSAGE,
  QueueUnavailableError,
} from '../src/queue/producer.js';
import { startReconciler, type Repeat } from '../src/queue/reconciler.js';
import { startJobWorker, type JobWorker, type JobWorkerOptions } from '../src/queue/worker.js';
import { createTestServiceContext } from '../../testing/src/index.js';
import { holdQueue } from './fixtures/queues.js';

interface KitDb {
  due_row: { id: string; status: string };
}

const infra = inject('infra');
const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };
const logger = createLogger('queue-kit-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const ctx = createTestServiceContext<KitDb>(infra, 'queue_kit');
const db: Kysely<KitDb> = ctx.db;
const plainRedis = new Redis(infra.redisUrl);

/** Everything a test starts is closed after it, whatever happened, last started first. */
const cleanups: (() => Promise<unknown>)[] = [];
function closeAfter<T>(thing: T, close: (t: T) => Promise<unknown>): T {
  cleanups.push(() => close(thing));
  return thing;
}
afterEach(async () => {
  for (const close of cleanups.splice(0).reverse()) await close();
});

beforeAll(async () => {
  await migrateToLatest(db as Kysely<any>, 'queue_kit', {
    '0001_due_row': {
      up: (m) =>
        m.schema
          .createTable('due_row')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('status', 'text', (c) => c.notNull())
          .execute(),
    },
  });
});
afterAll(async () => {
  await deleteKeys(`${bullPrefix(infra.redisPrefix)}:kit-*`);
  plainRedis.disconnect();
  await ctx.close();
});

/** Deletes keys by this run's prefix only: the Redis is shared with other engineers' runs. */
async function deleteKeys(pattern: string): Promise<void> {
  for await (const keys of plainRedis.scanStream({ match: pattern, count: 500 })) {
    if ((keys as string[]).length) await plainRedis.del(...(keys as string[]));
  }
}

const noteQueue = (what: string) =>
  defineQueue({
    name: `kit-${what}-${randomUUID().slice(0, 8)}`,
    jobs: { note: z.object({ text: z.string() }) },
  });
type NoteQueue = ReturnType<typeof noteQueue>;

function producerFor(queue: NoteQueue, attempts = 3) {
  return closeAfter(
    createProducer(queue, { ...connection, logger, retry: { attempts, backoffMs: 10 } }),
    (p) => p.close(),
  );
}

async function workerFor<Q extends AnyQueueDefinition>(
  options: Omit<JobWorkerOptions<Q>, 'redisUrl' | 'redisPrefix' | 'logger'> &
    Partial<Pick<JobWorkerOptions<Q>, 'logger'>>,
): Promise<JobWorker> {
  const worker = await startJobWorker({ ...connection, logger, ...options });
  return closeAfter(worker, (w) => w.stop());
}

/** BullMQ's own event stream of a queue: tests await a job's end instead of sleeping. */
async function finishedJobs(queueName: string) {
  const client = new Redis(infra.redisUrl, { maxRetriesPerRequest: null });
  const events = closeAfter(
    new QueueEvents(queueName, { connection: client, prefix: bullPrefix(infra.redisPrefix) }),
    async (e) => {
      await e.close();
      client.disconnect();
    },
  );
  await events.waitUntilReady();
  return (event: 'completed' | 'failed', jobId: string) =>
    new Promise<void>((resolve) => {
      const listener = (args: { jobId: string }) => {
        if (args.jobId !== jobId) return;
        events.off(event, listener);
        resolve();
      };
      events.on(event, listener);
    });
}

function countRuns() {
  const runs = new Map<string, number>();
  return { runs, record: (id: string) => runs.set(id, (runs.get(id) ?? 0) + 1) };
}

describe('producer and worker on real Redis', () => {
  it('runs a job enqueued twice under one row id once, and ignores it after it ran', async () => {
    const queue = noteQueue('dup');
    const producer = producerFor(queue);
    const finished = await finishedJobs(queue.name);
    const { runs, record } = countRuns();
    const texts: string[] = [];
    const id = randomUUID();
    const first = finished('completed', id);
    await Promise.all([
      producer.enqueue({ name: 'note', data: { text: 'first' } }, { id }),
      producer.enqueue({ name: 'note', data: { text: 'second' } }, { id }),
    ]);
    await workerFor({
      definition: queue,
      handlers: {
        note: async (data, job) => {
          texts.push(data.text);
          record(job.id);
        },
      },
    });
    await first;

    await producer.enqueue({ name: 'note', data: { text: 'again' } }, { id });
    expect(await producer.state(id)).toBe('completed');
    // One worker, one job at a time, first in first out: had the repeat been queued, it would
    // have run before this later job.
    const later = randomUUID();
    const laterDone = finished('completed', later);
    await producer.enqueue({ name: 'note', data: { text: 'later' } }, { id: later });
    await laterDone;
    expect(runs.get(id)).toBe(1);
    expect(texts).toEqual(['first', 'later']);
  });

  it('delays a job to the instant it is for, measured on the injected clock', async () => {
    const queue = noteQueue('at');
    const producer = closeAfter(
      createProducer(queue, { ...connection, now: () => Date.parse('2026-01-01T00:00:00Z') }),
      (p) => p.close(),
    );
    const id = randomUUID();
    await producer.enqueue(
      { name: 'note', data: { text: 'later' } },
      { id, at: new Date('2026-01-01T01:00:00Z') },
    );
    expect(await producer.state(id)).toBe('delayed');
  });

  it('retries a failing job with backoff and logs each run with the job id', async () => {
    const queue = noteQueue('retry');
    const producer = producerFor(queue, 3);
    const finished = await finishedJobs(queue.name);
    const lines: { jobId?: string; attempt?: number; msg: string }[] = [];
    const recording = pino({ level: 'info' }, { write: (line) => lines.push(JSON.parse(line)) });
    const attempts: number[] = [];
    const id = randomUUID();
    await workerFor({
      definition: queue,
      logger: recording,
      handlers: {
        note: async (_data, job) => {
          attempts.push(job.attempt);
          if (job.attempt < 3) throw new Error('not yet');
        },
      },
    });
    const completed = finished('completed', id);
    await producer.enqueue({ name: 'note', data: { text: 'x' } }, { id });
    await completed;
    expect(attempts).toEqual([1, 2, 3]);
    expect(lines.filter((l) => l.jobId === id).map((l) => [l.attempt, l.msg])).toEqual([
      [1, 'job started'],
      [1, 'job failed'],
      [2, 'job started'],
      [2, 'job failed'],
      [3, 'job started'],
      [3, 'job completed'],
    ]);
  });

  it('finds the jobs of many ids at once: none, waiting or delayed, finished and when', async () => {
    const queue = noteQueue('find');
    const producer = producerFor(queue);
    const finished = await finishedJobs(queue.name);
    const [done, later, missing] = [randomUUID(), randomUUID(), randomUUID()];
    const completed = finished('completed', done);
    const before = Date.now();
    await workerFor({ definition: queue, handlers: { note: async () => undefined } });
    await producer.enqueue({ name: 'note', data: { text: 'now' } }, { id: done });
    await completed;
    await producer.enqueue(
      { name: 'note', data: { text: 'later' } },
      { id: later, delayMs: 60_000 },
    );

    const found = await producer.findJobs([done, later, missing]);
    expect([...found.keys()].sort()).toEqual([done, later].sort());
    expect(found.get(later)).toEqual({});
    expect(found.get(done)!.finishedOn).toBeGreaterThanOrEqual(before);
    expect(found.get(done)!.finishedOn).toBeLessThanOrEqual(Date.now());
    expect(await producer.findJobs([])).toEqual(new Map());
  });

  it('refuses a job whose payload breaks the contract before it reaches Redis', async () => {
    const queue = noteQueue('bad');
    const producer = producerFor(queue);
    const id = randomUUID();
    await expect(
      producer.enqueue({ name: 'note', data: { text: 7 } } as never, { id }),
    ).rejects.toThrow(/breaks its contract: data.text/);
    await expect(
      producer.enqueue({ name: 'note', data: { text: 'x' } }, { id: '42' }),
    ).rejects.toThrow(/must be a database row id/);
    expect(await producer.state(id)).toBe('unknown');
  });
});

describe('stopping a worker', () => {
  it('lets the running job finish before it stops', async () => {
    const queue = noteQueue('graceful');
    const producer = producerFor(queue);
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const finished: string[] = [];
    const worker = await workerFor({
      definition: queue,
      handlers: {
        note: async (_data, job) => {
          started();
          await new Promise<void>((r) => (release = r));
          finished.push(job.id);
        },
      },
    });
    const id = randomUUID();
    await producer.enqueue({ name: 'note', data: { text: 'x' } }, { id });
    await running;
    const stopped = worker.stop(60_000);
    release();
    await stopped;
    expect(finished).toEqual([id]);
    expect(await producer.state(id)).toBe('completed');
  });

  it('hands a job still running past the grace period back to the queue', async () => {
    const queue = noteQueue('handback');
    const producer = producerFor(queue);
    let started!: () => void;
    const running = new Promise<void>((r) => (started = r));
    const worker = await workerFor({
      definition: queue,
      handlers: {
        note: async (_data, job) => {
          started();
          await new Promise((_resolve, reject) =>
            job.signal.addEventListener('abort', () => reject(new Error('stopped'))),
          );
        },
      },
    });
    const id = randomUUID();
    await producer.enqueue({ name: 'note', data: { text: 'x' } }, { id });
    await running;
    await worker.stop(0);
    expect(await producer.state(id)).toBe('waiting');

    const finished = await finishedJobs(queue.name);
    const completed = finished('completed', id);
    await workerFor({ definition: queue, handlers: { note: async () => undefined } });
    await completed;
  });
});

describe('a worker killed mid-job', () => {
  it('has its job taken by another worker once its lock lapses', async () => {
    const queue = holdQueue(`kit-stalled-${randomUUID().slice(0, 8)}`);
    const producer = closeAfter(createProducer(queue, connection), (p) => p.close());
    const fixture = fileURLToPath(new URL('./fixtures/holding-worker.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      ['--conditions=@cardsmith/source', '--import', 'tsx', fixture],
      {
        env: {
          ...process.env,
          ...{ REDIS_URL: infra.redisUrl, REDIS_PREFIX: infra.redisPrefix, QUEUE_NAME: queue.name },
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = once(child, 'exit');
    closeAfter(child, async (c) => {
      if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
      await exited;
    });
    const lines = createInterface({ input: child.stdout! });
    const nextLine = () => once(lines, 'line').then(([line]) => line as string);

    expect(await nextLine()).toBe('ready');
    const id = randomUUID();
    await producer.enqueue({ name: 'hold', data: { note: 'x' } }, { id });
    expect(await nextLine()).toBe(`holding ${id}`);
    child.kill('SIGKILL');
    await exited;
    expect(await producer.state(id)).toBe('active');

    const taken = new Promise<string>((resolve) => {
      void workerFor({
        definition: queue,
        stalledIntervalMs: 100,
        handlers: { hold: async (_data, job) => resolve(job.id) },
      });
    });
    expect(await taken).toBe(id);
  }, 30_000);
});

describe('a producer when Redis is down', () => {
  /** A TCP hop to the real Redis that the test can cut and restore on the same port. */
  async function cuttableRedis() {
    const upstream = new URL(infra.redisUrl);
    const sockets = new Set<Socket>();
    const proxy = createServer((client) => {
      const server = connect(Number(upstream.port || 6379), upstream.hostname);
      for (const socket of [client, server]) {
        sockets.add(socket);
        socket.on('error', () => undefined);
        socket.on('close', () => {
          client.destroy();
          server.destroy();
          sockets.delete(socket);
        });
      }
      client.pipe(server).pipe(client);
    });
    const listen = (port: number) =>
      new Promise<number>((resolve) =>
        proxy.listen(port, '127.0.0.1', () => resolve((proxy.address() as AddressInfo).port)),
      );
    const port = await listen(0);
    const cut = async () => {
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    };
    closeAfter(proxy, () => (proxy.listening ? cut() : Promise.resolve()));
    return { url: `redis://127.0.0.1:${port}`, cut, restore: () => listen(port) };
  }

  it('fails at once with a 503 and a clear sentence, and works again once Redis is back', async () => {
    const queue = noteQueue('down');
    const redis = await cuttableRedis();
    const producer = closeAfter(
      createProducer(queue, { redisUrl: redis.url, redisPrefix: infra.redisPrefix, logger }),
      (p) => p.close(),
    );
    await producer.ready();
    await producer.enqueue({ name: 'note', data: { text: 'before' } }, { id: randomUUID() });

    await redis.cut();
    const failure = await producer
      .enqueue({ name: 'note', data: { text: 'during' } }, { id: randomUUID() })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(QueueUnavailableError);
    expect(toErrorResponse(failure)).toEqual({
      status: 503,
      body: { code: 'service_unavailable', message: QUEUE_UNAVAILABLE_MESSAGE },
    });

    await redis.restore();
    await producer.ready();
    const after = randomUUID();
    await producer.enqueue({ name: 'note', data: { text: 'after' } }, { id: after });
    expect(await producer.state(after)).toBe('waiting');
  });
});

describe('the reconciler', () => {
  /** A repeat the test ticks by hand, so no test waits for the interval. */
  function manualRepeat() {
    const scheduled: { task: () => void; everyMs: number }[] = [];
    const repeat: Repeat = (task, everyMs) => {
      scheduled.push({ task, everyMs });
      return () => scheduled.splice(0);
    };
    return { repeat, scheduled };
  }

  async function insertDueRows(count: number): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    await db
      .insertInto('due_row')
      .values(ids.map((id) => ({ id, status: 'scheduled' })))
      .execute();
    return ids;
  }

  /** Postgres says which rows should have a job: the test's rows still scheduled. */
  const findDueAmong = (ids: string[]) => async () => {
    const rows = await db
      .selectFrom('due_row')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'scheduled')
      .execute();
    return rows.map(({ id }) => ({ id, job: { name: 'note' as const, data: { text: id } } }));
  };

  /** The handler every real worker has: it moves its row on only if the row is still due. */
  const markSent = (id: string) =>
    db
      .updateTable('due_row')
      .set({ status: 'sent' })
      .where('id', '=', id)
      .where('status', '=', 'scheduled')
      .execute();

  /** A worker whose every run is counted and sends its row (moves it on if still due). */
  const sendingWorker = (queue: NoteQueue, record: (id: string) => void) =>
    workerFor({
      definition: queue,
      handlers: {
        note: async (_data, job) => {
          record(job.id);
          await markSent(job.id);
        },
      },
    });

  it('after Redis lost every job, enqueues each due row again and each runs exactly once', async () => {
    const queue = noteQueue('flushed');
    const producer = producerFor(queue);
    const ids = await insertDueRows(5);
    for (const id of ids) await producer.enqueue({ name: 'note', data: { text: id } }, { id });

    await deleteKeys(`${bullPrefix(infra.redisPrefix)}:${queue.name}:*`);
    for (const id of ids) expect(await producer.state(id)).toBe('unknown');

    const { repeat, scheduled } = manualRepeat();
    const reconciler = closeAfter(
      // Two rows a lookup: the pass works through its five rows in three batches.
      startReconciler({
        producer,
        findDue: findDueAmong(ids),
        logger,
        intervalMs: 60_000,
        repeat,
        batchSize: 2,
      }),
      (r) => r.stop(),
    );
    // The pass at start put every job back; a second pass, queued behind it, finds none missing.
    expect(await reconciler.reconcile()).toEqual({ added: 0, replaced: 0 });
    expect(scheduled.map((s) => s.everyMs)).toEqual([60_000]);
    for (const id of ids) expect(await producer.state(id)).toBe('waiting');

    const { runs, record } = countRuns();
    let allRan!: () => void;
    const ran = new Promise<void>((r) => (allRan = r));
    // Counted once each row is marked: with three jobs at once, the last job to start is not
    // always the last to finish its UPDATE.
    let marked = 0;
    await workerFor({
      definition: queue,
      concurrency: 3,
      handlers: {
        note: async (_data, job) => {
          record(job.id);
          await markSent(job.id);
          if (++marked === ids.length) allRan();
        },
      },
    });
    await ran;
    // The interval's pass and one more: with every row sent, nothing is due any more.
    scheduled[0]!.task();
    expect(await reconciler.reconcile()).toEqual({ added: 0, replaced: 0 });
    expect(Object.fromEntries(runs)).toEqual(Object.fromEntries(ids.map((id) => [id, 1])));
    const left = await db.selectFrom('due_row').select('status').where('id', 'in', ids).execute();
    expect(left.every((row) => row.status === 'sent')).toBe(true);
  });

  it('replaces a job that finished while its row is still due, and leaves live jobs alone', async () => {
    const queue = noteQueue('finished');
    const producer = producerFor(queue, 1);
    const finished = await finishedJobs(queue.name);
    const [failing, completedEarly, waiting] = await insertDueRows(3);
    const { runs, record } = countRuns();
    const worker = await workerFor({
      definition: queue,
      handlers: {
        note: async (_data, job) => {
          record(job.id);
          if (job.id === failing && runs.get(job.id) === 1) throw new Error('provider down');
          if (job.id !== completedEarly || runs.get(job.id)! > 1) await markSent(job.id);
        },
      },
    });
    const firstRuns = [finished('failed', failing!), finished('completed', completedEarly!)];
    await producer.enqueue({ name: 'note', data: { text: 'f' } }, { id: failing! });
    await producer.enqueue({ name: 'note', data: { text: 'c' } }, { id: completedEarly! });
    await Promise.all(firstRuns);
    await worker.stop();
    await producer.enqueue({ name: 'note', data: { text: 'w' } }, { id: waiting! });

    const passes: { msg: string; added: number; replaced: number }[] = [];

    const reconciler = closeAfter(
      startReconciler({
        producer,
        findDue: findDueAmong([failing!, completedEarly!, waiting!]),
        logger: pino({ level: 'info' }, { write: (line) => passes.push(JSON.parse(line)) }),
        repeat: manualRepeat().repeat,
        batchSize: 2,
      }),
      (r) => r.stop(),
    );
    // The pass at start replaced both finished jobs; the waiting one needed nothing.
    expect(await reconciler.reconcile()).toEqual({ added: 0, replaced: 0 });
    expect(passes).toMatchObject([{ msg: 'queue reconciled', added: 0, replaced: 2 }]);
    expect(await producer.state(failing!)).toBe('waiting');
    expect(await producer.state(completedEarly!)).toBe('waiting');

    const secondRuns = [failing!, completedEarly!, waiting!].map((id) => finished('completed', id));
    await sendingWorker(queue, record);
    await Promise.all(secondRuns);
    expect(Object.fromEntries(runs)).toEqual({
      [failing!]: 2,
      [completedEarly!]: 2,
      [waiting!]: 1,
    });
  });

  it('keeps a job that finished after the pass read Postgres: its row may have moved on since', async () => {
    const queue = noteQueue('finished-since');
    const producer = producerFor(queue, 1);
    const finished = await finishedJobs(queue.name);
    const [id] = await insertDueRows(1);
    const { runs, record } = countRuns();
    await producer.enqueue({ name: 'note', data: { text: 'x' } }, { id: id! });
    // The pass at start reads the row while it is still due; its job runs and sends right after.
    let first = true;
    const readThenFinish = async () => {
      const due = await findDueAmong([id!])();
      if (first) {
        first = false;
        const done = finished('completed', id!);
        await sendingWorker(queue, record);
        await done;
      }
      return due;
    };
    const passes: { msg: string }[] = [];
    const reconciler = closeAfter(
      startReconciler({
        producer,
        findDue: readThenFinish,
        logger: pino({ level: 'info' }, { write: (line) => passes.push(JSON.parse(line)) }),
        repeat: manualRepeat().repeat,
      }),
      (r) => r.stop(),
    );
    expect(await reconciler.reconcile()).toEqual({ added: 0, replaced: 0 });
    expect(passes).toEqual([]);
    expect(await producer.state(id!)).toBe('completed');
    expect(Object.fromEntries(runs)).toEqual({ [id!]: 1 });
  });
});
