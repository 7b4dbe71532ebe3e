/**
 * `npm run seed:scale [-- --cards 1000000] [--visitors n] [--deliveries n] [--orders n]
 * [--signatures n] [--database name]`: a platform with a realistic amount of data, in a database
 * of its own (`cardsmith_scale` for a million cards, `cardsmith_scale_<cards>` otherwise; the
 * server is SCALE_DATABASE_SERVER, default postgres://postgres@127.0.0.1:5432).
 *
 * Each service's own migrations make its schema, then set-based SQL (INSERT … SELECT
 * generate_series) fills it: no row goes through Node, so a million cards take minutes.
 * Idempotent: the sizes written are kept in `public.scale_seed`; the same sizes again only apply
 * new migrations, other sizes drop the database and seed it anew. The marker is written last, so
 * an interrupted seed starts over.
 *
 * What it writes (N cards, V visitors; every choice is deterministic but the random draws):
 *  - cards: the first V cards give every visitor one, the rest go to visitors drawn with a skew
 *    (visitor ⌊V·u²⌋: the first few own thousands); created over the last year; 30% public, 0.1%
 *    hidden, 2% deleted; half on a catalog template; a text element on each, an uploaded image
 *    (a media blob) on one in ten;
 *  - N likes and 2N views (at most one per visitor and card, per day for views) on public cards
 *    drawn with a steep skew (public card ⌊P·u⁴⌋), a fifth of them in the trending week;
 *  - deliveries spread over 24 IANA zones from 30 days ago to 30 days ahead: the past ones sent,
 *    opened, delivered or failed, the future ones scheduled, 1% due in the last ten minutes and
 *    not yet claimed, a few left `sending` past the lease; email, SMS and post;
 *  - print orders in every status, with their status history; group signatures (five a card,
 *    each with its invite); open reports, collaboration sessions, offline-outbox messages and
 *    accounts for the admin lists; one blob per uploaded image and 1% orphans for the reclaimer.
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, migrateToLatest } from '@cardsmith/service-kit';
import {
  databaseFor,
  databaseUrl,
  FULL_CARDS,
  MARKER_TABLE,
  SCHEMAS,
  SERVER_URL,
  sizeFor,
  type ScaleSize,
} from './databases.js';

const ZONES = [
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Halifax',
  'America/Sao_Paulo',
  'Atlantic/South_Georgia',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Paris',
  'Europe/Athens',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Noumea',
  'Pacific/Auckland',
  'Pacific/Kiritimati',
];

const OCCASIONS = ['birthday', 'anniversary', 'wedding', 'thank-you', 'holiday', 'get-well'];
const FONTS = ['Poppins', 'Lato', 'Pacifico', 'Merriweather'];

/** Each service's migrations, from source (the seed runs with tsx, as the benches do). */
async function migrateAll(url: string): Promise<void> {
  for (const schema of SCHEMAS) {
    const { migrations } = (await import(`../../services/${schema}/migrations/index.js`)) as {
      migrations: Parameters<typeof migrateToLatest>[2];
    };
    const db = createDb(url, schema, 2);
    try {
      await migrateToLatest(db, schema, migrations);
    } finally {
      await db.destroy();
    }
  }
}

const textArray = (values: readonly string[]) =>
  `(array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[])`;

