import { randomUUID } from 'node:crypto';
import {
  blobReferenceJobId,
  BlobReferencesQueue,
  type BlobHolder,
  type QueueJob,
} from '@cardsmith/contracts';
import {
  bullPrefix,
  createOutboxTable,
  inTransaction,
  migrateToLatest,
  startOutboxRelay,
  writeOutbox,
  type OutboxDb,
} from '@cardsmith/service-kit';
import { createTestServiceContext, ManualScheduler, pngBomb } from '@cardsmith/testing';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VideoJobsRepository } from '../src/video/jobs/video-jobs.repository.js';
import { makePng } from './fixtures.js';
import { createMediaTestApp } from './media-test-app.js';

const HOUR = 60 * 60 * 1000;
const INTERVAL = 60_000;
const infra = inject('infra');
const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };

/**
 * A holding service as cards is one: its own schema with an outbox, written in its transactions
 * and moved onto media's `blob-references` queue by the service-kit relay (ticked by hand).
 */
const holderSchema = `holder_${randomUUID().slice(0, 8)}`;
const holderCtx = createTestServiceContext<OutboxDb>(infra, holderSchema);
const holderDb: Kysely<OutboxDb> = holderCtx.db;
const relay = startOutboxRelay({
  ...connection,
  db: holderDb,
  queues: [BlobReferencesQueue],
  logger: holderCtx.logger,
  repeat: () => () => undefined,
});
const bullRedis = new Redis(infra.redisUrl);
const bullQueue = new Queue(BlobReferencesQueue.name, {
  connection: bullRedis,
  prefix: bullPrefix(infra.redisPrefix),
});
let sequence = 0;

beforeAll(async () => {
  await migrateToLatest(holderDb as Kysely<any>, holderSchema, {
    '0001_outbox': { up: createOutboxTable },
  });
});
afterAll(async () => {
  await relay.stop();
  await bullQueue.close();
  bullRedis.disconnect();
  await holderCtx.close();
});

/** Writes the holder's event in a transaction of its own, as cards does with a card's save. */
async function writeEvent(job: QueueJob<typeof BlobReferencesQueue>, id: string) {
  await inTransaction(holderDb, (trx) => writeOutbox(trx, BlobReferencesQueue, job, { id }));
}

async function hold(holder: BlobHolder, blobIds: string[], options: { backfill?: string } = {}) {
  sequence += 1;
  const id = blobReferenceJobId(holder, sequence);
  await writeEvent({ name: 'held', data: { holder, blobIds, sequence, ...options } }, id);
  return { id, sequence };
}

async function release(holder: BlobHolder) {
  sequence += 1;
  const id = blobReferenceJobId(holder, sequence);
  await writeEvent({ name: 'released', data: { holder, sequence } }, id);
  return { id, sequence };
}

async function startMedia(holderServices: string[]) {
  const scheduler = new ManualScheduler();
  const media = await createMediaTestApp({
    reclaim: { holderServices, queue: connection, graceMs: HOUR, intervalMs: INTERVAL, scheduler },
  });
  const store = async (width: number) => {
    const res = await media.upload(makePng(width, 3), 'photo.png', 'image/png');
    expect(res.statusCode).toBe(201);
    return (res.json() as { id: string }).id;
  };
  const storedHoursAgo = (id: string, hours: number) =>
    sql`update media.blob set created_at = now() - make_interval(hours => ${hours}) where id = ${id}`.execute(
      media.db,
    );
  const exists = async (id: string) =>
    (await media.app.inject(`/api/media/${id}`)).statusCode === 200;
  /** Waits until media's worker has applied the holder's event of `seq` (or a later one). */
  const applied = async (holder: BlobHolder, seq: number) => {
    for (let tries = 0; tries < 200; tries++) {
      const row = await media.db
        .selectFrom('blob_holder')
        .select('sequence')
        .where('holder_service', '=', holder.service)
        .where('holder_kind', '=', holder.kind)
        .where('holder_id', '=', holder.id)
        .executeTakeFirst();
      if (row && Number(row.sequence) >= seq) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`media never applied ${holder.id}'s event ${seq}`);
  };
  const backfilled = async (service: string, run: string, holders: number) => {
    await writeEvent(
      { name: 'backfilled', data: { service, run, holders } },
      `blob-refs-backfilled-${service}-${run}`,
    );
    await relay.relay();
    for (let tries = 0; tries < 200; tries++) {
      const row = await media.db
        .selectFrom('blob_reference_backfill')
        .select('run')
        .where('holder_service', '=', service)
        .where('run', '=', run)
        .executeTakeFirst();
      if (row) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`media never recorded the backfill ${run}`);
  };
  return { ...media, scheduler, store, storedHoursAgo, exists, applied, backfilled };
}

const card = (): BlobHolder => ({ service: 'cards', kind: 'card', id: randomUUID() });

