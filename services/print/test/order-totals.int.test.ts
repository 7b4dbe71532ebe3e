import { randomUUID } from 'node:crypto';
import { accountDataRoutes, ownershipRoutes, printAdminRoutes } from '@cardsmith/contracts';
import { createDb, internalHeaders } from '@cardsmith/service-kit';
import { applyMigrations, TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrations } from '../migrations/index.js';
import { paymentStateOf, revenueCentsOf } from '../src/admin/admin-order-rules.js';
import type { PrintDb } from '../src/db/database.js';
import {
  markPaid,
  newVisitor,
  recordingSubmissions,
  startApp,
  type TestApp,
  type Visitor,
  placeOrder,
} from './support.js';

/**
 * A schema of its own: the figures cover every order of the schema, so the other files' orders
 * would move them meanwhile.
 */
const SCHEMA = `print_totals_${randomUUID().slice(0, 8)}`;
const TOTALS_MIGRATION = '2026_11_28_1000_create_order_totals';
const infra = inject('infra');
const admin = internalHeaders(TEST_INTERNAL_SECRET);
let test: TestApp;
let db: Kysely<PrintDb>;
const table = (name: string) => sql.id(SCHEMA, name);

/** Orders written in one statement each for the orders and their history, as seed:scale does. */
async function insertMany(
  orders: { status: string; total: number; owner?: string; history: string[] }[],
): Promise<string[]> {
  const rows = orders.map((order) => ({ id: randomUUID(), ...order }));
  await sql`
    insert into ${table('print_order')} (id, owner_visitor_id, card_id, card_snapshot, status, quantity,
      paper_type, size, include_envelopes, shipping_details, card_price, envelope_price, shipping,
      tax, total, payment_provider)
    select id, owner, 'card', '{"title": "Bulk"}', status, 1, 'matte', '5x7', false,
      '{"firstName": "Pat", "lastName": "Bulk"}', 0, 0, 0, 0, total, 'offline'
    from jsonb_to_recordset(${JSON.stringify(
      rows.map(({ id, status, total, owner }) => ({ id, status, total, owner: owner ?? 'bulk' })),
    )}) as r(id uuid, status text, total int, owner text)`.execute(db);
  await sql`
    insert into ${table('print_order_event')} (order_id, status)
    select id, status from jsonb_to_recordset(${JSON.stringify(
      rows.flatMap((row) => row.history.map((status) => ({ id: row.id, status }))),
    )}) as r(id uuid, status text)`.execute(db);
  return rows.map((row) => row.id);
}

/**
 * What the triggers keep against the orders counted, in one snapshot: the revenue summed by the
 * read the dashboard used to make, and by the payment state rule over every order.
 */
async function keptAndCounted() {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const kept = await trx
        .selectFrom('print_order_totals')
        .select(['orders', 'revenue_cents'])
        .executeTakeFirstOrThrow();
      const orders = await trx
        .selectFrom('print_order')
        .select(['id', 'status', 'total'])
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('print_order_event')
                .select(sql.lit(1).as('one'))
                .whereRef('print_order_event.order_id', '=', 'print_order.id')
                .where('print_order_event.status', '=', 'paid'),
            )
            .$castTo<boolean>()
            .as('was_paid'),
        )
        .orderBy('id')
        .execute();
      const summed = await sql<{ revenue: string }>`
        select coalesce(sum(o.total), 0) as revenue from ${table('print_order')} as o
        where o.status <> 'refunded' and exists (select 1 from ${table('print_order_event')} as e
          where e.order_id = o.id and e.status = 'paid')`.execute(trx);
      const perOrder = await trx
        .selectFrom('print_order_revenue')
        .select(['order_id', 'cents'])
        .orderBy('order_id')
        .execute();
      const due = orders
        .filter((o) => paymentStateOf(o.status, o.was_paid) === 'paid')
        .map((o) => ({ order_id: o.id, cents: o.total }));
      return {
        kept: { orders: Number(kept.orders), revenueCents: Number(kept.revenue_cents) },
        counted: {
          orders: orders.length,
          revenueCents: orders.reduce(
            (sum, o) => sum + revenueCentsOf(o.status, o.was_paid, o.total),
            0,
          ),
        },
        summed: Number(summed.rows[0]!.revenue),
        perOrder,
        due,
      };
    });
}

