import { randomUUID } from 'node:crypto';
import { DELIVERY_QUOTAS, SCHEDULE_MESSAGES as M } from '@cardsmith/contracts';
import { visitorHeaders } from '@cardsmith/service-kit';
import { TEST_INTERNAL_SECRET } from '@cardsmith/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, newVisitor, startApp, testConfig } from './support.js';

// A day of its own (26 November 2026, 13:00 UTC), so no other test's deliveries count.
const NOW = new Date('2026-11-26T13:00:00Z');
const TOMORROW = '00:00 UTC tomorrow';

let running: Awaited<ReturnType<typeof startApp>>;
let nextNetwork = 1;
/** Each test schedules from a network of its own, so network quotas never cross. */
const freshIp = () => `198.51.${100 + nextNetwork++}.7`;

beforeAll(async () => {
  running = await startApp({ now: () => NOW });
});

afterAll(async () => {
  await running.close();
});

const signedInVisitor = () => {
  const id = `account-${randomUUID()}`;
  return { id, headers: visitorHeaders(TEST_INTERNAL_SECRET, id, { signedIn: true }) };
};

function schedule(
  app: typeof running.app,
  headers: Record<string, string>,
  ip: string,
  cardId: string,
  email = 'ada@example.com',
) {
  return app.inject({
    method: 'POST',
    url: '/api/cards/schedule',
    headers,
    remoteAddress: ip,
    payload: {
      cardId,
      deliveryDate: '2026-12-24',
      deliveryTime: '09:00',
      deliveryMethod: 'email',
      recipientInfo: { name: 'Ada', email },
      timezone: 'UTC',
      reminderSettings: { enabled: false },
    },
  });
}

/** Schedules `count` deliveries and answers the status codes. */
async function scheduleMany(
  count: number,
  send: (index: number) => ReturnType<typeof schedule>,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < count; index++) statuses.push((await send(index)).statusCode);
  return statuses;
}

describe('delivery quotas', () => {
  it('stop a visitor who has not signed in at the anonymous daily quota, saying when', async () => {
    const visitor = newVisitor();
    const ip = freshIp();
    const card = await createCard(visitor.headers);
    const max = DELIVERY_QUOTAS.anonymous.deliveries;
    const statuses = await scheduleMany(max, () =>
      schedule(running.app, visitor.headers, ip, card.id),
    );
    expect(statuses.every((status) => status === 201 || status === 200)).toBe(true);
    const over = await schedule(running.app, visitor.headers, ip, card.id);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'rate_limited',
      message: M.quotaDeliveriesSignIn(TOMORROW),
    });
  });

  it('give a signed-in sender more, and count distinct recipients', async () => {
    const account = signedInVisitor();
    const ip = freshIp();
    const card = await createCard(account.headers);
    const anonymousMax = DELIVERY_QUOTAS.anonymous.deliveries;
    const toSame = await scheduleMany(anonymousMax + 1, () =>
      schedule(running.app, account.headers, ip, card.id),
    );
    expect(toSame.filter((status) => status === 429)).toEqual([]);

    const recipients = DELIVERY_QUOTAS.signedIn.recipients;
    // ada@example.com is one of them already.
    const toNew = await scheduleMany(recipients - 1, (index) =>
      schedule(running.app, account.headers, ip, card.id, `person-${index}@example.com`),
    );
    expect(toNew.filter((status) => status === 429)).toEqual([]);
    const oneMore = await schedule(running.app, account.headers, ip, card.id, 'new@example.com');
    expect(oneMore.statusCode).toBe(429);
    expect(oneMore.json().message).toBe(M.quotaRecipients(TOMORROW));
    // Someone already written to today is no new recipient.
    expect((await schedule(running.app, account.headers, ip, card.id)).statusCode).not.toBe(429);
  });

  it('do not multiply with fresh cookies from one address', async () => {
    const ip = freshIp();
    const perVisitor = DELIVERY_QUOTAS.anonymous.deliveries;
    const visitors = Math.ceil(DELIVERY_QUOTAS.perNetwork / perVisitor);
    let admitted = 0;
    for (let v = 0; v < visitors; v++) {
      const visitor = newVisitor();
      const card = await createCard(visitor.headers);
      const statuses = await scheduleMany(perVisitor, () =>
        schedule(running.app, visitor.headers, ip, card.id),
      );
      admitted += statuses.filter((status) => status !== 429).length;
    }
    expect(admitted).toBe(DELIVERY_QUOTAS.perNetwork);
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const over = await schedule(running.app, visitor.headers, ip, card.id);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(M.quotaNetwork(TOMORROW));
  });

  it('count a change of recipient as a new delivery, and a change of time not at all', async () => {
    const visitor = newVisitor();
    const ip = freshIp();
    const card = await createCard(visitor.headers);
    const first = await schedule(running.app, visitor.headers, ip, card.id);
    const id = first.json().schedule.id as string;
    const change = (payload: object) =>
      running.app.inject({
        method: 'PATCH',
        url: `/api/schedules/${id}`,
        headers: visitor.headers,
        remoteAddress: ip,
        payload,
      });
    const recipientMax = DELIVERY_QUOTAS.anonymous.recipients;
    const reaimed: number[] = [];
    // The first recipient is one already: each new one until the quota is full is admitted.
    for (let index = 1; index < recipientMax; index++) {
      reaimed.push(
        (await change({ recipientInfo: { name: 'B', email: `b${index}@x.org` } })).statusCode,
      );
    }
    expect(reaimed.every((status) => status === 200)).toBe(true);
    const oneTooMany = await change({ recipientInfo: { name: 'B', email: 'last@x.org' } });
    expect(oneTooMany.statusCode).toBe(429);
    expect(oneTooMany.json().message).toBe(M.quotaRecipients(TOMORROW));
    // The refused change left the delivery as it was.
    const kept = await running.app.inject({
      url: `/api/schedules/${id}`,
      headers: visitor.headers,
    });
    expect(kept.json().schedule.recipientInfo.email).toBe(`b${recipientMax - 1}@x.org`);
    // Moving the time, or writing the same address differently, takes nothing.
    for (let index = 0; index < DELIVERY_QUOTAS.anonymous.deliveries; index++) {
      const moved = await change({
        deliveryTime: index % 2 ? '10:00' : '11:00',
        recipientInfo: { name: 'B', email: ` B${recipientMax - 1}@X.org ` },
      });
      expect(moved.statusCode).toBe(200);
    }
  });

  it('keep to the platform’s daily budget', async () => {
    const budgeted = await startApp({
      now: () => NOW,
      config: testConfig({
        DELIVERY_DAILY_BUDGET: '2',
        REDIS_PREFIX: `${testConfig().REDIS_PREFIX}budget-${randomUUID()}:`,
      }),
    });
    try {
      const senders = [newVisitor(), newVisitor(), newVisitor()];
      const statuses: number[] = [];
      for (const sender of senders) {
        const card = await createCard(sender.headers);
        const res = await schedule(budgeted.app, sender.headers, freshIp(), card.id);
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(res.json().message).toBe(M.quotaBudget(TOMORROW));
      }
      expect(statuses.map((status) => status === 429)).toEqual([false, false, true]);
    } finally {
      await budgeted.close();
    }
  });
});
