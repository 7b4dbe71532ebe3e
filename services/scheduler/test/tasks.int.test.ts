import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { createGroupsClient, createSharesClient } from '../src/adapters/cards-client.js';
import { randomUUID } from 'node:crypto';
import { DeliveriesQueue, type Schedule } from '@cardsmith/contracts';
import { EmailRenderer } from '@cardsmith/emails';
import { createProducer } from '@cardsmith/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChannels } from '../src/channels/channels.js';
import { OutboxRepository } from '../src/channels/outbox.repository.js';
import { UnsubscribesRepository } from '../src/channels/unsubscribes.repository.js';
import { DeliveriesRepository } from '../src/deliveries/deliveries.repository.js';
import { deliveryJobs } from '../src/deliveries/delivery-jobs.js';
import { DeliverySender } from '../src/sending/delivery-sender.js';
import { findDueJobs } from '../src/sending/due-jobs.js';
import { TaskSender } from '../src/sending/task-sender.js';
import { TasksRepository } from '../src/tasks/tasks.repository.js';
import { insertDue } from './deliveries-fixtures.js';
import { createCard, newVisitor, startApp, testConfig } from './support.js';

// The app's clock: 24 November 2026, 12:00 UTC.
const NOW = new Date('2026-11-24T12:00:00Z');
const LEASE_MS = 60_000;

let running: Awaited<ReturnType<typeof startApp>>;
let queue: ReturnType<typeof createProducer<typeof DeliveriesQueue>>;

beforeAll(async () => {
  running = await startApp({ now: () => NOW });
  const config = testConfig();
  queue = createProducer(DeliveriesQueue, {
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
  });
});

afterAll(async () => {
  await queue.close();
  await running.close();
});

