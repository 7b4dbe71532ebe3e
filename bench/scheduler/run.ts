/**
 * Scheduled delivery benchmark (on demand, never in CI):
 *   node --import tsx bench/scheduler/run.ts [deliveries=10000] [concurrency=16] [smtpConnections=5]
 * `npm run build -w services/scheduler` first: the workers are the built `dist/src/worker.js`.
 *
 * In one run, against a throwaway database and Redis prefix and one loopback SMTP sink
 * (smtp-server) that records when each message arrives and how often each Message-ID came:
 *  - bare nodemailer in a process of its own, as a worker is (bare-sender.ts), sending the same
 *    pre-rendered card email `deliveries` times, `concurrency` at once, through the transport the
 *    worker makes (pooled, `smtpConnections` connections): the floor, run before and again after
 *    the workers (the ratios take the mean of the two);
 *  - `deliveries` email deliveries all due at the same instant, their jobs queued as the API
 *    queues them, sent by one worker process, then (new deliveries) by two, each started and
 *    healthy before the rows are written (start-up is not lateness), each with
 *    WORKER_CONCURRENCY = `concurrency` and SMTP_POOL_CONNECTIONS = `smtpConnections`.
 * Per scheduler run: sent count (Postgres), lost, duplicated, lateness p50/p99/max (arrival at the
 * sink − due instant), throughput (deliveries / (last arrival − due)); per run, each process's CPU
 * per delivery (Linux /proc) and the Postgres transactions per delivery.
 * Targets (issue 12): 0 lost, 0 duplicated, all sent ≤ 60 s after due, throughput ≥ 0.5× bare.
 * BENCH_CPU_PROF=<dir> runs the workers and the bare sender under `--cpu-prof` and prints where
 * their time went.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { on, once } from 'node:events';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { execSync } from 'node:child_process';
import { DeliveriesQueue } from '@cardsmith/contracts';
import { createDb, createProducer } from '@cardsmith/service-kit';
import { sql } from 'kysely';
import { freePort, startMigratedInfra } from '@cardsmith/testing';
import { SMTPServer } from 'smtp-server';
import { migrations } from '../../services/scheduler/migrations/index.js';
import type { NewDeliveryRow, SchedulerDb } from '../../services/scheduler/src/db/database.js';
import { cpuProfileFlags, findProfiles, printProfileSummary } from '../lib/cpu-profile.js';
import { cpuBetween, cpuSnapshot, type CpuSnapshot } from '../lib/process-cpu.js';
import type { BareSenderMessage, BareSenderTask } from './bare-sender.js';

const COUNT = Number(process.argv[2] ?? 10_000);
const CONCURRENCY = Number(process.argv[3] ?? 16);
/** The worker's SMTP pool (its defaults), used by the bare sender too so both pay the same. */
const SMTP_POOL = { maxConnections: Number(process.argv[4] ?? 5), maxMessages: 100 };
const TARGETS = { lost: 0, duplicated: 0, maxLatenessMs: 60_000, vsBare: 0.5 };
/**
 * Time to write the rows and queue their jobs before the instant (the workers are already up:
 * their start-up, seconds of module loading on a busy machine, is not the senders' lateness).
 */
const queueMarginMs = (count: number) => 20_000 + count * 4;
const root = fileURLToPath(new URL('../../', import.meta.url));

// --- The SMTP sink: counts each Message-ID and the arrival time of its first copy. ---------
// It shares the 2 cores with the senders, so it does no more than that: no parsing beyond the
// head of each message, no reverse DNS lookup of each connecting client.
const arrivals = new Map<string, number>();
const copies = new Map<string, number>();
let onArrival: () => void = () => undefined;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  disableReverseLookup: true,
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `unnamed-${randomUUID()}`;
      copies.set(id, (copies.get(id) ?? 0) + 1);
      if (!arrivals.has(id)) arrivals.set(id, Date.now());
      onArrival();
      callback();
    });
  },
});
sink.listen(0, '127.0.0.1');
await once(sink.server, 'listening');
const smtpUrl = `smtp://127.0.0.1:${(sink.server.address() as AddressInfo).port}`;

function resetSink() {
  arrivals.clear();
  copies.clear();
}

function allArrived(count: number, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    onArrival = () => {
      if (arrivals.size >= count) {
        clearTimeout(timer);
        resolve();
      }
    };
    onArrival();
  });
}

