import type { GroupDeliveryEvent } from '@cardsmith/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createCard, newVisitor, startApp } from './support.js';

let running: Awaited<ReturnType<typeof startApp>>;
// The app's clock moves forward between the changes, as a person's clicks would.
let now = new Date('2026-11-24T12:00:00Z');

beforeAll(async () => {
  running = await startApp({ now: () => now });
});
afterAll(async () => {
  await running.close();
});

/** The reports to cards in the scheduler's outbox for this delivery, oldest first. */
async function reportsOf(deliveryId: string): Promise<GroupDeliveryEvent[]> {
  const { rows } = await sql<{ data: GroupDeliveryEvent }>`
    select data from scheduler.outbox
    where queue = 'group-deliveries' and data->>'deliveryId' = ${deliveryId}
    order by (data->>'sequence')::bigint`.execute(running.db);
  return rows.map((row) => row.data);
}

it('tells cards of every scheduling, move and cancellation through its outbox, in order', async () => {
  const visitor = newVisitor();
  const card = await createCard(visitor.headers);
  const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    running.app.inject({ method, url, headers: visitor.headers, payload });
  const scheduled = await inject('POST', '/api/cards/schedule', {
    cardId: card.id,
    deliveryDate: '2026-12-24',
    deliveryTime: '09:00',
    deliveryMethod: 'email',
    recipientInfo: { name: 'Ada', email: 'ada@example.com' },
    timezone: 'Europe/London',
  });
  expect(scheduled.statusCode, scheduled.body).toBe(201);
  const id = scheduled.json().schedule.id as string;
  now = new Date(now.getTime() + 60_000);
  const moved = await inject('PATCH', `/api/schedules/${id}`, { deliveryTime: '10:30' });
  expect(moved.statusCode, moved.body).toBe(200);
  now = new Date(now.getTime() + 60_000);
  expect((await inject('DELETE', `/api/schedules/${id}`)).statusCode).toBe(200);

  const reports = await reportsOf(id);
  expect(reports.map((report) => report.deliverAt)).toEqual([
    '2026-12-24T09:00:00.000Z',
    '2026-12-24T10:30:00.000Z',
    null,
  ]);
  for (const report of reports) {
    expect(report).toMatchObject({ cardId: card.id, deliveryId: id, timezone: 'Europe/London' });
    expect(report.deliveryToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
  }
  const sequences = reports.map((report) => report.sequence);
  expect([...sequences].sort((a, b) => a - b)).toEqual(sequences);
  expect(new Set(sequences).size).toBe(3);
});
