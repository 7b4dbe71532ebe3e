import type { AddressInfo } from 'node:net';
import {
  cardsRoutes,
  createApiClient,
  DeliveriesQueue,
  scheduledShareRoutes,
  sharingRoutes,
} from '@cardsmith/contracts';
import { dateInZone } from '@cardsmith/contracts/zoned-time';
import { EmailRenderer } from '@cardsmith/emails';
import { createProducer, internalHeaders } from '@cardsmith/service-kit';
import {
  deadUrl,
  startService,
  TEST_INTERNAL_SECRET,
  type StartedService,
} from '@cardsmith/service-kit/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSharesClient } from '../src/adapters/cards-client.js';
import { createChannels } from '../src/channels/channels.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { deliveryJobs } from '../src/deliveries/delivery-jobs.js';
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
    env: { MEDIA_URL: await deadUrl(), SCHEDULER_URL: `http://127.0.0.1:${port}` },
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

function sender() {
  const config = testConfig();
  return new DeliverySender({
    emails: new EmailRenderer(),
    repository: new DeliveriesRepository(running.db),
    shares: createSharesClient(cards.url, TEST_INTERNAL_SECRET),
    ...createChannels(config, running.db),
    jobs: deliveryJobs(queue),
    publicOrigin: config.PUBLIC_ORIGIN,
    sendingLeaseMs: 60_000,
    attempts: 5,
    resendAfterMs: 72 * 3600_000,
  });
}

describe('scheduled social shares of the cards service', () => {
  it('are delivered by this queue: handed over once, then published and listed as shared', async () => {
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
    // Handed over again (a retried call): the same delivery.
    const again = await running.app.inject({
      method: 'POST',
      url: scheduledShareRoutes.schedule.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {
        shareId: shared.share.id,
        cardId: card.id,
        cardTitle: 'Party time',
        ownerVisitorId: visitor.id,
        platform: 'twitter',
        message: 'Come along!',
        deliveryDate: tomorrow,
        deliveryTime: '09:00',
        timezone: 'UTC',
      },
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().deliveryId).toBe(delivery!.id);

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
    const handed = await running.app.inject({
      method: 'POST',
      url: scheduledShareRoutes.schedule.path,
      headers: internalHeaders(TEST_INTERNAL_SECRET),
      payload: {
        shareId,
        cardId: 'card-gone',
        cardTitle: 'Gone',
        ownerVisitorId: 'visitor-gone',
        platform: 'facebook',
        message: 'Hi',
        deliveryDate: dateInZone(new Date(Date.now() + 2 * 86_400_000), 'UTC'),
        deliveryTime: '09:00',
        timezone: 'UTC',
      },
    });
    const { deliveryId } = handed.json();
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

  it('refuses a hand-over without the internal secret', async () => {
    const res = await running.app.inject({
      method: 'POST',
      url: scheduledShareRoutes.schedule.path,
      payload: {},
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(401);
    expect(res.statusCode).toBeLessThan(404);
  });
});
