import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  cardsRoutes,
  createApiClient,
  DeliveriesQueue,
  printScheduledRoutes,
} from '@cardsmith/contracts';
import { addDays, dateInZone } from '@cardsmith/contracts/zoned-time';
import { createProducer } from '@cardsmith/service-kit';
import {
  startMigratedInfra,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
  type TestInfra,
} from '@cardsmith/testing';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { newVisitor, startApp, testConfig } from './support.js';

/**
 * Kills the scheduler worker (SIGKILL, as a crash or an OOM kill would) at the two points the
 * outbox is for, with the real cards and print services and a real SMTP server:
 * - between the delivery's commit and its print order: no order is lost or made twice;
 * - while it sends print's emails: none is lost, and none is sent twice except those in flight
 *   at the kill (at most WORKER_CONCURRENCY).
 */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const CONCURRENCY = 4;
let infra: TestInfra;
let cards: StartedService;
let print: StartedService;
let gate: PrintGate;
let smtp: SMTPServer;
let smtpUrl: string;
/** The Message-ID of every email the SMTP server accepted, duplicates included. */
const received: string[] = [];
const stops: (() => Promise<void>)[] = [];

/**
 * A loopback stand-in in front of print: `refuse` answers the order creation 503 without passing
 * it on; `swallow` passes it on (print makes the order) and never answers; `pass` is a proxy.
 */
interface PrintGate {
  url: string;
  mode: 'refuse' | 'swallow' | 'pass';
  /** Resolves when print has answered a creation the gate swallowed. */
  swallowed: Promise<void>;
  server: Server;
}

async function startPrintGate(target: string): Promise<PrintGate> {
  let swallowedOne!: () => void;
  const gate = {
    mode: 'pass',
    swallowed: new Promise<void>((resolve) => (swallowedOne = resolve)),
  } as PrintGate;
  gate.server = createServer((incoming, outgoing) => {
    const isCreate =
      incoming.method === 'POST' && incoming.url === printScheduledRoutes.create.path;
    if (isCreate && gate.mode === 'refuse') {
      outgoing.writeHead(503).end();
      return;
    }
    const upstream = new URL(incoming.url!, target);
    const forwarded = request(
      upstream,
      { method: incoming.method, headers: incoming.headers },
      (answer: IncomingMessage) => {
        if (isCreate && gate.mode === 'swallow') {
          answer.resume();
          answer.once('end', swallowedOne);
          return;
        }
        outgoing.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(outgoing);
      },
    );
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => gate.server.listen(0, '127.0.0.1', resolve));
  gate.url = `http://127.0.0.1:${(gate.server.address() as AddressInfo).port}`;
  return gate;
}

beforeAll(async () => {
  infra = await startMigratedInfra([{ schema: 'scheduler', migrations }]);
  cards = await startService({ name: 'cards', infra });
  print = await startService({
    name: 'print',
    infra,
    env: { CARDS_URL: cards.url, VENDOR_LEAD_TIME_BUSINESS_DAYS: 'US=5' },
  });
  gate = await startPrintGate(print.url);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail.messageId ?? '');
          callback();
        })
        .catch(callback);
    },
  });
  // A worker killed mid-send resets its connection: that is the fault under test, not an error.
  smtp.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET') throw error;
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 240_000);

afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  await new Promise<void>((resolve) => gate?.server.close(() => resolve()));
  await print?.stop();
  await cards?.stop();
  await infra?.stop();
});

