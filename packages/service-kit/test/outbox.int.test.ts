import { randomUUID } from 'node:crypto';
import { defineQueue, defineRoute } from '@cardsmith/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { createInternalClient } from '../src/internal.js';
import { migrateToLatest } from '../src/db.js';
import { createLogger } from '../src/logger.js';
import { createOutboxTable, writeOutbox, type OutboxDb } from '../src/outbox/outbox.js';
import { startOutboxRelay } from '../src/outbox/relay.js';
import { bullPrefix, createProducer } from '../src/queue/producer.js';
import { createTestServiceContext } from '../../testing/src/index.js';
import { CallInsideTransactionError, inTransaction } from '../src/transaction.js';

const infra = inject('infra');
const connection = { redisUrl: infra.redisUrl, redisPrefix: infra.redisPrefix };
const logger = createLogger('outbox-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const schema = `outbox_kit_${randomUUID().slice(0, 8)}`;
const ctx = createTestServiceContext<OutboxDb>(infra, schema);
const db: Kysely<OutboxDb> = ctx.db;
const redis = new Redis(infra.redisUrl);
const queueName = `kit-outbox-${randomUUID().slice(0, 8)}`;
const NoteQueue = defineQueue({ name: queueName, jobs: { note: z.object({ text: z.string() }) } });
const bullQueue = new Queue(queueName, {
  connection: redis,
  prefix: bullPrefix(infra.redisPrefix),
});
/** The relay is ticked by hand: each test calls relay() and sees exactly that pass's work. */
const neverRepeat = () => () => undefined;

beforeAll(async () => {
  await migrateToLatest(db as Kysely<any>, schema, {
    '0001_outbox': { up: createOutboxTable },
  });
});
afterAll(async () => {
  await bullQueue.obliterate({ force: true });
  await bullQueue.close();
  redis.disconnect();
  await ctx.close();
});

const relayFor = () =>
  startOutboxRelay({ ...connection, db, queues: [NoteQueue], logger, repeat: neverRepeat });

describe('the outbox', () => {
  it('enqueues a row only once its transaction commits, and never a rolled-back one', async () => {
    const relay = relayFor();
    const kept = `kept-${randomUUID()}`;
    const dropped = `dropped-${randomUUID()}`;
    await inTransaction(db, (trx) =>
      writeOutbox(trx, NoteQueue, { name: 'note', data: { text: 'kept' } }, { id: kept }),
    );
    await expect(
      inTransaction(db, async (trx) => {
        await writeOutbox(trx, NoteQueue, { name: 'note', data: { text: 'x' } }, { id: dropped });
        throw new Error('the producer failed after writing');
      }),
    ).rejects.toThrow('the producer failed');
    await relay.relay();
    await relay.stop();
    expect((await bullQueue.getJob(kept))?.data).toEqual({ text: 'kept' });
    expect(await bullQueue.getJob(dropped)).toBeUndefined();
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', kept).executeTakeFirst();
    expect(row?.relayed_at).toBeInstanceOf(Date);
  });

  it('collapses a job written twice and a row relayed twice (a relay killed before marking it) into one job', async () => {
    const id = `twice-${randomUUID()}`;
    for (const text of ['first', 'second']) {
      await inTransaction(db, (trx) =>
        writeOutbox(trx, NoteQueue, { name: 'note', data: { text } }, { id }),
      );
    }
    const relay = relayFor();
    await relay.relay();
    expect((await bullQueue.getJob(id))?.data).toEqual({ text: 'first' });
    // The relay died between enqueueing and marking: the row is waiting again.
    await db
      .updateTable('outbox')
      .set({ relayed_at: null as never })
      .where('id', '=', id)
      .execute();
    await relay.relay();
    await relay.stop();
    const jobs = (await bullQueue.getJobs(['waiting', 'delayed'])).filter((job) => job.id === id);
    expect(jobs.map((job) => job.data)).toEqual([{ text: 'first' }]);
  });

  it('puts back a relayed job Redis lost, and leaves a job Redis holds alone', async () => {
    const lost = `lost-${randomUUID()}`;
    const held = `held-${randomUUID()}`;
    await inTransaction(db, async (trx) => {
      await writeOutbox(trx, NoteQueue, { name: 'note', data: { text: 'lost' } }, { id: lost });
      await writeOutbox(trx, NoteQueue, { name: 'note', data: { text: 'held' } }, { id: held });
    });
    const relay = relayFor();
    await relay.relay();
    await (await bullQueue.getJob(lost))!.remove();
    const { restored } = await relay.relay({ reconcile: true });
    await relay.stop();
    expect(restored).toBe(1);
    expect((await bullQueue.getJob(lost))?.data).toEqual({ text: 'lost' });
    expect((await bullQueue.getJob(held))?.data).toEqual({ text: 'held' });
  });

  it('refuses a job that breaks its queue contract inside the transaction, writing nothing', async () => {
    const id = `bad-${randomUUID()}`;
    await expect(
      inTransaction(db, (trx) =>
        writeOutbox(trx, NoteQueue, { name: 'note', data: { text: 42 } } as never, { id }),
      ),
    ).rejects.toThrow(/breaks its contract/);
    expect(await db.selectFrom('outbox').select('id').where('id', '=', id).execute()).toEqual([]);
  });
});

describe('calls to another service inside a transaction', () => {
  const route = defineRoute({ method: 'GET', path: '/internal/ping', response: z.object({}) });
  // Nothing listens on port 9 of loopback: a call that got through would fail to connect.
  const peer = createInternalClient('http://127.0.0.1:9', 'a-secret-of-sixteen+');

  it('are refused before anything is sent', async () => {
    const attempt = inTransaction(db, async () => {
      await peer(route, {});
    });
    await expect(attempt).rejects.toBeInstanceOf(CallInsideTransactionError);
    await expect(attempt).rejects.toThrow(
      /GET http:\/\/127\.0\.0\.1:9\/internal\/ping was called while a database transaction is open/,
    );
  });

  it('include enqueueing a job: Redis is called after the commit (or through the outbox)', async () => {
    const producer = createProducer(NoteQueue, { ...connection, logger });
    try {
      const attempt = inTransaction(db, () =>
        producer.enqueue({ name: 'note', data: { text: 'x' } }, { id: `inside-${randomUUID()}` }),
      );
      await expect(attempt).rejects.toBeInstanceOf(CallInsideTransactionError);
    } finally {
      await producer.close();
    }
  });

  it('go out once the transaction is over', async () => {
    await inTransaction(db, async () => undefined);
    const attempt = peer(route, {});
    await expect(attempt).rejects.not.toBeInstanceOf(CallInsideTransactionError);
  });
});
