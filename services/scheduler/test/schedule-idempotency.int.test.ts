import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCard, newVisitor, startApp } from './support.js';

const NOW = new Date('2026-11-25T10:00:00Z');
let running: Awaited<ReturnType<typeof startApp>>;

beforeAll(async () => {
  running = await startApp({ now: () => NOW });
});

afterAll(async () => {
  await running.close();
});

describe('scheduling with an Idempotency-Key', () => {
  it('makes one delivery of two clicks on Schedule', async () => {
    const visitor = newVisitor();
    const card = await createCard(visitor.headers);
    const click = () =>
      running.app.inject({
        method: 'POST',
        url: '/api/cards/schedule',
        headers: { ...visitor.headers, 'idempotency-key': 'schedule-form-0001' },
        payload: {
          cardId: card.id,
          deliveryDate: '2026-12-24',
          deliveryMethod: 'email',
          recipientInfo: { name: 'Ada', email: 'ada@example.com' },
          timezone: 'UTC',
        },
      });
    const first = await click();
    const second = await click();
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().schedule.id).toBe(first.json().schedule.id);
    const list = await running.app.inject({ url: '/api/schedules', headers: visitor.headers });
    expect(list.json().schedules).toHaveLength(1);
  });
});
