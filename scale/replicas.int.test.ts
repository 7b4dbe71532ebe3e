/**
 * The platform scaled out on one machine: two gateways, two collab replicas and two scheduler
 * workers against one Postgres and one Redis, each its own process as Kubernetes runs them.
 */
import { randomUUID } from 'node:crypto';
import { createDb } from '@cardsmith/service-kit';
import {
  deadUrl,
  freePort,
  metricSample,
  startService,
  type StartedService,
} from '@cardsmith/service-kit/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WebSocket } from 'ws';

const infra = inject('infra');
const ORIGIN = 'http://cards.test';
const started: StartedService[] = [];

async function start(options: Parameters<typeof startService>[0]): Promise<StartedService> {
  const service = await startService(options);
  started.push(service);
  return service;
}

afterAll(async () => {
  await Promise.all(started.map((service) => service.stop()));
});

describe('two replicas of the gateway and of collab', () => {
  let gateways: StartedService[];
  let collabs: StartedService[];

  beforeAll(async () => {
    const cards = await start({ name: 'cards', infra, env: { MEDIA_URL: await deadUrl() } });
    collabs = await Promise.all(
      [1, 2].map(() => start({ name: 'collab', infra, env: { CARDS_URL: cards.url } })),
    );
    const gatewayEnv = {
      CARDS_URL: cards.url,
      PUBLIC_ORIGIN: ORIGIN,
      COOKIE_SECRET: 'scale-test-cookie-secret-shared-by-every-gateway',
      ADMIN_PASSWORD: 'scale-test-admin-password',
      WEB_DIST_DIR: '/nonexistent/cardsmith-web-dist',
      ACTION_LIMIT_MULTIPLIER: '1000',
    };
    // Each gateway sends /ws to its own collab replica, as two pods may land on two replicas.
    gateways = await Promise.all(
      collabs.map(async (collab) =>
        start({
          name: 'gateway',
          infra,
          env: { ...gatewayEnv, COLLAB_URL: collab.url, METRICS_PORT: String(await freePort()) },
        }),
      ),
    );
    // Five processes start from source: minutes on a busy shared machine.
  }, 300_000);

  /** A browser's visitor: the cookie the gateway set on its first answer. */
  async function visitor(gatewayUrl: string): Promise<string> {
    const response = await fetch(`${gatewayUrl}/api/catalog/moods`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(cookie).not.toBe('');
    return cookie;
  }

  async function post(gatewayUrl: string, path: string, cookie: string, body: unknown) {
    const response = await fetch(`${gatewayUrl}${path}`, {
      method: 'POST',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return response.json() as Promise<Record<string, any>>;
  }

  function openSocket(gatewayUrl: string, cookie: string) {
    const socket = new WebSocket(`${gatewayUrl.replace(/^http/, 'ws')}/ws`, {
      headers: { cookie, origin: ORIGIN },
    });
    const received: Record<string, any>[] = [];
    const waiters: (() => void)[] = [];
    socket.on('message', (data) => {
      received.push(JSON.parse(data.toString()) as Record<string, any>);
      for (const wake of waiters.splice(0)) wake();
    });
    const next = async (match: (m: Record<string, any>) => boolean) => {
      for (;;) {
        const index = received.findIndex(match);
        if (index >= 0) return received.splice(index, 1)[0]!;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    const opened = new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    return { socket, next, opened, send: (m: unknown) => socket.send(JSON.stringify(m)) };
  }

  const cardData = (cardMessage: string) => ({
    backgroundColor: '#ffffff',
    textFont: 'Poppins',
    textSize: 'medium',
    cardMessage,
    elements: [{ id: 'title', type: 'text', content: 'Hello', position: { x: 250, y: 100 } }],
  });

  it('shares one room: people on different gateways and collab replicas see each other’s edits', async () => {
    const [first, second] = gateways as [StartedService, StartedService];
    const ann = await visitor(first.url);
    const card = await post(first.url, '/api/cards', ann, { title: 'Scaled out' });
    const { editUrl } = await post(first.url, '/api/cards/share-link', ann, {
      cardId: card.id,
      kind: 'edit',
    });
    const editToken = new URL(editUrl as string).searchParams.get('edit')!;
    const bob = await visitor(second.url);

    const annSocket = openSocket(first.url, ann);
    const bobSocket = openSocket(second.url, bob);
    await Promise.all([annSocket.opened, bobSocket.opened]);
    annSocket.send({
      type: 'join',
      cardId: card.id,
      clientId: 'ann',
      name: 'Ann',
      initialCardData: cardData('start'),
    });
    await annSocket.next((m) => m.type === 'sync');
    bobSocket.send({ type: 'join', cardId: card.id, clientId: 'bob', name: 'Bob', editToken });
    await bobSocket.next((m) => m.type === 'sync');
    await annSocket.next((m) => m.type === 'client_joined' && m.name === 'Bob');

    // Each socket is on its own collab replica.
    for (const collab of collabs) {
      const metrics = await (await fetch(`${collab.url}/metrics`)).text();
      expect(metricSample(metrics, 'collab_ws_connections'), collab.url).toBe(1);
    }

    annSocket.send({
      type: 'update',
      cardId: card.id,
      clientId: 'ann',
      cardData: cardData('from replica 1'),
    });
    const seenByBob = await bobSocket.next(
      (m) => m.type === 'update' && m.cardData.cardMessage === 'from replica 1',
    );
    expect(seenByBob.clientId).toBe('ann');
    bobSocket.send({
      type: 'update',
      cardId: card.id,
      clientId: 'bob',
      cardData: cardData('from replica 2'),
    });
    const seenByAnn = await annSocket.next(
      (m) => m.type === 'update' && m.cardData.cardMessage === 'from replica 2',
    );
    expect(seenByAnn.clientId).toBe('bob');
    annSocket.socket.close();
    bobSocket.socket.close();
  });
});

describe('two scheduler workers, one killed mid-batch', () => {
  const DELIVERIES = 200;
  const workerEnv = {
    PUBLIC_ORIGIN: ORIGIN,
    CARDS_URL: ORIGIN,
    WORKER_CONCURRENCY: '4',
    QUEUE_RECONCILE_INTERVAL_MS: '500',
    // A killed worker's jobs and rows are taken over within seconds.
    WORKER_LOCK_DURATION_MS: '2000',
    WORKER_STALLED_INTERVAL_MS: '1000',
    DELIVERY_SENDING_LEASE_MS: '3000',
  };
  const db = createDb<any>(infra.databaseUrl, 'scheduler', 2);
  afterAll(() => db.destroy());

  /** Deliveries by email due now; with no SMTP_URL the email channel writes the outbox table. */
  async function insertDue(count: number): Promise<string[]> {
    const rows = Array.from({ length: count }, () => ({
      id: randomUUID(),
      owner_visitor_id: 'visitor-scale-test',
      card_id: 'card-scale-test-0001',
      card_title: 'Happy birthday',
      method: 'email',
      delivery_date: '2026-11-24',
      delivery_time: '09:00',
      timezone: 'UTC',
      deliver_at: new Date(Date.now() - 1000),
      time_adjustment: 'exact',
      recipient: JSON.stringify({ name: 'Ada', email: 'ada@example.com' }),
      personal_message: 'Many happy returns!',
      occasion: 'birthday',
      recurring: false,
      sender_email: 'sender@example.com',
      reminder_enabled: false,
      reminder_days: '[]',
      reminder_time: '09:00',
      token: randomUUID(),
    }));
    await db.insertInto('delivery').values(rows).execute();
    return rows.map((row) => row.id);
  }

  async function progress(ids: string[]) {
    const { rows } = await sql<{ sent: number; messages: number; delivered: number }>`
      select
        (select count(*) from ${sql.table('scheduler.delivery')} where id in (${sql.join(ids)}) and status = 'sent')::int as sent,
        (select count(*) from ${sql.table('scheduler.outbox_message')} where delivery_id in (${sql.join(ids)}))::int as messages,
        (select count(distinct delivery_id) from ${sql.table('scheduler.outbox_message')} where delivery_id in (${sql.join(ids)}))::int as delivered
    `.execute(db);
    return rows[0]!;
  }

  const completed = async (worker: StartedService) =>
    metricSample(
      await (await fetch(`${worker.url}/metrics`)).text(),
      'queue_jobs_completed_total',
      {
        queue: 'deliveries',
      },
    ) ?? 0;

  it('sends every delivery exactly once, the survivor finishing what the killed one held', async () => {
    const [doomed, survivor] = await Promise.all(
      [1, 2].map(() => start({ name: 'scheduler', entry: 'worker', infra, env: workerEnv })),
    );
    const ids = await insertDue(DELIVERIES);
    await expect.poll(async () => (await progress(ids)).sent).toBeGreaterThanOrEqual(40);
    // Both replicas took jobs from the one queue before one of them dies.
    await expect.poll(() => completed(doomed!)).toBeGreaterThan(0);
    await expect.poll(() => completed(survivor!)).toBeGreaterThan(0);
    await doomed!.kill();
    expect((await progress(ids)).sent).toBeLessThan(DELIVERIES);

    await expect
      .poll(async () => (await progress(ids)).sent, { timeout: 110_000 })
      .toBe(DELIVERIES);
    expect(await progress(ids)).toEqual({
      sent: DELIVERIES,
      messages: DELIVERIES,
      delivered: DELIVERIES,
    });
  }, 180_000);
});