/** Every statement of the seed, in order, with a name for the log. */
export function seedStatements(size: ScaleSize): [string, string][] {
  const { cards: N, visitors: V, deliveries: D, orders: O, signatures: G } = size;
  const publicCards = Math.floor(N / 10) * 3 + Math.min(N % 10, 3);
  const zones = textArray(ZONES);
  const occasions = textArray(OCCASIONS);
  const fonts = textArray(FONTS);
  return [
    [
      'helpers',
      `
      -- 22 base64url characters, as the services' own random ids.
      create function pg_temp.b64id(seed text) returns text language sql immutable as
        $$ select translate(encode(decode(md5(seed), 'hex'), 'base64'), '+/=', '-_') $$;
      create function pg_temp.cid(i bigint) returns text language sql immutable as
        $$ select pg_temp.b64id('card-' || i) $$;
      create function pg_temp.mid(i bigint) returns text language sql immutable as
        $$ select pg_temp.b64id('media-' || i) $$;
      create function pg_temp.vid(v bigint) returns text language sql immutable as
        $$ select md5('visitor-' || v)::uuid::text $$;
      -- The i of the k-th public card (cards with i % 10 < 3 are public).
      create function pg_temp.pub(k bigint) returns bigint language sql immutable as
        $$ select (k / 3) * 10 + k % 3 $$;
      select setseed(0.37);
      `,
    ],
    [
      `cards.card (${N})`,
      `
      insert into cards.card (id, owner_id, title, category, template_id, background_color,
        card_message, text_font, text_size, elements, media_ids, created_at, updated_at,
        deleted_at, hidden_at, is_public, published_at)
      select pg_temp.cid(i), pg_temp.vid(owner),
        initcap(occasion) || ' card ' || i, occasion,
        case when i % 2 = 0 then templates[1 + (i / 2) % array_length(templates, 1)] end,
        '#ffffff', 'Thinking of you today. With love, ' || i, ${fonts}[1 + i % 4], 'medium',
        jsonb_build_array(jsonb_build_object('id', 'text-1', 'type', 'text',
          'content', 'Happy ' || occasion || ' from card ' || i,
          'position', jsonb_build_object('x', 50, 'y', 40)))
        || case when i % 10 = 9 then jsonb_build_array(jsonb_build_object('id', 'image-1',
          'type', 'image', 'content', '/api/media/' || pg_temp.mid(i),
          'position', jsonb_build_object('x', 50, 'y', 70))) else '[]'::jsonb end,
        case when i % 10 = 9 then array[pg_temp.mid(i)] else '{}'::text[] end,
        created, created + interval '10 minutes',
        case when i % 50 = 7 then created + interval '1 day' end,
        case when i % 1000 = 1 then created + interval '2 days' end,
        i % 10 < 3, case when i % 10 < 3 then created + interval '1 hour' end
      from (
        select i, ${occasions}[1 + i % ${OCCASIONS.length}] as occasion,
          case when i < ${V} then i else floor(${V} * power(random(), 2))::bigint end as owner,
          now() - random() * interval '365 days' as created
        from generate_series(0, ${N - 1}) as i
      ) as c, (select array_agg(id order by id) as templates from cards.template) as t
      `,
    ],
    [
      `cards.visitor_seen (${V})`,
      `insert into cards.visitor_seen (visitor_id, first_seen_at)
       select pg_temp.vid(v), now() - interval '400 days' from generate_series(0, ${V - 1}) as v`,
    ],
    [
      `cards.card_like (≤ ${N})`,
      `
      insert into cards.card_like (card_id, visitor_id, network, established, created_at)
      select pg_temp.cid(pg_temp.pub(floor(${publicCards} * power(random(), 4))::bigint)),
        pg_temp.vid(floor(random() * ${V})::bigint), null, true,
        case when random() < 0.2 then now() - random() * interval '7 days'
          else now() - interval '7 days' - random() * interval '358 days' end
      from generate_series(1, ${N})
      on conflict do nothing
      `,
    ],
    [
      `cards.card_view (≤ ${2 * N})`,
      `
      insert into cards.card_view (card_id, visitor_id, day, network, created_at)
      select card_id, visitor_id, (at at time zone 'UTC')::date, null, at
      from (
        select pg_temp.cid(pg_temp.pub(floor(${publicCards} * power(random(), 4))::bigint)) as card_id,
          pg_temp.vid(floor(random() * ${V})::bigint) as visitor_id,
          case when random() < 0.2 then now() - random() * interval '7 days'
            else now() - interval '7 days' - random() * interval '358 days' end as at
        from generate_series(1, ${2 * N})
      ) as v
      on conflict do nothing
      `,
    ],
    [
      `cards.card_report (${Math.ceil(N / 1000)})`,
      `insert into cards.card_report (id, card_id, reporter_id, reason, created_at)
       select gen_random_uuid(), pg_temp.cid(pg_temp.pub(r * 7)), pg_temp.vid(r),
         'Inappropriate picture', now() - r * interval '1 minute'
       from generate_series(0, ${Math.ceil(N / 1000) - 1}) as r
       on conflict do nothing`,
    ],
    [
      `cards.group_invite + group_signature (${G})`,
      `
      create temp table seed_signer as
        select s, pg_temp.cid(((s / 5) * 500 + 13) % ${N}) as card_id,
          pg_temp.b64id('invite-' || s) as invite_id, now() - (s % 90) * interval '1 hour' as at
        from generate_series(0, ${G - 1}) as s;
      insert into cards.group_invite (id, card_id, email, token, created_at, opened_at)
        select invite_id, card_id, 'signer' || s || '@example.com', md5('token-' || s), at, at
        from seed_signer;
      insert into cards.group_signature (id, card_id, invite_id, name, message, created_at,
          updated_at)
        select pg_temp.b64id('signature-' || s), card_id, invite_id, 'Signer ' || s,
          'Many happy returns from all of us!', at, at
        from seed_signer;
      `,
    ],
    [
      `media.blob (${Math.floor(N / 10) + Math.ceil(N / 100)})`,
      `
      insert into media.blob (id, content_type, kind, bytes, chunk_bytes, owner_visitor_id,
          created_at, completed_at, storage)
        select pg_temp.mid(i), 'image/webp', 'image', 180000, 262144, null,
          now() - interval '30 days', now() - interval '30 days', 's3'
        from generate_series(9, ${N - 1}, 10) as i;
      -- Uploads whose card was never saved: what the reclaimer is for.
      insert into media.blob (id, content_type, kind, bytes, chunk_bytes, owner_visitor_id,
          created_at, completed_at, storage)
        select pg_temp.b64id('orphan-' || j), 'image/webp', 'image', 180000, 262144, null,
          now() - interval '20 days', now() - interval '20 days', 's3'
        from generate_series(1, ${Math.ceil(N / 100)}) as j;
      `,
    ],
    [
      `scheduler.delivery (${D})`,
      `
      insert into scheduler.delivery (id, owner_visitor_id, card_id, card_title, method, status,
        delivery_date, delivery_time, timezone, deliver_at, time_adjustment, recipient,
        personal_message, recurring, reminder_enabled, reminder_days, reminder_time, token,
        attempts, claimed_at, sent_at, created_at, updated_at, sender_timezone, print_order_id)
      select gen_random_uuid()::text, pg_temp.vid(d % ${V}), pg_temp.cid((d * 7) % ${N}),
        'A card for you', method, status,
        to_char(at at time zone zone, 'YYYY-MM-DD'), to_char(at at time zone zone, 'HH24:MI'),
        zone, at, 'exact',
        jsonb_build_object('name', 'Recipient ' || d, 'email', 'r' || d || '@example.com',
          'phone', '+1555' || lpad((d % 10000000)::text, 7, '0')),
        'Thinking of you', false, false, '[]'::jsonb, '09:00', md5('delivery-' || d),
        case when status in ('scheduled') then 0 else 1 end,
        case when status = 'sending' then now() - interval '2 hours' end,
        case when status in ('sent', 'delivered', 'opened') then at end,
        least(at, now()) - interval '3 days', least(at, now()), zone,
        case when method = 'physical' and d % 1000 <> 9 then gen_random_uuid() end
      from (
        select d, ${zones}[1 + d % 24] as zone,
          case when d % 10 < 7 then 'email' when d % 10 < 9 then 'sms' else 'physical' end
            as method,
          case when d % 100 = 0 then now() - random() * interval '10 minutes'
            else now() + (random() * 60 - 30) * interval '1 day' end as at,
          random() as r
        from generate_series(0, ${D - 1}) as d
      ) as s, lateral (select case
          when d % 100 = 0 then 'scheduled'
          when d % 1000 = 3 then 'sending'
          when at > now() then 'scheduled'
          when r < 0.5 then 'sent' when r < 0.75 then 'opened' when r < 0.92 then 'delivered'
          when r < 0.97 then 'failed' else 'cancelled' end as status) as st
      `,
    ],
    [
      `scheduler.outbox_message (${Math.ceil(N / 50)})`,
      `insert into scheduler.outbox_message (id, channel, recipient, subject, text, html,
          created_at)
       select gen_random_uuid()::text, case when m % 4 = 0 then 'sms' else 'email' end,
         'r' || m || '@example.com', 'A card for you', 'Someone sent you a card.', null,
         now() - m * interval '1 minute'
       from generate_series(1, ${Math.ceil(N / 50)}) as m`,
    ],
    [
      `print.print_order (${O})`,
      `
      create temp table seed_order as
        select o, gen_random_uuid() as id,
          (array['awaiting_payment','paid','submitted','in_production','shipped','delivered',
            'cancelled','failed','refunded'])[1 + o % 9] as status,
          now() - (o::float8 / ${O}) * interval '365 days' as at
        from generate_series(0, ${O - 1}) as o;
      insert into print.print_order (id, owner_visitor_id, card_id, card_snapshot, status,
          quantity, paper_type, size, include_envelopes, shipping_details, card_price,
          envelope_price, shipping, tax, total, payment_provider, created_at, updated_at)
        select id, pg_temp.vid(o % ${V}), pg_temp.cid((o * 13) % ${N}),
          jsonb_build_object('title', 'Card ' || o, 'category', 'birthday'), status, 1 + o % 3,
          'matte', '5x7', true,
          jsonb_build_object('firstName', 'Pat', 'lastName', 'Buyer ' || o,
            'email', 'buyer' || o || '@example.com', 'address1', o || ' Main Street',
            'city', 'Springfield', 'postalCode', '12345', 'country', 'US'),
          499, 100, 399, 80, 1078, case when o % 5 = 0 then 'offline' else 'stripe' end, at, at
        from seed_order;
      insert into print.print_order_event (order_id, status, at)
        select id, 'awaiting_payment', at from seed_order;
      insert into print.print_order_event (order_id, status, at)
        select id, 'paid', at + interval '1 minute' from seed_order
        where status not in ('awaiting_payment', 'cancelled');
      insert into print.print_order_event (order_id, status, at)
        select id, status, at + interval '1 day' from seed_order
        where status not in ('awaiting_payment', 'paid');
      `,
    ],
    [
      `collab.session (${Math.ceil(N / 100)})`,
      `insert into collab.session (id, card_id, card_title, status, collaborator_count,
          peak_collaborators, created_at, last_active)
       select gen_random_uuid(), pg_temp.cid(s * 3),  'Card ' || s,
         case when s % 20 = 0 then 'active' when s % 20 = 1 then 'locked' else 'inactive' end,
         case when s % 20 < 2 then 2 else 0 end, 3,
         now() - s * interval '1 minute' - interval '1 hour', now() - s * interval '1 minute'
       from generate_series(0, ${Math.ceil(N / 100) - 1}) as s`,
    ],
    [
      `gateway.account (${Math.ceil(N / 100)})`,
      `insert into gateway.account (id, email, created_at, last_sign_in_at)
       select md5('account-' || a)::uuid::text, 'person' || a || '@example.com',
         now() - a * interval '1 hour', now() - a * interval '10 minutes'
       from generate_series(0, ${Math.ceil(N / 100) - 1}) as a`,
    ],
  ];
}