/** The kept figures equal the counted ones; answers them. */
async function expectExact() {
  const { kept, counted, summed, perOrder, due } = await keptAndCounted();
  expect(kept).toEqual(counted);
  expect(summed).toBe(counted.revenueCents);
  expect(perOrder).toEqual(due);
  return kept;
}

const orderOf = async (visitor: Visitor, quantity = 2) =>
  (await placeOrder(test.app, visitor, { quantity })).order;

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
const orderUrl = (id: string, action = '') =>
  printAdminRoutes.getOrder.path.replace(':id', id) + action;

beforeAll(async () => {
  const before = Object.keys(migrations).filter((name) => name < TOTALS_MIGRATION);
  await applyMigrations(infra.databaseUrl, [
    { schema: SCHEMA, migrations: Object.fromEntries(before.map((n) => [n, migrations[n]!])) },
  ]);
  db = createDb<PrintDb>(infra.databaseUrl, SCHEMA, 2);
});
afterAll(async () => {
  await test?.close();
  await sql`drop schema if exists ${sql.id(SCHEMA)} cascade`.execute(db);
  await db.destroy();
});

describe('the orders and revenue kept as orders are written', () => {
  it('counts the orders written before the migration', async () => {
    // Written before the figures existed: the migration counts them.
    await insertMany([
      { status: 'paid', total: 1000, history: ['awaiting_payment', 'paid'] },
      { status: 'awaiting_payment', total: 700, history: ['awaiting_payment'] },
      { status: 'refunded', total: 300, history: ['awaiting_payment', 'paid', 'refunded'] },
      { status: 'cancelled', total: 200, history: ['awaiting_payment', 'paid', 'cancelled'] },
    ]);
    await applyMigrations(infra.databaseUrl, [{ schema: SCHEMA, migrations }]);
    test = await startApp({ submissions: recordingSubmissions(), schema: SCHEMA });
    expect(await expectExact()).toEqual({ orders: 4, revenueCents: 1200 });
  });

  it('follows orders placed, paid, refunded, failed and cancelled through the routes', async () => {
    const visitor = newVisitor();
    const [first, second, third, fourth] = [
      await orderOf(visitor, 1),
      await orderOf(visitor, 3),
      await orderOf(visitor, 5),
      await orderOf(visitor, 2),
    ];
    expect(await expectExact()).toEqual({ orders: 8, revenueCents: 1200 });

    // Paid by an admin (money taken offline) and by the payment provider's webhook.
    expect((await call('POST', orderUrl(first!.id, '/mark-paid'), {})).statusCode).toBe(200);
    expect((await markPaid(test.app, second!.id)).statusCode).toBe(200);
    const paid = 1200 + first!.summary.total + second!.summary.total;
    expect(await expectExact()).toEqual({ orders: 8, revenueCents: paid });

    // Refunded: out of the revenue. A paid order that failed keeps its money until refunded.
    expect((await call('POST', orderUrl(first!.id, '/refund'), {})).statusCode).toBe(200);
    expect(
      (await call('POST', orderUrl(second!.id, '/status'), { status: 'failed' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', orderUrl(third!.id, '/status'), { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await expectExact()).toEqual({ orders: 8, revenueCents: 1200 + second!.summary.total });
    expect((await call('POST', orderUrl(second!.id, '/refund'), {})).statusCode).toBe(200);

    const stats = (await call('GET', printAdminRoutes.stats.path)).json();
    expect(stats).toMatchObject({ orders: 8, revenueCents: 1200 });
    const listed = (await call('GET', `${printAdminRoutes.listOrders.path}?pageSize=2`)).json();
    expect(listed.total).toBe(8);
    expect(await expectExact()).toEqual({ orders: 8, revenueCents: 1200 });

    // Erasure anonymises every order of the visitor (history written for each) and cancels the
    // unpaid one; a sign-in claim moves the rest. Neither moves money.
    await call('POST', orderUrl(fourth!.id, '/mark-paid'), {});
    const other = newVisitor();
    await orderOf(other);
    const erased = await test.app.inject({
      method: 'POST',
      url: accountDataRoutes.erase.path,
      headers: admin,
      payload: { ownerIds: [visitor.id, other.id] },
    });
    expect(erased.statusCode).toBe(200);
    const claimed = await test.app.inject({
      method: 'POST',
      url: ownershipRoutes.claim.path,
      headers: admin,
      payload: { fromOwnerId: 'bulk', toOwnerId: 'account-1' },
    });
    expect(claimed.json()).toEqual({ moved: 4 });
    expect(await expectExact()).toEqual({ orders: 9, revenueCents: 1200 + fourth!.summary.total });
  });

  it('follows bulk statements: totals changed, history rewritten, orders deleted', async () => {
    const [paid, unpaid] = await insertMany([
      { status: 'paid', total: 5000, history: ['awaiting_payment', 'paid'] },
      { status: 'paid', total: 4000, history: ['awaiting_payment'] },
      { status: 'shipped', total: 3000, history: ['paid', 'submitted', 'shipped'] },
    ]);
    await expectExact();

    // Every total changed in one statement; a status moved by hand, both ways.
    await db
      .updateTable('print_order')
      .set({ total: sql`total + 10` })
      .execute();
    await db
      .updateTable('print_order')
      .set({ status: 'refunded' })
      .where('id', '=', paid!)
      .execute();
    await expectExact();
    await db.updateTable('print_order').set({ status: 'paid' }).where('id', '=', paid!).execute();
    await expectExact();

    // History: a payment recorded for the unpaid one, then every payment of the first removed.
    await db
      .insertInto('print_order_event')
      .values({ order_id: unpaid!, status: 'paid', note: null })
      .execute();
    await expectExact();
    await db
      .deleteFrom('print_order_event')
      .where('order_id', '=', paid!)
      .where('status', '=', 'paid')
      .execute();
    await db
      .updateTable('print_order_event')
      .set({ status: 'paid' })
      .where('order_id', '=', paid!)
      .execute();
    await expectExact();

    // Orders deleted: their history goes with them (the cascade runs before the orders' trigger).
    await db.deleteFrom('print_order').where('id', 'in', [paid!, unpaid!]).execute();
    await expectExact();
    await db.deleteFrom('print_order').where('owner_visitor_id', '=', 'account-1').execute();
    expect(await expectExact()).toMatchObject({ orders: 6 });
  });

  it('counts a status change and a payment of one order written in two transactions at once', async () => {
    const [order] = await insertMany([
      { status: 'refunded', total: 800, history: ['awaiting_payment'] },
    ]);
    const other = createDb<PrintDb>(infra.databaseUrl, SCHEMA, 1);
    try {
      // One transaction moves the order by hand out of refunded and holds it while another
      // records a payment: neither sees the other's write when its statement runs, so the
      // payment's count waits for the order and is made again once the change is committed.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const change = db.transaction().execute(async (trx) => {
        await trx
          .updateTable('print_order')
          .set({ status: 'paid' })
          .where('id', '=', order!)
          .execute();
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const payment = other
        .insertInto('print_order_event')
        .values({ order_id: order!, status: 'paid', note: null })
        .execute();
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await Promise.all([change, payment]);
      await expectExact();
      const { perOrder } = await keptAndCounted();
      expect(perOrder).toContainEqual({ order_id: order!, cents: 800 });
    } finally {
      await other.destroy();
    }
  });
});
