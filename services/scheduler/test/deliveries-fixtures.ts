import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewDeliveryRow, SchedulerDb } from '../src/db/database.js';

/** A delivery row due a moment ago, as if its instant had just arrived. */
export function dueDelivery(overrides: Partial<NewDeliveryRow> = {}): NewDeliveryRow {
  return {
    id: randomUUID(),
    owner_visitor_id: 'visitor-worker-test',
    card_id: 'card-worker-test-0001',
    card_title: 'Happy birthday',
    method: 'email',
    delivery_date: '2026-11-24',
    delivery_time: '09:00',
    timezone: 'UTC',
    deliver_at: new Date(Date.now() - 1000),
    time_adjustment: 'exact',
    recipient: JSON.stringify({
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+15550100',
      address: { street: '', city: '', state: '', zipCode: '', country: 'US' },
    }),
    personal_message: 'Many happy returns!',
    occasion: 'birthday',
    recurring: false,
    sender_email: 'sender@example.com',
    sender_timezone: 'UTC',
    reminder_enabled: false,
    reminder_days: '[]',
    reminder_time: '09:00',
    token: randomBytes(24).toString('base64url'),
    ...overrides,
  };
}

export async function insertDue(
  db: Kysely<SchedulerDb>,
  count: number,
  overrides: Partial<NewDeliveryRow> = {},
): Promise<string[]> {
  const rows = Array.from({ length: count }, () => dueDelivery(overrides));
  await db.insertInto('delivery').values(rows).execute();
  return rows.map((row) => row.id);
}

/** Status of each delivery and how many outbox messages each has. */
export async function outcomes(db: Kysely<SchedulerDb>, ids: string[]) {
  const rows = await db
    .selectFrom('delivery')
    .leftJoin('outbox_message', 'outbox_message.delivery_id', 'delivery.id')
    .select((eb) => [
      'delivery.id',
      'delivery.status',
      eb.fn.count<string>('outbox_message.id').as('messages'),
    ])
    .where('delivery.id', 'in', ids)
    .groupBy(['delivery.id', 'delivery.status'])
    .execute();
  return {
    sent: rows.filter((r) => r.status === 'sent').length,
    messages: rows.reduce((sum, r) => sum + Number(r.messages), 0),
    duplicated: rows.filter((r) => Number(r.messages) > 1).length,
  };
}