/**
 * Rows for tables a later migration added, written when they are empty: a database seeded before
 * keeps its size and gains them on the next `seed:scale` (or bench) run. Media's reference table
 * (what other services hold, as their events said) gets each uploaded image's card.
 */
export function topUpStatements(size: ScaleSize): string[] {
  const holders = `from generate_series(9, ${size.cards - 1}, 10) as i`;
  return [
    `do $$ begin
      if to_regclass('media.blob_reference') is not null
        and not exists (select 1 from media.blob_reference) then
        insert into media.blob_holder (holder_service, holder_kind, holder_id, sequence)
          select 'cards', 'card', ${cardId('i')}, 1 ${holders};
        insert into media.blob_reference (holder_service, holder_kind, holder_id, blob_id)
          select 'cards', 'card', ${cardId('i')}, ${mediaId('i')} ${holders};
        analyze media.blob_holder;
        analyze media.blob_reference;
      end if;
    end $$`,
  ];
}

/** The seed's ids in SQL, for statements run outside the session that made its helpers. */
const b64id = (seed: string) =>
  `translate(encode(decode(md5(${seed}), 'hex'), 'base64'), '+/=', '-_')`;
const cardId = (i: string) => b64id(`'card-' || ${i}`);
const mediaId = (i: string) => b64id(`'media-' || ${i}`);

