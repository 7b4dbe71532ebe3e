import type { AddressInfo } from 'node:net';
import {
  cardsRoutes,
  createApiClient,
  DeliveriesQueue,
  sharingRoutes,
  type ScheduledShare,
} from '@cardsmith/contracts';
import { dateInZone } from '@cardsmith/contracts/zoned-time';
import { EmailRenderer } from '@cardsmith/emails';
import { createProducer } from '@cardsmith/service-kit';
import { sql } from 'kysely';
import {
  DEAD_URL,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createSharesClient } from '../src/adapters/cards-client.js';
import { createChannels } from '../src/channels/channels.js';
import { OutboxRepository } from '../src/channels/outbox.repository.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { deliveryJobs } from '../src/deliveries/delivery-jobs.js';
import { ScheduledShares } from '../src/deliveries/scheduled-shares.js';
import { DeliverySender } from '../src/sending/delivery-sender.js';
import { newVisitor, startApp, testConfig } from './support.js';

let running: Awaited<ReturnType<typeof startApp>>;
let cards: StartedService;
let queue: ReturnType<typeof createProducer<typeof DeliveriesQueue>>;

// The real cards service, pointed at this scheduler: a scheduled share is handed over for real.
beforeAll(async () => {
  running = await startApp();
  await running.app.listen({ host: '127.0.0.1', port: 0 });
  const port = (running.app.server.address() as AddressInfo).port;
  cards = await startService({
    name: 'cards',
    infra: inject('infra'),
    env: { MEDIA_URL: DEAD_URL, SCHEDULER_URL: `http://127.0.0.1:${port}` },
  });
  const config = testConfig();
  queue = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
}, 180_000);

afterAll(async () => {
  await queue?.close();
  await cards?.stop();
  await running?.close();
});

function scheduledShares() {
  return new ScheduledShares(new DeliveriesRepository(running.db), deliveryJobs(queue));
}

/**
 * The `share` job cards' relay enqueued for this share (its id is derived from the share): once
 * it is on this queue, its payload as cards' outbox row holds it.
 */
async function shareJob(shareId: string) {
  const id = `share-${shareId}`;
  await vi.waitFor(
    async () => {
      if ((await queue.state(id)) === 'unknown') throw new Error('not relayed yet');
    },
    { timeout: 10_000, interval: 100 },
  );
  const { rows } = await sql<{
    name: 'share';
    data: ScheduledShare;
  }>`select job_name as name, data from cards.outbox where id = ${id}`.execute(running.db);
  return rows[0]!;
}

function sender() {
  const config = testConfig();
  return new DeliverySender({
    emails: new EmailRenderer(),
    repository: new DeliveriesRepository(running.db),
    shares: createSharesClient(cards.url, TEST_INTERNAL_SECRET),
    ...createChannels(config, new OutboxRepository(running.db)),
    jobs: deliveryJobs(queue),
    publicOrigin: config.PUBLIC_ORIGIN,
    sendingLeaseMs: 60_000,
    attempts: 5,
    resendAfterMs: 72 * 3600_000,
  });
}

describe('scheduled social shares of the cards service', () => {
  it('reach this queue as jobs from cards’ outbox: one delivery per share, then published and listed as shared', async () => {
    const visitor = newVisitor();
    const call = createApiClient({ baseUrl: cards.url, validate: true, credentials: 'omit' });
    const card = await call(
      cardsRoutes.createCard,
      // Cover art, so the card may be published (a blank front never is).
      { body: { title: 'Party time', cardMessage: 'Hello there', templateId: 'funny1' } },
      { headers: visitor.headers },
    );
    const tomorrow = dateInZone(new Date(Date.now() + 2 * 86_400_000), 'UTC');
    const shared = await call(
      sharingRoutes.socialShare,
      {
        params: { platform: 'twitter' },
        body: { cardId: card.id, message: 'Come along!', scheduledDate: tomorrow, timezone: 'UTC' },
      },
      { headers: visitor.headers },
    );
    expect(shared.share.status).toBe('pending');

    // Cards' outbox relay puts the share on this queue; the worker's `share` handler takes it.
    const job = await shareJob(shared.share.id);
    expect(job.name).toBe('share');
    await scheduledShares().schedule(job.data);
    const repository = new DeliveriesRepository(running.db);
    const delivery = await repository.findByShare(shared.share.id);
    expect(delivery).toMatchObject({
      method: 'social',
      status: 'scheduled',
      owner_visitor_id: visitor.id,
      card_id: card.id,
      deliver_at: new Date(`${tomorrow}T09:00:00Z`),
    });
    expect(await queue.state(delivery!.id)).toBe('delayed');
    // The job runs again (a retry, or the relay enqueuing it twice): still one delivery.
    await scheduledShares().schedule(job.data);
    expect((await repository.findByShare(shared.share.id))?.id).toBe(delivery!.id);

    // Its instant comes: the worker's sender delivers it through the cards service, once.
    await running.db
      .updateTable('delivery')
      .set({ deliver_at: new Date(Date.now() - 1000) })
      .where('id', '=', delivery!.id)
      .execute();
    await Promise.all([
      sender().send(delivery!.id, 1, running.ctx.logger),
      sender().send(delivery!.id, 1, running.ctx.logger),
    ]);
    expect((await repository.findById(delivery!.id))?.status).toBe('sent');
    const list = await call(sharingRoutes.listSocialShares, {}, { headers: visitor.headers });
    expect(list.shares).toEqual([
      expect.objectContaining({ id: shared.share.id, status: 'shared', message: 'Come along!' }),
    ]);
    const stats = await call(
      sharingRoutes.stats,
      { params: { id: card.id } },
      { headers: visitor.headers },
    );
    // Shared, yet still out of the public gallery: only its owner's switch puts it there.
    expect(stats.isPublic).toBe(false);
  });

  it('fails for good when the share is gone', async () => {
    const shareId = 'share-that-was-never-there';
    await scheduledShares().schedule({
      shareId,
      cardId: 'card-gone',
      cardTitle: 'Gone',
      ownerVisitorId: 'visitor-gone',
      platform: 'facebook',
      message: 'Hi',
      deliveryDate: dateInZone(new Date(Date.now() + 2 * 86_400_000), 'UTC'),
      deliveryTime: '09:00',
      timezone: 'UTC',
    });
    const deliveryId = (await new DeliveriesRepository(running.db).findByShare(shareId))!.id;
    await running.db
      .updateTable('delivery')
      .set({ deliver_at: new Date(Date.now() - 1000) })
      .where('id', '=', deliveryId)
      .execute();
    await expect(sender().send(deliveryId, 1, running.ctx.logger)).rejects.toThrow();
    expect(await new DeliveriesRepository(running.db).findById(deliveryId)).toMatchObject({
      status: 'failed',
      failure_reason: 'The card or its scheduled share no longer exists.',
    });
  });
});
