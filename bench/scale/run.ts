/**
 * Speed as the data grows (issue 37 item 3), on demand, never in CI:
 *   npm run seed:scale -- --cards 10000 && npm run seed:scale
 *   node --import tsx bench/scale/run.ts [--samples 40] [--small 10000] [--full 1000000]
 *     [--rows 'admin dashboard,admin users'] (only the rows whose names contain one of these)
 *
 * Against the databases `npm run seed:scale` filled (bench/scale/databases.ts; a size not seeded
 * is skipped with how to seed it), side by side in one run: the repositories and services each
 * route uses, built in-process on the seeded database (no HTTP: what grows with the data is the
 * database's work). Per row, p50/p95 over `samples` calls (passes: 3), each plan of its
 * statements under EXPLAIN (ANALYZE, BUFFERS) in bench/scale/plans/<database>/, and met/NOT met:
 * reads ≤ 20 ms p95 with no sequential scan of the card table and no OFFSET; the reconciler and
 * reclaimer passes ≤ 5 s. The load average is printed before each size and at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DeliveriesQueue, OUTBOX_PAGE_SIZE } from '@cardsmith/contracts';
import {
  createDb,
  createProducer,
  decodeCursor,
  keysetPage,
  startReconciler,
} from '@cardsmith/service-kit';
import { Redis } from 'ioredis';
import type { CompiledQuery, Kysely } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { databaseFor, databaseUrl, FULL_CARDS, SMALL_CARDS, type ScaleSize } from './databases.js';
import { explain, QueryRecorder, type PlanSummary } from './explain.js';
import { reclaimPass } from './reclaim.js';
import { bringUpToDate, seededSize } from './seed.js';
import { CardsRepository } from '../../services/cards/src/cards/cards.repository.js';
import { CardsService } from '../../services/cards/src/cards/cards.service.js';
import type { CardsDb } from '../../services/cards/src/db/database.js';
import { EngagementRepository } from '../../services/cards/src/engagement/engagement.repository.js';
import { EngagementService } from '../../services/cards/src/engagement/engagement.service.js';
import { GroupService } from '../../services/cards/src/group/group.service.js';
import { InvitesRepository } from '../../services/cards/src/group/invites.repository.js';
import { SignaturesRepository } from '../../services/cards/src/group/signatures.repository.js';
import { ModerationRepository } from '../../services/cards/src/moderation/moderation.repository.js';
import { ModerationService } from '../../services/cards/src/moderation/moderation.service.js';
import { CardsOwnershipRepository } from '../../services/cards/src/ownership/ownership.repository.js';
import { SharingRepository } from '../../services/cards/src/sharing/sharing.repository.js';
import { TrendingRepository } from '../../services/cards/src/trending/trending.repository.js';
import { TrendingService } from '../../services/cards/src/trending/trending.service.js';
import type { CollabDb } from '../../services/collab/src/db/database.js';
import { SessionsRepository } from '../../services/collab/src/sessions/sessions.repository.js';
import { SessionsService } from '../../services/collab/src/sessions/sessions.service.js';
import { AccountsRepository } from '../../services/gateway/src/accounts/accounts.repository.js';
import { AdminUsersService } from '../../services/gateway/src/accounts/admin-users.service.js';
import type { GatewayDb } from '../../services/gateway/src/db/database.js';
import type { MediaDb } from '../../services/media/src/db/database.js';
import { AdminOrdersRepository } from '../../services/print/src/admin/admin-orders.repository.js';
import { AdminOrdersService } from '../../services/print/src/admin/admin-orders.service.js';
import type { PrintDb } from '../../services/print/src/db/database.js';
import { OrdersRepository } from '../../services/print/src/orders/orders.repository.js';
import { PrintOwnershipRepository } from '../../services/print/src/ownership/ownership.repository.js';
import { OutboxRepository } from '../../services/scheduler/src/channels/outbox.repository.js';
import type { SchedulerDb } from '../../services/scheduler/src/db/database.js';
import { DeliveriesRepository } from '../../services/scheduler/src/deliveries/deliveries.repository.js';
import { findDueJobs } from '../../services/scheduler/src/sending/due-jobs.js';
import { TasksRepository } from '../../services/scheduler/src/tasks/tasks.repository.js';

const { values: options } = parseArgs({
  options: {
    samples: { type: 'string', default: '40' },
    small: { type: 'string', default: String(SMALL_CARDS) },
    full: { type: 'string', default: String(FULL_CARDS) },
    rows: { type: 'string' },
  },
});
/** Rows whose name contains one of these (all when not given); what only they need is skipped. */
const ONLY = options.rows
  ?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