/** A seeded database brought to the latest migrations, with rows for tables they added. */
export async function bringUpToDate(url: string, size: ScaleSize): Promise<void> {
  await migrateAll(url);
  const client = new pg.Client(url);
  await client.connect();
  try {
    for (const statement of topUpStatements(size)) await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Marker {
  size: ScaleSize;
  seconds: number;
}

async function readMarker(client: pg.Client): Promise<Marker | null> {
  const exists = await client.query(`select to_regclass('${MARKER_TABLE}') as t`);
  if (!exists.rows[0].t) return null;
  const row = await client.query(`select size, seconds from ${MARKER_TABLE} limit 1`);
  return (row.rows[0] as Marker | undefined) ?? null;
}

const sameSize = (a: ScaleSize, b: ScaleSize) =>
  (Object.keys(a) as (keyof ScaleSize)[]).every((key) => a[key] === b[key]);

async function databaseExists(name: string): Promise<boolean> {
  const server = new pg.Client(`${SERVER_URL}/postgres`);
  await server.connect();
  try {
    const row = await server.query('select 1 from pg_database where datname = $1', [name]);
    return row.rowCount === 1;
  } finally {
    await server.end();
  }
}

async function recreateDatabase(name: string): Promise<void> {
  const server = new pg.Client(`${SERVER_URL}/postgres`);
  await server.connect();
  try {
    await server.query(`drop database if exists "${name}" with (force)`);
    await server.query(`create database "${name}"`);
  } finally {
    await server.end();
  }
}

/** Seeds `database` with `size` unless it already holds exactly that; returns what it did. */
export async function seedScale(
  size: ScaleSize,
  database: string,
  log: (line: string) => void = console.log,
): Promise<{ seeded: boolean; seconds: number }> {
  const url = databaseUrl(database);
  if (await databaseExists(database)) {
    const client = new pg.Client(url);
    await client.connect();
    const marker = await readMarker(client).finally(() => client.end());
    if (marker && sameSize(marker.size, size)) {
      await bringUpToDate(url, size);
      log(`${database}: already seeded with ${size.cards} cards (took ${marker.seconds} s)`);
      return { seeded: false, seconds: marker.seconds };
    }
    log(`${database}: ${marker ? 'seeded with other sizes' : 'not seeded'}: seeding anew`);
  }
  await recreateDatabase(database);
  const started = performance.now();
  await migrateAll(url);
  const client = new pg.Client(url);
  await client.connect();
  try {
    // Bulk loading: nothing here needs to survive a crash, and sorts for the indexes fit in memory.
    await client.query(`set synchronous_commit = off; set maintenance_work_mem = '256MB';
      set work_mem = '64MB'`);
    for (const [name, statement] of seedStatements(size)) {
      const at = performance.now();
      await client.query(statement);
      log(`  ${name}: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    }
    for (const statement of topUpStatements(size)) await client.query(statement);
    const at = performance.now();
    // Statistics and the visibility map, as autovacuum leaves a live database (index-only scans).
    // VACUUM marks no page all-visible while its rows' commits are not yet flushed, and the loads
    // above committed asynchronously: a vacuum right after them left card_view and card_like
    // without a visibility map, and the card page read their heaps (p95 21–166 ms, 4.7 after a
    // later vacuum). A synchronous commit flushes the WAL up to it, every earlier commit included.
    await client.query('set synchronous_commit = on');
    await client.query('select txid_current()');
    await client.query('vacuum (analyze)');
    log(`  vacuum analyze: ${((performance.now() - at) / 1000).toFixed(1)} s`);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    await client.query(`create table ${MARKER_TABLE} (size jsonb not null, seconds numeric not null,
      seeded_at timestamptz not null default now())`);
    await client.query(`insert into ${MARKER_TABLE} (size, seconds) values ($1, $2)`, [
      JSON.stringify(size),
      seconds,
    ]);
    log(`${database}: seeded ${size.cards} cards in ${seconds} s`);
    return { seeded: true, seconds };
  } finally {
    await client.end();
  }
}

/** The size a seeded database holds, or null when it is missing or its seed did not finish. */
export async function seededSize(database: string): Promise<ScaleSize | null> {
  if (!(await databaseExists(database))) return null;
  const client = new pg.Client(databaseUrl(database));
  await client.connect();
  try {
    return (await readMarker(client))?.size ?? null;
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      cards: { type: 'string', default: String(FULL_CARDS) },
      visitors: { type: 'string' },
      deliveries: { type: 'string' },
      orders: { type: 'string' },
      signatures: { type: 'string' },
      database: { type: 'string' },
    },
  });
  const overrides: Partial<ScaleSize> = {};
  for (const key of ['visitors', 'deliveries', 'orders', 'signatures'] as const) {
    if (values[key] !== undefined) overrides[key] = Number(values[key]);
  }
  const size = sizeFor(Number(values.cards), overrides);
  const database = values.database ?? databaseFor(size.cards);
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(database)) {
    throw new Error('--database must be a plain lower-case Postgres name (letters, digits, _).');
  }
  await seedScale(size, database);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: Error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
