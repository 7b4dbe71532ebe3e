import { createGroupsClient, createSharesClient } from '../src/adapters/cards-client.js';
import { createPrintClient } from '../src/adapters/print-client.js';
import { EmailJobs } from '../src/email/email-jobs.js';
import { PostDeliveries } from '../src/deliveries/post-deliveries.js';
import { PrintOrdering } from '../src/deliveries/print-ordering.js';
import { ScheduledShares } from '../src/deliveries/scheduled-shares.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import {
  DeliveriesQueue,
  SCHEDULE_MESSAGES as M,
  type EmailJob,
  type ScheduledShare,
} from '@cardsmith/contracts';
import { EmailRenderer } from '@cardsmith/emails';
import {
  createProducer,
  startJobWorker,
  startReconciler,
  type JobWorker,
} from '@cardsmith/service-kit';
import { startMigratedInfra, TEST_INTERNAL_SECRET, type TestInfra } from '@cardsmith/testing';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChannels } from '../src/channels/channels.js';
import { OutboxRepository } from '../src/channels/outbox.repository.js';
import { UnsubscribesRepository } from '../src/channels/unsubscribes.repository.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { deliveryJobs } from '../src/deliveries/delivery-jobs.js';
import { DeliverySender } from '../src/sending/delivery-sender.js';
import { findDueJobs } from '../src/sending/due-jobs.js';
import { TaskSender } from '../src/sending/task-sender.js';
import { TasksRepository } from '../src/tasks/tasks.repository.js';
import { insertDue, outcomes } from './deliveries-fixtures.js';
import { migrations } from '../migrations/index.js';
import { startApp, testConfig as sharedTestConfig } from './support.js';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LEASE_MS = 3000;

// This file's workers and reconcilers take every due delivery of their database and empty their
// Redis queue: on a database and prefix of its own, they never touch another file's rows or jobs.
let infra: TestInfra;
let running: Awaited<ReturnType<typeof startApp>>;
let producer: ReturnType<typeof createProducer<typeof DeliveriesQueue>>;
const stops: (() => Promise<void>)[] = [];
const testConfig = () => sharedTestConfig({}, infra);

beforeAll(async () => {
  infra = await startMigratedInfra([{ schema: 'scheduler', migrations }]);
  running = await startApp({}, infra);
  const config = testConfig();
  producer = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
});

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

afterAll(async () => {
  await producer.close();
  await running.close();
  await infra.stop();
});

function sender() {
  const config = testConfig();
  return new DeliverySender({
    emails: new EmailRenderer(),
    repository: new DeliveriesRepository(running.db),
    ...createChannels(config, new OutboxRepository(running.db)),
    jobs: deliveryJobs(producer),
    publicOrigin: config.PUBLIC_ORIGIN,
    sendingLeaseMs: LEASE_MS,
    attempts: 5,
    resendAfterMs: 72 * 3600_000,
    shares: createSharesClient(testConfig().CARDS_URL, TEST_INTERNAL_SECRET),
  });
}

function taskSender() {
  const config = testConfig();
  return new TaskSender({
    emails: new EmailRenderer(),
    tasks: new TasksRepository(running.db),
    deliveries: new DeliveriesRepository(running.db),
    email: createChannels(config, new OutboxRepository(running.db)).email,
    unsubscribes: new UnsubscribesRepository(running.db),
    publicOrigin: config.PUBLIC_ORIGIN,
    sendingLeaseMs: LEASE_MS,
    attempts: 5,
    groups: createGroupsClient(config.CARDS_URL, TEST_INTERNAL_SECRET),
  });
}

/** The jobs other services produce, and print orders: handled as the worker does, unused here. */
function otherJobs() {
  const config = testConfig();
  const repository = new DeliveriesRepository(running.db);
  const printOrdering = new PrintOrdering(
    repository,
    new PostDeliveries(
      createPrintClient(config.PRINT_URL, config.INTERNAL_SECRET),
      running.ctx.logger,
    ),
  );
  const shares = new ScheduledShares(repository, deliveryJobs(producer));
  const emails = new EmailJobs(createChannels(config, new OutboxRepository(running.db)).email);
  return {
    'order-print': async (data: { deliveryId: string }) => {
      await printOrdering.order(data.deliveryId);
    },
    email: (data: EmailJob) => emails.send(data),
    share: (data: ScheduledShare) => shares.schedule(data),
    'group-invites': async (data: { cardId: string }) => {
      await createGroupsClient(config.CARDS_URL, TEST_INTERNAL_SECRET).sendDueInvites(data.cardId);
    },
  };
}

async function inProcessWorker(): Promise<JobWorker> {
  const config = testConfig();
  const deliveries = sender();
  const tasks = taskSender();
  const worker = await startJobWorker({
    definition: DeliveriesQueue,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    logger: running.ctx.logger,
    concurrency: 4,
    handlers: {
      send: (data, job) => deliveries.send(data.deliveryId, job.attempt, job.logger),
      task: (data, job) => tasks.send(data.taskId, job.attempt, job.logger),
      ...otherJobs(),
    },
  });
  stops.push(() => worker.stop(1000));
  return worker;
}