const wanted = (name: string) => !ONLY || ONLY.some((part) => name.includes(part));
const SAMPLES = Number(options.samples);
const PASSES = 3;
const MIN_SAMPLES = 5;
const ROW_BUDGET_MS = 30_000;
const READ_TARGET_MS = 20;
const PASS_TARGET_MS = 5000;
/** What the scheduler's workers use (config defaults), and its reconciler's horizon. */
const LEASE_MS = 10 * 60 * 1000;
const RESEND_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
const RECONCILE_HORIZON_MS = 24 * 60 * 60 * 1000;
const ADMIN_PAGE = 500;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const plansDir = fileURLToPath(new URL('./plans/', import.meta.url));

interface Row {
  name: string;
  kind: 'read' | 'pass';
  /** Runs the sample `i` once (setup outside the timing is done before). */
  run: (i: number) => Promise<unknown>;
  /** Values of prepared statements' parameters, for EXPLAIN. */
  explainValues?: Record<string, unknown>;
}

interface Measured {
  name: string;
  kind: Row['kind'];
  p50: number;
  p95: number;
  plan: PlanSummary;
  error?: string;
}

/** Rolled back: the claim and the reclaimer write, and every sample must find the same data. */
class Rollback extends Error {}
async function rolledBack<DB>(db: Kysely<DB>, work: (trx: Kysely<DB>) => Promise<unknown>) {
  await db
    .transaction()
    .execute(async (trx) => {
      await work(trx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => (ms >= 100 ? Math.round(ms) : Math.round(ms * 10) / 10);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');

/** Nothing a read or pass here calls reaches these: the admin's list and stats only read. */
const unreachable = new Proxy({} as never, {
  get: (_target, key) => {
    throw new Error(`bench/scale does not provide ${String(key)}`);
  },
});

async function sample(client: pg.Client, sql: string): Promise<string[]> {
  const { rows } = await client.query<{ v: string }>(sql);
  if (rows.length === 0) throw new Error(`No sample rows for: ${sql}`);
  return rows.map((row) => row.v);
}

async function benchDatabase(database: string, size: ScaleSize): Promise<Measured[]> {
  const url = databaseUrl(database);
  await bringUpToDate(url, size);
  const recorder = new QueryRecorder();
  const handles: Kysely<unknown>[] = [];
  const open = <DB>(schema: string): Kysely<DB> => {
    const db = createDb<DB>(url, schema, 4).withPlugin(recorder);
    handles.push(db as Kysely<unknown>);
    return db;
  };
  const cardsDb = open<CardsDb>('cards');
  const schedulerDb = open<SchedulerDb>('scheduler');
  const printDb = open<PrintDb>('print');
  const collabDb = open<CollabDb>('collab');
  const mediaDb = open<MediaDb>('media');
  const gatewayDb = open<GatewayDb>('gateway');
  const client = new pg.Client(url);
  await client.connect();

  const cardsRepository = new CardsRepository(cardsDb);
  const cards = new CardsService(cardsRepository, {
    isFrameUsableBy: async () => true,
    hasTemplate: async () => true,
  });
  const engagement = new EngagementService(
    cardsRepository,
    new SharingRepository(cardsDb),
    new EngagementRepository(cardsDb),
  );
  const group = new GroupService({
    invites: new InvitesRepository(cardsDb),
    signatures: new SignaturesRepository(cardsDb),
    cards: cardsRepository,
    publicOrigin: 'https://cards.example',
    now: () => new Date(),
  });
  const trendingScores = new TrendingRepository(cardsDb);
  // As the cards service runs it (TRENDING_MAX_AGE_MS default): visits read stored scores.
  const trending = new TrendingService(trendingScores, { maxAgeMs: 60_000 });
  const moderation = new ModerationService(new ModerationRepository(cardsDb));
  const sessions = new SessionsService(new SessionsRepository(collabDb));
  const adminOrders = new AdminOrdersService({
    adminOrders: new AdminOrdersRepository(printDb),
    orders: new OrdersRepository(printDb, (id) => `https://cards.example/orders/${id}`),
    payments: unreachable,
    paymentEvents: unreachable,
    vendorStatus: unreachable,
  });
  const outbox = new OutboxRepository(schedulerDb);
  const deliveries = new DeliveriesRepository(schedulerDb);
  const accounts = new AccountsRepository(gatewayDb);
  const owners = {
    cards: new CardsOwnershipRepository(cardsDb).counting,
    print: new PrintOwnershipRepository(printDb).counting,
  };
  const adminUsers = new AdminUsersService(accounts, {
    claim: unreachable,
    counts: (service, ownerIds) => owners[service].counts(ownerIds),
    recentOwners: (service, limit) => owners[service].recentOwners(limit),
  });

  // Samples, drawn the way traffic comes: card owners weighted by their cards, cards at random.
  const ownedCards = await sample(
    client,
    `select id || ' ' || owner_id as v from cards.card tablesample system (2) repeatable (7)
     where deleted_at is null limit 200`,
  );
  const ownerIds = await sample(
    client,
    `select owner_id as v from cards.card tablesample system (2) repeatable (8)
     where deleted_at is null limit 200`,
  );
  const tokens = await sample(
    client,
    `select d.token as v from scheduler.delivery d tablesample system (10) repeatable (9)
     join cards.card c on c.id = d.card_id and c.deleted_at is null
     where d.status in ('sent', 'opened', 'delivered') limit 200`,
  );
  const groupCards = await sample(
    client,
    `select distinct card_id as v from cards.group_signature limit 200`,
  );
  const dueIds = await sample(
    client,
    `select id as v from scheduler.delivery
     where status = 'scheduled' and deliver_at <= now() and method <> 'physical' limit 16`,
  );
  const pick = <T>(list: T[], i: number) => list[i % list.length]!;

  // The outbox route's page (the repository reads one row more to know whether more follow).
  const outboxPage = async (cursor: string | undefined) => {
    const position = cursor === undefined ? undefined : decodeCursor(cursor);
    const { rows, total } = await outbox.page('email', position, OUTBOX_PAGE_SIZE + 1);
    return {
      ...keysetPage(rows, OUTBOX_PAGE_SIZE, (row) => ({ at: row.created_at_key, id: row.id })),
      total,
    };
  };
  // The cursor of page ADMIN_PAGE, found by following nextCursor (the last page when fewer exist).
  const cursorOfPage = async (next: (cursor: string | undefined) => Promise<string | null>) => {
    let cursor: string | undefined;
    for (let page = 1; page < ADMIN_PAGE; page++) {
      const following = await next(cursor);
      if (following === null) break;
      cursor = following;
    }
    return cursor;
  };
  const cardsPage = wanted(`admin cards, page ${ADMIN_PAGE}`)
    ? await cursorOfPage(
        async (cursor) => (await moderation.listCards(undefined, false, cursor)).nextCursor,
      )
    : undefined;
  const ordersPage = wanted(`admin orders, page ${ADMIN_PAGE}`)
    ? await cursorOfPage(
        async (cursor) => (await adminOrders.list({ pageSize: 20, cursor })).nextCursor,
      )
    : undefined;
  const outboxCursor = wanted(`admin outbox, page ${ADMIN_PAGE}`)
    ? await cursorOfPage(async (cursor) => (await outboxPage(cursor)).nextCursor)
    : undefined;

  const producer = createProducer(DeliveriesQueue, {
    redisUrl: REDIS_URL,
    redisPrefix: `bench-scale-${process.pid}`,
  });
  const reconciler = startReconciler({
    producer,
    logger: pino({ level: 'silent' }),
    findDue: () =>
      findDueJobs(
        { deliveries, tasks: new TasksRepository(schedulerDb) },
        RECONCILE_HORIZON_MS,
        LEASE_MS,
      ),
    repeat: () => () => undefined,
  });
  // Its first pass (started at once) queues every due row; the passes timed find them queued.
  // (Awaited whatever rows run: still going, its statements would be recorded in a row's plan.)
  await reconciler.reconcile();
  // Fresh scores before trending is read: a visit finding them stale would refresh them in the
  // background, and the refresh row would then time refreshes that find the lock taken.
  if (wanted('trending')) await trendingScores.refreshScores(new Date());

  const rows: Row[] = [
    { name: 'trending', kind: 'read', run: () => trending.list() },
    {
      name: 'trending refresh (once a minute)',
      kind: 'pass',
      run: () => trendingScores.refreshScores(new Date()),
    },
    { name: "a visitor's card list", kind: 'read', run: (i) => cards.listMine(pick(ownerIds, i)) },
    {
      name: 'card page',
      kind: 'read',
      // Its owner's view: the card and how it is doing.
      run: (i) => {
        const [cardId, ownerId] = pick(ownedCards, i).split(' ') as [string, string];
        return Promise.all([cards.get(cardId, ownerId), engagement.stats(cardId, ownerId)]);
      },
    },
    {
      name: 'recipient page',
      kind: 'read',
      run: async (i) => {
        const delivery = await deliveries.findByToken(pick(tokens, i));
        // Every other recipient opens a group card, with its signatures.
        const cardId = i % 2 === 0 ? delivery!.card_id : pick(groupCards, i);
        return Promise.all([cards.get(cardId, null), group.visibleSignatures(cardId, null)]);
      },
    },
    {
      name: 'admin dashboard',
      kind: 'read',
      run: () =>
        Promise.all([
          cards.stats(),
          sessions.stats(),
          adminOrders.stats(),
          accounts.countAccounts(),
        ]),
    },
    {
      name: 'admin cards, page 1',
      kind: 'read',
      run: () => moderation.listCards(undefined, false),
    },
    {
      name: `admin cards, page ${ADMIN_PAGE}`,
      kind: 'read',
      run: () => moderation.listCards(undefined, false, cardsPage),
    },
    { name: 'admin card reports', kind: 'read', run: () => moderation.openReports() },
    {
      name: 'admin collab sessions',
      kind: 'read',
      run: () => sessions.list({ limit: 50 }),
    },
    { name: 'admin orders, page 1', kind: 'read', run: () => adminOrders.list({ pageSize: 20 }) },
    {
      name: `admin orders, page ${ADMIN_PAGE}`,
      kind: 'read',
      run: () => adminOrders.list({ pageSize: 20, cursor: ordersPage }),
    },
    { name: 'admin outbox, page 1', kind: 'read', run: () => outboxPage(undefined) },
    {
      name: `admin outbox, page ${ADMIN_PAGE}`,
      kind: 'read',
      run: () => outboxPage(outboxCursor),
    },
    { name: 'admin users', kind: 'read', run: () => adminUsers.users() },
    {
      name: 'due-delivery claim (16)',
      kind: 'read',
      run: () =>
        rolledBack(schedulerDb, (trx) =>
          new DeliveriesRepository(trx as Kysely<SchedulerDb>).claimAndMarkSent(
            { claimIds: dueIds, sentIds: [] },
            { leaseMs: LEASE_MS, resendAfterMs: RESEND_AFTER_MS },
          ),
        ),
      explainValues: {
        claimIds: dueIds,
        sentIds: [],
        leaseSeconds: LEASE_MS / 1000,
        resendAfterSeconds: RESEND_AFTER_MS / 1000,
      },
    },
    { name: 'reconciler pass', kind: 'pass', run: () => reconciler.reconcile() },
    {
      name: 'reclaimer pass',
      kind: 'pass',
      run: () => rolledBack(mediaDb, (trx) => reclaimPass(trx as Kysely<MediaDb>)),
    },
  ];

  const planDir = join(plansDir, database);
  mkdirSync(planDir, { recursive: true });
  const measured: Measured[] = [];
  for (const row of rows.filter((row) => wanted(row.name))) {
    try {
      const queries: CompiledQuery[] = await recorder.record(() => row.run(0));
      const plan = await explain(client, queries, row.explainValues);
      writeFileSync(join(planDir, `${row.name.replace(/[^a-z0-9]+/gi, '-')}.txt`), plan.text);
      const count = row.kind === 'pass' ? PASSES : SAMPLES;
      const times: number[] = [];
      const started = performance.now();
      // A row far off its target stops at the time budget (at least MIN_SAMPLES samples).
      for (let i = 1; i <= count; i++) {
        if (i > MIN_SAMPLES && performance.now() - started > ROW_BUDGET_MS) break;
        const at = performance.now();
        await row.run(i);
        times.push(performance.now() - at);
      }
      times.sort((a, b) => a - b);
      measured.push({
        name: row.name,
        kind: row.kind,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        plan,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const plan: PlanSummary = { indexes: [], seqScans: [], offset: false, text: '' };
      measured.push({ name: row.name, kind: row.kind, p50: NaN, p95: NaN, plan, error: message });
    }
  }

  await reconciler.stop();
  await producer.close();
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`bench-scale-${process.pid}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await client.end();
  await Promise.all(handles.map((db) => db.destroy()));
  return measured;
}

/** Why a row misses its target, or null when it meets it. */
function verdict(row: Measured): string | null {
  if (row.error) return `failed: ${row.error}`;
  const reasons: string[] = [];
  const target = row.kind === 'pass' ? PASS_TARGET_MS : READ_TARGET_MS;
  if (row.p95 > target) reasons.push(`p95 > ${target} ms`);
  if (row.plan.seqScans.includes('card')) reasons.push('seq scan of card');
  if (row.plan.offset) reasons.push('OFFSET');
  return reasons.length ? reasons.join(', ') : null;
}

async function main(): Promise<void> {
  const sizes = [Number(options.small), Number(options.full)];
  const results = new Map<number, Measured[] | string>();
  for (const cards of sizes) {
    const database = databaseFor(cards);
    const seeded = await seededSize(database);
    if (!seeded) {
      const flag = cards === FULL_CARDS ? '' : ` -- --cards ${cards}`;
      const message = `${database} is not seeded: run \`npm run seed:scale${flag}\` (a million cards take about 10 minutes), then this bench again.`;
      console.log(`\n${cards} cards: skipped. ${message}`);
      results.set(cards, message);
      continue;
    }
    console.log(`\n${cards} cards (${database}): load average before ${load()}`);
    const measured = await benchDatabase(database, seeded);
    results.set(cards, measured);
    for (const row of measured) {
      console.log(
        `  ${row.name}: p50 ${round(row.p50)} ms, p95 ${round(row.p95)} ms` +
          `${row.error ? ` (${row.error})` : ''}; indexes ${row.plan.indexes.join(' ') || '-'}` +
          `${row.plan.seqScans.length ? `; seq scans ${row.plan.seqScans.join(' ')}` : ''}`,
      );
    }
  }

  const [small, full] = sizes.map((cards) => results.get(cards));
  const names = [small, full].find((r): r is Measured[] => Array.isArray(r))?.map((r) => r.name);
  if (!names) {
    process.exitCode = 1;
    return;
  }
  const cell = (set: Measured[] | string | undefined, name: string, key: 'p50' | 'p95') => {
    const row = Array.isArray(set) ? set.find((r) => r.name === name) : undefined;
    return row && !row.error ? String(round(row[key])) : '—';
  };
  console.log(`\nLoad average at the end: ${load()}. Targets: reads ≤ ${READ_TARGET_MS} ms p95`);
  console.log(`with no seq scan of card and no OFFSET, passes ≤ ${PASS_TARGET_MS} ms.\n`);
  console.log(
    `| row | ${sizes[0]} cards p50 ms | p95 ms | ${sizes[1]} cards p50 ms | p95 ms | growth p95 | target | plan at ${sizes[1]} cards |`,
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  let missed = 0;
  for (const name of names) {
    // Judged at the full size (a small table is read whole on purpose); the small one alone when
    // the full one is not seeded.
    const judged = Array.isArray(full) ? full : (small as Measured[]);
    const row = judged.find((r) => r.name === name)!;
    const smallRow = Array.isArray(small) ? small.find((r) => r.name === name) : undefined;
    const why = verdict(row);
    if (why) missed += 1;
    const growth =
      Array.isArray(full) && smallRow && !row.error && !smallRow.error && smallRow.p95 > 0
        ? `${(row.p95 / smallRow.p95).toFixed(1)}×`
        : '—';
    const plan =
      [
        row.plan.indexes.length ? `index: ${row.plan.indexes.join(', ')}` : '',
        row.plan.seqScans.length ? `seq scan: ${row.plan.seqScans.join(', ')}` : '',
        row.plan.offset ? 'OFFSET' : '',
      ]
        .filter(Boolean)
        .join('; ') || '—';
    console.log(
      `| ${name} | ${cell(small, name, 'p50')} | ${cell(small, name, 'p95')} | ${cell(full, name, 'p50')} | ${cell(full, name, 'p95')} | ${growth} | ${why ? `NOT met (${why})` : 'met'} | ${plan} |`,
    );
  }
  for (const set of results.values()) if (typeof set === 'string') console.log(`\n${set}`);
  console.log(`\n${missed} of ${names.length} rows miss their target.`);
  process.exitCode = missed > 0 ? 1 : 0;
}

await main();