async function scheduleWithReminders(extra: Record<string, unknown> = {}): Promise<{
  schedule: Schedule;
  headers: Record<string, string>;
}> {
  const visitor = newVisitor();
  const card = await createCard(visitor.headers);
  const res = await running.app.inject({
    method: 'POST',
    url: '/api/cards/schedule',
    headers: visitor.headers,
    payload: {
      cardId: card.id,
      deliveryDate: '2026-12-24',
      deliveryTime: '09:00',
      deliveryMethod: 'email',
      recipientInfo: { name: 'Ada', email: 'ada@example.com' },
      timezone: 'Asia/Tokyo',
      senderEmail: 'me@example.com',
      senderTimezone: 'America/New_York',
      reminderSettings: { enabled: true, reminderDays: [1, 7], reminderTime: '09:00' },
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return { schedule: res.json().schedule, headers: visitor.headers };
}

function senders() {
  const config = testConfig();
  const channels = createChannels(config, new OutboxRepository(running.db));
  const shared = {
    emails: new EmailRenderer(),
    unsubscribes: new UnsubscribesRepository(running.db),
    publicOrigin: config.PUBLIC_ORIGIN,
    sendingLeaseMs: LEASE_MS,
    attempts: 5,
  };
  return {
    deliveries: new DeliverySender({
      ...shared,
      ...channels,
      repository: new DeliveriesRepository(running.db),
      jobs: deliveryJobs(queue),
      resendAfterMs: 1000,
      shares: createSharesClient(testConfig().CARDS_URL, TEST_INTERNAL_SECRET),
    }),
    tasks: new TaskSender({
      ...shared,
      email: channels.email,
      tasks: new TasksRepository(running.db),
      deliveries: new DeliveriesRepository(running.db),
      groups: createGroupsClient(testConfig().CARDS_URL, TEST_INTERNAL_SECRET),
    }),
  };
}

const taskIds = async (deliveryId: string) =>
  (await new TasksRepository(running.db).forDeliveries([deliveryId])).map((task) => task.id);

/** Makes a task due now, as if its time had come. */
async function dueNow(taskId: string) {
  await running.db
    .updateTable('delivery_task')
    .set({ due_at: new Date(Date.now() - 1000) })
    .where('id', '=', taskId)
    .execute();
}

describe('reminders', () => {
  it('are planned at the reminder time in the sender’s zone, each with its job', async () => {
    const { schedule } = await scheduleWithReminders();
    // 09:00 on 24 December in Tokyo is 19:00 on the 23rd in New York: 9:00 there on the 16th and 22nd.
    expect(schedule.senderTimezone).toBe('America/New_York');
    expect(schedule.tasks).toEqual([
      expect.objectContaining({
        kind: 'reminder',
        daysBefore: 7,
        dueAt: '2026-12-16T14:00:00.000Z',
        status: 'scheduled',
      }),
      expect.objectContaining({
        kind: 'reminder',
        daysBefore: 1,
        dueAt: '2026-12-22T14:00:00.000Z',
      }),
    ]);
    for (const id of await taskIds(schedule.id)) expect(await queue.state(id)).toBe('delayed');
  });

  it('are not planned without the sender’s email', async () => {
    const { schedule } = await scheduleWithReminders({ senderEmail: '' });
    expect(schedule.tasks).toEqual([]);
  });

  it('move with PATCH and are cancelled with DELETE, jobs included', async () => {
    const { schedule, headers } = await scheduleWithReminders();
    const before = await taskIds(schedule.id);
    const patched = await running.app.inject({
      method: 'PATCH',
      url: `/api/schedules/${schedule.id}`,
      headers,
      payload: { deliveryDate: '2026-12-31' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().schedule.tasks.map((t: { dueAt: string }) => t.dueAt)).toEqual([
      '2026-12-23T14:00:00.000Z',
      '2026-12-29T14:00:00.000Z',
    ]);
    for (const id of before) expect(await queue.state(id)).toBe('unknown');
    const after = await taskIds(schedule.id);
    for (const id of after) expect(await queue.state(id)).toBe('delayed');

    const cancelled = await running.app.inject({
      method: 'DELETE',
      url: `/api/schedules/${schedule.id}`,
      headers,
    });
    expect(cancelled.json().schedule.tasks.map((t: { status: string }) => t.status)).toEqual([
      'cancelled',
      'cancelled',
    ]);
    for (const id of after) expect(await queue.state(id)).toBe('unknown');
  });

  it('goes to the sender once however often its job runs, and the reconciler finds it', async () => {
    const { schedule } = await scheduleWithReminders();
    const [first] = await taskIds(schedule.id);
    await dueNow(first!);
    const due = await findDueJobs(
      { deliveries: new DeliveriesRepository(running.db), tasks: new TasksRepository(running.db) },
      60_000,
      LEASE_MS,
    );
    expect(due).toContainEqual(
      expect.objectContaining({ id: first, job: { name: 'task', data: { taskId: first } } }),
    );

    const { tasks } = senders();
    await Promise.all([
      tasks.send(first!, 1, running.ctx.logger),
      tasks.send(first!, 1, running.ctx.logger),
      tasks.send(first!, 1, running.ctx.logger),
    ]);
    const kept = await new OutboxRepository(running.db).forDelivery(schedule.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      recipient: 'me@example.com',
      subject: 'Reminder: “Happy birthday” goes to Ada in 7 days',
    });
    expect(kept[0]!.text).toContain('/smart-scheduling');
    expect(await new TasksRepository(running.db).findById(first!)).toMatchObject({
      status: 'sent',
    });
  });
});

describe('the resend of an unopened email', () => {
  it('is planned when the card is sent and resends it once while unopened', async () => {
    const [id] = await insertDue(running.db, 1);
    const { deliveries, tasks } = senders();
    await deliveries.send(id!, 1, running.ctx.logger);
    const [resend] = await new TasksRepository(running.db).forDeliveries([id!]);
    expect(resend).toMatchObject({ kind: 'resend', status: 'scheduled' });
    const sentAt = (await new DeliveriesRepository(running.db).findById(id!))!.sent_at!;
    expect(resend!.due_at.getTime() - sentAt.getTime()).toBe(1000);
    // Its job comes from the reconciler once it is within the horizon.
    expect(
      await findDueJobs(
        {
          deliveries: new DeliveriesRepository(running.db),
          tasks: new TasksRepository(running.db),
        },
        60_000,
        LEASE_MS,
      ),
    ).toContainEqual(
      expect.objectContaining({
        id: resend!.id,
        job: { name: 'task', data: { taskId: resend!.id } },
      }),
    );

    await dueNow(resend!.id);
    await tasks.send(resend!.id, 1, running.ctx.logger);
    await tasks.send(resend!.id, 1, running.ctx.logger);
    const kept = await new OutboxRepository(running.db).forDelivery(id!);
    expect(kept.map((m) => m.recipient)).toEqual(['ada@example.com', 'ada@example.com']);
    expect(kept[1]!.html).toBe(kept[0]!.html);
    expect((await new TasksRepository(running.db).findById(resend!.id))?.status).toBe('sent');

    // Sent again (a rerun of the delivery's job) plans no second resend.
    const again = await new TasksRepository(running.db).insert([
      { id: randomUUID(), delivery_id: id!, kind: 'resend', days_before: null, due_at: new Date() },
    ]);
    expect(again).toEqual([]);
  });

  it('is skipped when the recipient opened the card first', async () => {
    const [id] = await insertDue(running.db, 1);
    const { deliveries, tasks } = senders();
    await deliveries.send(id!, 1, running.ctx.logger);
    const row = await new DeliveriesRepository(running.db).findById(id!);
    await running.app.inject({
      method: 'POST',
      url: '/api/schedules/opened',
      payload: { token: row!.token },
    });
    const [resend] = await new TasksRepository(running.db).forDeliveries([id!]);
    await dueNow(resend!.id);
    await tasks.send(resend!.id, 1, running.ctx.logger);
    expect((await new TasksRepository(running.db).findById(resend!.id))?.status).toBe('skipped');
    expect(await new OutboxRepository(running.db).forDelivery(id!)).toHaveLength(1);
  });
});