const quantile = (sorted: number[], q: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

// --- Infrastructure ------------------------------------------------------------------------
process.env.TESTCONTAINERS ??= 'off';
const infra = await startMigratedInfra([{ schema: 'scheduler', migrations }]);
const db = createDb<SchedulerDb>(infra.databaseUrl, 'scheduler', 4);
const producer = createProducer(DeliveriesQueue, {
  redisUrl: infra.redisUrl,
  redisPrefix: infra.redisPrefix,
});

const publicOrigin = 'http://cards.bench';
const recipient = (i: number) => ({
  name: `Recipient ${i}`,
  email: `recipient-${i}@bench.example`,
  phone: '',
  address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
});

// --- Bare nodemailer (bare-sender.ts): its own process, as a worker is. --------------------
async function bare(): Promise<{ seconds: number; perSecond: number; cpu: CpuPerDelivery }> {
  resetSink();
  const task: BareSenderTask = {
    count: COUNT,
    concurrency: CONCURRENCY,
    smtpUrl,
    pool: SMTP_POOL,
    publicOrigin,
  };
  const child = fork(
    fileURLToPath(new URL('./bare-sender.ts', import.meta.url)),
    [JSON.stringify(task)],
    { execArgv: [...process.execArgv, ...cpuProfileFlags()] },
  );
  const exited = once(child, 'exit');
  // The iteration ends when the channel closes (after its last message), so a bare sender that
  // dies unanswered fails the run instead of hanging it.
  const messages = on(child, 'message', { close: ['disconnect'] }) as AsyncIterableIterator<
    [BareSenderMessage]
  >;
  const next = async () => {
    const { value, done } = await messages.next();
    if (done) throw new Error('The bare sender exited without an answer.');
    return value[0];
  };
  try {
    await next(); // ready: loaded, the email rendered, the transport made
    const cpuBefore = cpuSnapshot();
    child.send('go');
    const answer = await next();
    if (!('seconds' in answer)) throw new Error('The bare sender did not say how long it took.');
    const cpu = cpuPerDelivery(cpuBefore, cpuSnapshot(), [child.pid!]);
    // It exits by itself once its connections are closed (and writes its profile, if asked).
    await exited;
    return { seconds: answer.seconds, perSecond: COUNT / answer.seconds, cpu };
  } catch (error) {
    child.kill();
    await exited;
    throw error;
  }
}

/** Transactions committed in the bench's database so far (each of the worker's statements is one). */
async function commits(): Promise<number> {
  const { rows } = await sql<{
    commits: number;
  }>`select xact_commit as commits from pg_stat_database where datname = current_database()`.execute(
    db,
  );
  return rows[0]!.commits;
}

// --- Where the CPU went: milliseconds of each process group's CPU per delivery. ------------
type CpuPerDelivery = Record<
  'senders' | 'bench' | 'postgres' | 'redis' | 'other' | 'machine',
  number
> & {
  /** The machine's cores busy, on average, over the run. */
  coresBusy: number;
};

function cpuPerDelivery(
  before: CpuSnapshot,
  after: CpuSnapshot,
  /** The sending processes: the bare sender, or the workers. */
  senderPids: readonly number[],
): CpuPerDelivery {
  const { groups, machine, wall } = cpuBetween(before, after, (pid, name) => {
    if (senderPids.includes(pid)) return 'senders';
    if (pid === process.pid) return 'bench';
    if (name === 'postgres') return 'postgres';
    if (name.startsWith('redis-server')) return 'redis';
    return 'other';
  });
  const ms = (seconds = 0) => (seconds * 1000) / COUNT;
  return {
    senders: ms(groups.senders),
    bench: ms(groups.bench),
    postgres: ms(groups.postgres),
    redis: ms(groups.redis),
    other: ms(groups.other),
    machine: ms(machine),
    coresBusy: machine / wall,
  };
}

// --- The scheduler: COUNT deliveries due at one instant, `workers` worker processes. --------
/** Worker processes alive now: they are stopped whatever ends a run (a result or an error). */
const running = new Map<ChildProcess, Promise<unknown>>();

async function stopWorkers(): Promise<void> {
  for (const child of running.keys()) child.kill('SIGTERM');
  await Promise.all(running.values());
}

/** A built worker process, resolved once its /healthz answers (its queue connection is up). */
async function startWorker(): Promise<void> {
  const metricsPort = await freePort();
  const child = spawn(
    process.execPath,
    [...cpuProfileFlags(), 'services/scheduler/dist/src/worker.js'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        // Production settings but a throwaway secret: the bench talks to no other service.
        INTERNAL_SECRET: randomBytes(32).toString('base64'),
        LOG_LEVEL: 'warn',
        DATABASE_URL: infra.databaseUrl,
        REDIS_URL: infra.redisUrl,
        REDIS_PREFIX: infra.redisPrefix,
        PUBLIC_ORIGIN: publicOrigin,
        SMTP_URL: smtpUrl,
        METRICS_PORT: String(metricsPort),
        WORKER_CONCURRENCY: String(CONCURRENCY),
        SMTP_POOL_CONNECTIONS: String(SMTP_POOL.maxConnections),
        SMTP_POOL_MAX_MESSAGES: String(SMTP_POOL.maxMessages),
      },
    },
  );
  running.set(
    child,
    once(child, 'exit').finally(() => running.delete(child)),
  );
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (!running.has(child)) throw new Error('A worker exited on start.');
    const healthy = await fetch(`http://127.0.0.1:${metricsPort}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error('A worker was not healthy within 2 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface SchedulerResult {
  workers: number;
  sentInDb: number;
  arrived: number;
  lost: number;
  duplicated: number;
  lateness: { p50: number; p99: number; max: number };
  perSecond: number;
  cpu: CpuPerDelivery;
  /** Transactions Postgres committed per delivery: how well the worker's group commit batched. */
  statementsPerDelivery: number;
}

async function scheduled(workers: number): Promise<SchedulerResult> {
  resetSink();
  await Promise.all(Array.from({ length: workers }, () => startWorker()));
  const ids = Array.from({ length: COUNT }, () => randomUUID());
  // Due once the rows are written and their jobs queued.
  const due = new Date(Date.now() + queueMarginMs(COUNT));
  const rows: NewDeliveryRow[] = ids.map((id, i) => ({
    id,
    owner_visitor_id: 'visitor-bench',
    card_id: 'bench-card',
    card_title: 'Happy birthday',
    method: 'email',
    delivery_date: due.toISOString().slice(0, 10),
    delivery_time: due.toISOString().slice(11, 16),
    timezone: 'UTC',
    deliver_at: due,
    time_adjustment: 'exact',
    recipient: JSON.stringify(recipient(i)),
    personal_message: 'Many happy returns!',
    occasion: 'birthday',
    recurring: false,
    sender_email: null,
    sender_timezone: 'UTC',
    reminder_enabled: false,
    reminder_days: '[]',
    reminder_time: '09:00',
    token: randomBytes(24).toString('base64url'),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('delivery')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
  // As the API does: one delayed job per delivery, its id the delivery's.
  for (let i = 0; i < ids.length; i += 200) {
    await Promise.all(
      ids
        .slice(i, i + 200)
        .map((id) => producer.enqueue({ name: 'send', data: { deliveryId: id } }, { id, at: due })),
    );
  }
  if (Date.now() > due.getTime() - 5000) {
    throw new Error('Queueing took longer than the margin before the due instant; raise it.');
  }
  const workerPids = [...running.keys()].map((child) => child.pid!);
  const atDue = new Promise<{ cpu: CpuSnapshot; commits: number }>((resolve) =>
    setTimeout(
      () => void commits().then((count) => resolve({ cpu: cpuSnapshot(), commits: count })),
      due.getTime() - Date.now(),
    ),
  );
  await allArrived(COUNT, due.getTime() - Date.now() + 10 * 60_000);
  // Before the workers stop: a process that has exited has no CPU time left to read.
  const cpu = cpuPerDelivery((await atDue).cpu, cpuSnapshot(), workerPids);
  // Let any late duplicate show up before counting (and Postgres publish its statistics).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const statementsPerDelivery = ((await commits()) - (await atDue).commits) / COUNT;
  await stopWorkers();

  const sent = await db
    .selectFrom('delivery')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('id', 'in', ids)
    .where('status', '=', 'sent')
    .executeTakeFirstOrThrow();
  const wanted = new Set(ids.map((id) => `<${id}@cardsmith>`));
  const lateness = [...arrivals]
    .filter(([id]) => wanted.has(id))
    .map(([, at]) => at - due.getTime())
    .sort((a, b) => a - b);
  const arrived = lateness.length;
  const duplicated = [...copies].filter(([id, n]) => wanted.has(id) && n > 1).length;
  const last = lateness.at(-1) ?? NaN;
  return {
    workers,
    sentInDb: Number(sent.n),
    arrived,
    lost: COUNT - arrived,
    duplicated,
    lateness: { p50: quantile(lateness, 0.5), p99: quantile(lateness, 0.99), max: last },
    perSecond: arrived / Math.max(last / 1000, 0.001),
    cpu,
    statementsPerDelivery,
  };
}

try {
  // Bare before and after the workers: this machine's speed drifts from minute to minute (bare
  // 593 to 849 emails/s within the hour), and the ratios are taken to the mean of the two.
  const bareRuns = [await bare()];
  const runs = [await scheduled(1), await scheduled(2)];
  bareRuns.push(await bare());
  const floor = { perSecond: (bareRuns[0]!.perSecond + bareRuns[1]!.perSecond) / 2 };

  const load = execSync('uptime').toString().trim();
  console.log(
    `scheduler benchmark — ${new Date().toISOString()} — ${availableParallelism()} cores — ${load}`,
  );
  console.log(
    `${COUNT} email deliveries due at one instant, loopback SMTP sink, WORKER_CONCURRENCY ${CONCURRENCY}, ${SMTP_POOL.maxConnections} pooled SMTP connections per process\n`,
  );
  const [first, second] = bareRuns.map(
    (run) => `${run.seconds.toFixed(1)} s, ${run.perSecond.toFixed(0)} emails/s`,
  );
  console.log(
    `bare nodemailer (its own process), same pre-rendered email, ${CONCURRENCY} at once: before the workers ${first}; after them ${second}; mean ${floor.perSecond.toFixed(0)} emails/s\n`,
  );
  console.log(
    '| workers | sent (db) | lost | duplicated | late p50 s | late p99 s | late max s | emails/s | × bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const run of runs) {
    const s = (ms: number) => (ms / 1000).toFixed(1);
    console.log(
      `| ${run.workers} | ${run.sentInDb} | ${run.lost} | ${run.duplicated} | ${s(run.lateness.p50)} | ${s(run.lateness.p99)} | ${s(run.lateness.max)} | ${run.perSecond.toFixed(0)} | ${(run.perSecond / floor.perSecond).toFixed(2)} |`,
    );
  }
  console.log(
    '\nCPU per delivery, ms, by process (senders: the bare sender or the workers; bench: the sink; other: anything else on the machine):\n',
  );
  console.log(
    '| run | senders | bench | postgres | redis | other | machine | cores busy | statements per delivery |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const cpuRows: [string, CpuPerDelivery, string][] = [
    ['bare, before', bareRuns[0]!.cpu, ''],
    ...runs.map((run): [string, CpuPerDelivery, string] => [
      `${run.workers} worker${run.workers > 1 ? 's' : ''}`,
      run.cpu,
      run.statementsPerDelivery.toFixed(2),
    ]),
    ['bare, after', bareRuns[1]!.cpu, ''],
  ];
  for (const [label, cpu, statements] of cpuRows) {
    const f = (ms: number) => ms.toFixed(2);
    console.log(
      `| ${label} | ${f(cpu.senders)} | ${f(cpu.bench)} | ${f(cpu.postgres)} | ${f(cpu.redis)} | ${f(cpu.other)} | ${f(cpu.machine)} | ${cpu.coresBusy.toFixed(2)} | ${statements} |`,
    );
  }
  console.log('');
  const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
  for (const run of runs) {
    const ratio = run.perSecond / floor.perSecond;
    console.log(
      `${run.workers} worker${run.workers > 1 ? 's' : ''}: ` +
        `0 lost ${verdict(run.lost === TARGETS.lost)} (${run.lost}); ` +
        `0 duplicated ${verdict(run.duplicated === TARGETS.duplicated)} (${run.duplicated}); ` +
        `all sent ≤ 60 s after due ${verdict(run.lost === 0 && run.lateness.max <= TARGETS.maxLatenessMs)} (max ${(run.lateness.max / 1000).toFixed(1)} s); ` +
        `throughput ≥ 0.5× bare ${verdict(ratio >= TARGETS.vsBare)} (${ratio.toFixed(2)}×)`,
    );
  }
} finally {
  await stopWorkers();
  await producer.close();
  await db.destroy();
  await new Promise<void>((resolve) => sink.close(() => resolve()));
  await infra.stop();
}
if (process.env.BENCH_CPU_PROF) {
  for (const [label, marker] of [
    ['bare sender', 'bench/scheduler/bare-sender'],
    ['worker', 'scheduler/dist/src/worker'],
  ]) {
    for (const file of findProfiles(process.env.BENCH_CPU_PROF, marker!)) {
      console.log(`\n${label}: ${file}`);
      printProfileSummary(file);
    }
  }
}
