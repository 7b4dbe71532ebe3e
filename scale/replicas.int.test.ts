/**
 * The platform scaled out on one machine: two gateways, two collab replicas, two scheduler
 * workers and two video workers against one Postgres and one Redis, each its own process as
 * Kubernetes runs them.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VideoRenderQueue } from '@cardsmith/contracts';
import { createDb, createProducer, internalHeaders, visitorHeaders } from '@cardsmith/service-kit';
import {
  freePort,
  metricSample,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/testing';
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

/**
 * One cards service serves every part of the test, with media's API under it: cards draws a
 * video card's front into media, where the video workers read it.
 */
let cardsService: Promise<StartedService> | undefined;
const cards = () =>
  (cardsService ??= start({ name: 'media', infra }).then((media) =>
    start({ name: 'cards', infra, env: { MEDIA_URL: media.url } }),
  ));

describe('two replicas of the gateway and of collab', () => {
  let gateways: StartedService[];
  let collabs: StartedService[];

  beforeAll(async () => {
    const cardsUrl = (await cards()).url;
    collabs = await Promise.all(
      [1, 2].map(() => start({ name: 'collab', infra, env: { CARDS_URL: cardsUrl } })),
    );
    const gatewayEnv = {
      CARDS_URL: cardsUrl,
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

describe('two video workers, one killed mid-render', () => {
  const JOBS = 4;
  /** The shortest real template (3 s): four renders stay cheap on two busy cores. */
  const TEMPLATE = 'just-because-sparkle';
  /** A render has reported ffmpeg's first output seconds (contracts of media's progress bands). */
  const RENDERING_PROGRESS = 5;
  const db = createDb<any>(infra.databaseUrl, 'media', 2);
  // Queued as media's API queues them: job id = row id, one retry.
  const renders = createProducer(VideoRenderQueue, {
    redisUrl: infra.redisUrl,
    redisPrefix: infra.redisPrefix,
    retry: { attempts: 2, backoffMs: 5000 },
  });
  const workDirs: string[] = [];
  afterAll(async () => {
    await renders.close();
    await db.destroy();
    await Promise.all(workDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Each replica renders in a directory of its own, as each pod has its own emptyDir. */
  async function workDir(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'cardsmith-scale-video-'));
    workDirs.push(dir);
    return dir;
  }

  const startWorker = (dir: string) =>
    start({
      name: 'media',
      entry: 'worker',
      infra,
      env: {
        VIDEO_WORK_DIR: dir,
        WORKER_CONCURRENCY: '1',
        // A killed replica's render is taken over within seconds; the lock outlasts a busy
        // machine's event-loop stalls, so a live render is never taken from its replica.
        WORKER_LOCK_DURATION_MS: '5000',
        WORKER_STALLED_INTERVAL_MS: '1000',
      },
    });

  /** A card of its own visitor per job, so the blobs stored for each job can be counted. */
  async function queueRender(cardsUrl: string, i: number) {
    const visitorId = `visitor-scale-video-${i}-${randomUUID()}`;
    const response = await fetch(`${cardsUrl}/api/cards`, {
      method: 'POST',
      headers: {
        ...visitorHeaders(TEST_INTERNAL_SECRET, visitorId),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ title: `Video card ${i}` }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const card = (await response.json()) as { id: string };
    // As the gateway does before forwarding a video request: cards draws the front into media.
    const front = await fetch(`${cardsUrl}/internal/cards/${card.id}/video-front`, {
      method: 'POST',
      headers: { ...internalHeaders(TEST_INTERNAL_SECRET), 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId }),
    });
    expect(front.status, await front.clone().text()).toBe(200);
    const { frontBlobId } = (await front.json()) as { frontBlobId: string };
    const id = randomUUID();
    await db
      .insertInto('video_job')
      .values({
        id,
        card_id: card.id,
        visitor_id: visitorId,
        template_id: TEMPLATE,
        front_blob_id: frontBlobId,
        title: `Video card ${i}`,
        message: 'Rendered once, whatever happens to its worker.',
        status: 'queued',
      })
      .execute();
    await renders.enqueue({ name: 'render', data: { jobId: id } }, { id });
    return { id, cardId: card.id, visitorId };
  }

  /** The jobs a replica is rendering now: its work directories (`<pid>-<jobId>`) whose row is past ffmpeg's start. */
  async function renderingIn(dir: string): Promise<string[]> {
    const ids = (await readdir(dir)).flatMap((name) => /^\d+-(.+)$/.exec(name)?.slice(1) ?? []);
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('video_job')
      .select('id')
      .where('id', 'in', ids)
      .where('status', '=', 'rendering')
      .where('progress', '>=', RENDERING_PROGRESS)
      .execute();
    return rows.map((row: { id: string }) => row.id);
  }

  /**
   * SIGKILLs the replica while ffmpeg runs one of its renders. It is frozen (SIGSTOP) first and
   * its render looked at again, so the kill cannot land just after the render finished.
   */
  async function killMidRender(replica: StartedService, dir: string): Promise<string> {
    for (;;) {
      await expect.poll(() => renderingIn(dir), { timeout: 90_000 }).not.toEqual([]);
      process.kill(replica.pid, 'SIGSTOP');
      const [jobId] = await renderingIn(dir);
      if (jobId) {
        await replica.kill();
        return jobId;
      }
      process.kill(replica.pid, 'SIGCONT');
    }
  }

  it('renders each video once; the killed replica’s render is finished by the other, nothing left behind', async () => {
    const cardsUrl = (await cards()).url;
    const [doomedDir, survivorDir] = await Promise.all([workDir(), workDir()]);
    const [doomed] = await Promise.all([startWorker(doomedDir), startWorker(survivorDir)]);
    const jobs = await Promise.all(
      Array.from({ length: JOBS }, (_, i) => queueRender(cardsUrl, i)),
    );

    const killedJob = await killMidRender(doomed!, doomedDir);
    // The dead replica's run left its work directory behind.
    expect(await readdir(doomedDir)).toEqual([expect.stringMatching(new RegExp(`-${killedJob}$`))]);
    // Kubernetes restarts the killed container in its pod, with the same emptyDir.
    await startWorker(doomedDir);

    const ids = jobs.map((job) => job.id);
    await expect
      .poll(
        async () =>
          (
            await db
              .selectFrom('video_job')
              .select('status')
              .where('id', 'in', ids)
              .where('status', '=', 'done')
              .execute()
          ).length,
        { timeout: 100_000 },
      )
      .toBe(JOBS);

    const rows = await db
      .selectFrom('video_job')
      .select(['id', 'attempts', 'video_blob_id', 'poster_blob_id'])
      .where('id', 'in', ids)
      .execute();
    // One run each; the killed render one more, on another replica.
    expect(
      Object.fromEntries(
        rows.map((row: { id: string; attempts: number }) => [row.id, row.attempts]),
      ),
    ).toEqual(Object.fromEntries(ids.map((id) => [id, id === killedJob ? 2 : 1])));
    // One stored video and one poster per job: no render's output was stored twice, and the
    // card's front, read by the render, was let go once the video was stored.
    const { rows: stored } = await sql<{ owner: string; kind: string; count: number }>`
      select owner_visitor_id as owner, kind, count(*)::int as count
      from ${sql.table('media.blob')}
      where owner_visitor_id in (${sql.join(jobs.map((job) => job.visitorId))})
      group by owner_visitor_id, kind
    `.execute(db);
    expect(stored).toHaveLength(2 * JOBS);
    expect(stored.filter((row) => row.count !== 1)).toEqual([]);
    // Each card was handed its one video, by the event the render wrote (cards' own queue).
    for (const job of jobs) {
      const row = rows.find((r: { id: string }) => r.id === job.id) as { video_blob_id: string };
      await expect
        .poll(
          async () => {
            const card = await fetch(`${cardsUrl}/api/cards/${job.cardId}`, {
              headers: visitorHeaders(TEST_INTERNAL_SECRET, job.visitorId),
            });
            return ((await card.json()) as { videoMessage?: { videoUrl: string } }).videoMessage
              ?.videoUrl;
          },
          { timeout: 30_000 },
        )
        .toBe(`/api/media/${row.video_blob_id}`);
    }
    // No temporary file survives: the restarted replica removed what the killed run left.
    expect(await readdir(doomedDir)).toEqual([]);
    expect(await readdir(survivorDir)).toEqual([]);
  }, 180_000);
});