function startWorkerProcess() {
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
        CARDS_URL: cards.url,
        PRINT_URL: gate.url,
        SMTP_URL: smtpUrl,
        METRICS_PORT: '0',
        WORKER_CONCURRENCY: String(CONCURRENCY),
        WORKER_LOCK_DURATION_MS: '2000',
        WORKER_STALLED_INTERVAL_MS: '1000',
        QUEUE_RECONCILE_INTERVAL_MS: '1000',
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

describe('a scheduler worker killed', () => {
  it('between a delivery by post and its print order leaves exactly one order, recorded', async () => {
    const running = await startApp(
      { config: testConfig({ CARDS_URL: cards.url, PRINT_URL: gate.url }, infra) },
      infra,
    );
    stops.push(running.close);
    const visitor = newVisitor();
    const callCards = createApiClient({ baseUrl: cards.url, validate: true, credentials: 'omit' });
    const card = await callCards(
      cardsRoutes.createCard,
      { body: { title: 'For Grace' } },
      { headers: visitor.headers },
    );
    // Print cannot take the order when the delivery commits: the sender hears it is scheduled,
    // and the order is the worker's order-print job.
    gate.mode = 'refuse';
    const scheduled = await running.app.inject({
      method: 'POST',
      url: '/api/cards/schedule',
      headers: visitor.headers,
      payload: {
        cardId: card.id,
        deliveryDate: addDays(dateInZone(new Date(), 'America/Chicago'), 30),
        deliveryTime: '10:00',
        timezone: 'America/Chicago',
        deliveryMethod: 'physical',
        senderEmail: 'sender@example.com',
        recipientInfo: {
          name: 'Grace Hopper',
          address: { street: '1 Harbor Way', city: 'Arlington', state: 'VA', zipCode: '22201' },
        },
        personalMessage: 'Happy birthday!',
      },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    const deliveryId: string = scheduled.json().schedule.id;
    expect(scheduled.json().schedule.printOrder).toBeNull();

    // The first worker's order reaches print, which makes it; the answer never comes back, and
    // the worker dies with the order made and not recorded.
    gate.mode = 'swallow';
    const first = startWorkerProcess();
    await gate.swallowed;
    first.child.kill('SIGKILL');
    await first.exited;
    const ordersAtPrint = () =>
      sql<{ id: string }>`select id from print.print_order where delivery_id = ${deliveryId}`
        .execute(running.db)
        .then((result) => result.rows.map((row) => row.id));
    expect(await ordersAtPrint()).toHaveLength(1);
    const recorded = () =>
      running.db
        .selectFrom('delivery')
        .select('print_order_id')
        .where('id', '=', deliveryId)
        .executeTakeFirstOrThrow()
        .then((row) => row.print_order_id);
    expect(await recorded()).toBeNull();

    // The job outlives its worker: the next worker asks again, and print answers the same order.
    gate.mode = 'pass';
    startWorkerProcess();
    await expect.poll(recorded, { timeout: 60_000, interval: 200 }).not.toBeNull();
    const orders = await ordersAtPrint();
    expect(orders).toEqual([await recorded()]);
  }, 120_000);

  it("while sending print's emails loses none and doubles at most those in flight", async () => {
    // 200 paid emails, as print's outbox relay enqueues them (job id = the email's key).
    const queue = createProducer(DeliveriesQueue, {
      redisUrl: infra.redisUrl,
      redisPrefix: infra.redisPrefix,
    });
    stops.push(() => queue.close());
    const keys = Array.from({ length: 200 }, (_, i) => `print-paid-fault-${i}`);
    await Promise.all(
      keys.map((key) =>
        queue.enqueue(
          {
            name: 'email',
            data: {
              template: 'print-paid',
              to: 'ada@example.com',
              key,
              props: {
                firstName: 'Ada',
                quantity: 1,
                size: 'standard',
                paperType: 'premium-matte',
                orderUrl: `https://cards.example/orders/${key}`,
                total: 1995,
                testPayment: true,
              },
            },
          },
          { id: key },
        ),
      ),
    );
    const first = startWorkerProcess();
    await expect.poll(() => received.length, { timeout: 60_000, interval: 20 }).toBeGreaterThan(20);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = received.length;

    startWorkerProcess();
    const distinct = () => new Set(received.filter((id) => id.includes('print-paid-fault-'))).size;
    await expect.poll(distinct, { timeout: 90_000, interval: 200 }).toBe(keys.length);
    const sent = received.filter((id) => id.includes('print-paid-fault-'));
    const doubled = sent.length - distinct();
    console.info(
      `[outbox-faults] ${keys.length} emails, killed after ${atKill} sent: ${sent.length} sent in all, ${doubled} twice (bound: ${CONCURRENCY} in flight)`,
    );
    expect(new Set(sent)).toEqual(new Set(keys.map((key) => `<${key}@cardsmith>`)));
    expect(doubled).toBeLessThanOrEqual(CONCURRENCY);
  }, 180_000);
});