describe('reclaiming blobs nothing holds, from the reference table the holders’ events fill', () => {
  let media: Awaited<ReturnType<typeof startMedia>>;
  beforeAll(async () => {
    media = await startMedia(['cards']);
  });
  afterAll(() => media.close());

  it('deletes nothing until every holding service has backfilled, then only what nothing holds', async () => {
    const orphan = await media.store(4);
    const onAnOldCard = await media.store(5);
    const oldCard = card();
    await media.storedHoursAgo(orphan, 2);
    await media.storedHoursAgo(onAnOldCard, 2);

    // A fresh deploy: nothing republished yet, so the empty table is not trusted.
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(orphan)).toBe(true);

    // The backfill announces two holders but only one has been applied yet.
    const run = `run-${randomUUID().slice(0, 8)}`;
    const held = await hold(oldCard, [onAnOldCard], { backfill: run });
    await relay.relay();
    await media.applied(oldCard, held.sequence);
    await media.backfilled('cards', run, 2);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(orphan)).toBe(true);

    const emptyCard = card();
    const second = await hold(emptyCard, [], { backfill: run });
    await relay.relay();
    await media.applied(emptyCard, second.sequence);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(orphan)).toBe(false);
    expect(await media.exists(onAnOldCard)).toBe(true);
  });

  it('keeps a blob a card holds, releases it when the card is deleted, and reclaims it past the grace period only', async () => {
    const photo = await media.store(6);
    const young = await media.store(7);
    const saved = card();
    const held = await hold(saved, [photo, young]);
    await relay.relay();
    await media.applied(saved, held.sequence);
    await media.storedHoursAgo(photo, 2);

    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(photo)).toBe(true);

    const deleted = await release(saved);
    await relay.relay();
    await media.applied(saved, deleted.sequence);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(photo)).toBe(false);
    // Released too, but still inside the grace period: an editor may save it again.
    expect(await media.exists(young)).toBe(true);
    await media.storedHoursAgo(young, 2);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(young)).toBe(false);
  });

  it('converges on the latest set: a replayed or late event changes nothing', async () => {
    const first = await media.store(8);
    const second = await media.store(9);
    await media.storedHoursAgo(first, 2);
    await media.storedHoursAgo(second, 2);
    const edited = card();
    sequence += 2;
    const late = sequence - 1;
    const latest = sequence;
    // The later save arrives first; the earlier one, arriving after, is stale.
    await writeEvent(
      { name: 'held', data: { holder: edited, blobIds: [second], sequence: latest } },
      blobReferenceJobId(edited, latest),
    );
    await relay.relay();
    await media.applied(edited, latest);
    await writeEvent(
      { name: 'held', data: { holder: edited, blobIds: [first], sequence: late } },
      blobReferenceJobId(edited, late),
    );
    await relay.relay();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(first)).toBe(false);
    expect(await media.exists(second)).toBe(true);
  });

  it('keeps an image’s rendition while the image is held, and sweeps it after the image', async () => {
    const res = await media.upload(pngBomb(3000, 100), 'wide.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const source = (res.json() as { id: string }).id;
    const { rendition_blob_id: rendition } = await media.db
      .selectFrom('image_rendition')
      .select('rendition_blob_id')
      .where('source_blob_id', '=', source)
      .executeTakeFirstOrThrow();
    const holder = card();
    const held = await hold(holder, [source]);
    await relay.relay();
    await media.applied(holder, held.sequence);
    await media.storedHoursAgo(source, 2);
    await media.storedHoursAgo(rendition, 2);

    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(source)).toBe(true);
    expect(await media.exists(rendition)).toBe(true);

    const released = await release(holder);
    await relay.relay();
    await media.applied(holder, released.sequence);
    await media.scheduler.advance(INTERVAL);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(source)).toBe(false);
    expect(await media.exists(rendition)).toBe(false);
  });

  it('keeps what a waiting render reads however old, and lets it go once the render is done', async () => {
    const front = await media.store(11);
    const clip = await media.store(12);
    const jobs = new VideoJobsRepository(media.db);
    const stored = await jobs.insertAdmitted(
      {
        id: `reclaim${randomUUID().slice(0, 8)}`,
        cardId: `Card${randomUUID().slice(0, 12)}`,
        visitorId: 'visitor-reclaim',
        templateId: 'congratulations',
        uploadBlobId: clip,
        voiceBlobId: null,
        frontBlobId: front,
        title: 'Waiting',
        message: '',
        occasion: null,
        music: 'template',
      },
      '10.0.0.21',
      () => ({ ok: true, priority: 1 }),
    );
    if (!('row' in stored)) throw new Error('the row was not stored');
    await media.storedHoursAgo(front, 2);
    await media.storedHoursAgo(clip, 2);

    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(front)).toBe(true);
    expect(await media.exists(clip)).toBe(true);

    await jobs.fail(stored.row.id, 'The video could not be rendered. Please try again.', true);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(front)).toBe(false);
    expect(await media.exists(clip)).toBe(false);
  });

  it('recovers an event whose job Redis lost: the relay’s reconciling pass enqueues it again', async () => {
    const photo = await media.store(10);
    const saved = card();
    const held = await hold(saved, [photo]);
    // The relay enqueued the row and Redis lost the job (a flush, a failover) before media's
    // worker took it: the row is marked relayed and no job exists.
    await holderDb
      .updateTable('outbox')
      .set({ relayed_at: new Date() })
      .where('id', '=', held.id)
      .execute();
    expect(await bullQueue.getJob(held.id)).toBeUndefined();
    const before = await media.db
      .selectFrom('blob_reference')
      .select('blob_id')
      .where('blob_id', '=', photo)
      .execute();
    expect(before).toEqual([]);

    const { restored } = await relay.relay({ reconcile: true });
    expect(restored).toBeGreaterThanOrEqual(1);
    await media.applied(saved, held.sequence);
    await media.storedHoursAgo(photo, 2);
    await media.scheduler.advance(INTERVAL);
    expect(await media.exists(photo)).toBe(true);
  });
});