describe('the deliveries worker', () => {
  it('sends a delivery once however many times its job runs', async () => {
    const [id] = await insertDue(running.db, 1);
    const deliveries = sender();
    const logger = running.ctx.logger;
    await Promise.all([
      deliveries.send(id!, 1, logger),
      deliveries.send(id!, 1, logger),
      producer.enqueue({ name: 'send', data: { deliveryId: id! } }, { id: id! }),
      producer.enqueue({ name: 'send', data: { deliveryId: id! } }, { id: id! }),
    ]);
    await inProcessWorker();
    await expect.poll(() => producer.state(id!)).toBe('completed');
    expect(await outcomes(running.db, [id!])).toEqual({ sent: 1, messages: 1, duplicated: 0 });
  });

  it('still sends due deliveries after Redis lost their jobs', async () => {
    const ids = await insertDue(running.db, 3);
    for (const id of ids) {
      await producer.enqueue({ name: 'send', data: { deliveryId: id } }, { id, delayMs: 60_000 });
    }
    // Redis loses the queue: every key of it under the file's prefix goes.
    const raw = new Redis(infra.redisUrl);
    const keys = await raw.keys(`${infra.redisPrefix}bull:deliveries:*`);
    if (keys.length) await raw.del(...keys);
    raw.disconnect();
    for (const id of ids) expect(await producer.state(id)).toBe('unknown');

    await inProcessWorker();
    const reconciler = startReconciler({
      producer,
      logger: running.ctx.logger,
      repeat: () => () => undefined,
      findDue: () =>
        findDueJobs(
          {
            deliveries: new DeliveriesRepository(running.db),
            tasks: new TasksRepository(running.db),
          },
          60_000,
          LEASE_MS,
        ),
    });
    stops.push(async () => reconciler.stop());
    await reconciler.reconcile();
    await expect.poll(async () => (await outcomes(running.db, ids)).sent).toBe(3);
    expect(await outcomes(running.db, ids)).toEqual({ sent: 3, messages: 3, duplicated: 0 });
  });

  it('stores the reason of the last failed attempt and retries before it', async () => {
    const address = `gone-${randomUUID()}@example.com`;
    await new UnsubscribesRepository(running.db).add(address);
    const [id] = await insertDue(running.db, 1, {
      recipient: JSON.stringify({ name: 'Ada', email: address, phone: '', address: {} }),
    });
    const deliveries = sender();
    await expect(deliveries.send(id!, 1, running.ctx.logger)).rejects.toThrow(M.unsubscribed);
    const row = await new DeliveriesRepository(running.db).findById(id!);
    expect(row).toMatchObject({ status: 'failed', failure_reason: M.unsubscribed });

    const [retried] = await insertDue(running.db, 1, {
      recipient: JSON.stringify({ name: 'Ada', email: '', phone: '', address: {} }),
      method: 'social',
      sender_email: null,
    });
    await expect(deliveries.send(retried!, 1, running.ctx.logger)).rejects.toThrow();
    expect((await new DeliveriesRepository(running.db).findById(retried!))?.status).toBe('failed');
  });

  it('never takes a delivery by post: its print order goes to the printer', async () => {
    const [id] = await insertDue(running.db, 1, { method: 'physical' });
    await sender().send(id!, 1, running.ctx.logger);
    expect((await new DeliveriesRepository(running.db).findById(id!))?.status).toBe('scheduled');
  });

  it('creates next year’s delivery of a recurring one, 29 February becoming 28 February', async () => {
    const [id] = await insertDue(running.db, 1, {
      recurring: true,
      delivery_date: '2024-02-29',
      delivery_time: '09:00',
      timezone: 'Europe/London',
    });
    await sender().send(id!, 1, running.ctx.logger);
    const next = await running.db
      .selectFrom('delivery')
      .selectAll()
      .where('previous_id', '=', id!)
      .executeTakeFirstOrThrow();
    // 2025 and 2026 are already past on the test's clock (today or later): the next is 2027.
    expect(next).toMatchObject({
      status: 'scheduled',
      delivery_date: expect.stringMatching(/^20\d\d-02-28$/),
      recurring: true,
    });
    expect(next.deliver_at.getTime()).toBeGreaterThan(Date.now());
    expect(await producer.state(next.id)).toBe('delayed');
  });
});

describe('a worker process killed mid-batch', () => {
  function startWorkerProcess(): { child: ChildProcess; exited: Promise<unknown> } {
    const child = spawn(
      process.execPath,
      ['--conditions=@cardsmith/source', '--import', 'tsx', 'services/scheduler/src/worker.ts'],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
          INTERNAL_SECRET: TEST_INTERNAL_SECRET,
          DATABASE_URL: infra.databaseUrl,
          REDIS_URL: infra.redisUrl,
          REDIS_PREFIX: infra.redisPrefix,
          METRICS_PORT: '0',
          WORKER_CONCURRENCY: '4',
          WORKER_LOCK_DURATION_MS: '2000',
          WORKER_STALLED_INTERVAL_MS: '1000',
          QUEUE_RECONCILE_INTERVAL_MS: '1000',
          DELIVERY_SENDING_LEASE_MS: String(LEASE_MS),
        },
      },
    );
    const exited = once(child, 'exit');
    stops.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    });
    return { child, exited };
  }

  it('sends every delivery exactly once after a restart', async () => {
    const ids = await insertDue(running.db, 120);
    const first = startWorkerProcess();
    // Its reconciler finds the due rows at start; kill it once part of the batch is out.
    await expect
      .poll(async () => (await outcomes(running.db, ids)).sent)
      .toBeGreaterThanOrEqual(10);
    first.child.kill('SIGKILL');
    await first.exited;
    const before = await outcomes(running.db, ids);
    expect(before.sent).toBeLessThan(ids.length);

    startWorkerProcess();
    await expect
      .poll(async () => (await outcomes(running.db, ids)).sent, { timeout: 110_000 })
      .toBe(ids.length);
    expect(await outcomes(running.db, ids)).toEqual({
      sent: ids.length,
      messages: ids.length,
      duplicated: 0,
    });
  }, 120_000);
});
