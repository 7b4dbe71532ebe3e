import type { ScheduledPrintStatus } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow, DeliveryTaskRow } from '../db/database.js';
import { toSchedule } from './to-schedule.js';

const AT = new Date('2026-12-24T09:00:00Z');

function row(over: Partial<DeliveryRow> = {}): DeliveryRow {
  return {
    id: 'delivery-1',
    card_id: 'card-1',
    card_title: 'For Sam',
    status: 'scheduled',
    method: 'post',
    delivery_date: '2026-12-24',
    delivery_time: '09:00',
    timezone: 'Europe/London',
    deliver_at: AT,
    time_adjustment: null,
    recipient: { name: 'Sam' },
    reminder_enabled: false,
    reminder_days: [],
    reminder_time: '09:00',
    personal_message: null,
    occasion: 'birthday',
    recurring: false,
    sender_email: null,
    sender_timezone: null,
    sent_at: null,
    opened_at: null,
    failure_reason: null,
    created_at: AT,
    print_order_id: 'order-1',
    ...over,
  } as DeliveryRow;
}

const order = (over: Partial<ScheduledPrintStatus> = {}): ScheduledPrintStatus => ({
  id: 'order-1',
  status: 'shipped',
  submitAfter: '2026-12-18T09:00:00.000Z',
  failureReason: null,
  ...over,
});

const task = (deliveryId: string, dueAt: Date): DeliveryTaskRow =>
  ({
    delivery_id: deliveryId,
    kind: 'reminder',
    days_before: 1,
    due_at: dueAt,
    status: 'scheduled',
    sent_at: null,
  }) as Partial<DeliveryTaskRow> as DeliveryTaskRow;

describe('toSchedule: a delivery as its sender sees it', () => {
  it('shows a delivery by post at its print order’s stage', () => {
    const orders = new Map([['order-1', order()]]);
    const schedule = toSchedule(row(), [], orders);
    expect(schedule.status).toBe('sent');
    expect(schedule.printOrder).toEqual({
      id: 'order-1',
      status: 'shipped',
      submitAfter: '2026-12-18T09:00:00.000Z',
    });
  });

  it('keeps a cancellation made here whatever the order says', () => {
    const orders = new Map([['order-1', order({ status: 'paid' })]]);
    expect(toSchedule(row({ status: 'cancelled' }), [], orders).status).toBe('cancelled');
  });

  it('says why the order failed, else the delivery’s own reason', () => {
    const failed = new Map([['order-1', order({ status: 'failed', failureReason: 'No stock' })]]);
    expect(toSchedule(row(), [], failed)).toMatchObject({
      status: 'failed',
      failureReason: 'No stock',
    });
    expect(toSchedule(row({ failure_reason: 'Bounced' }), []).failureReason).toBe('Bounced');
  });

  it('shows its own status when print did not answer, with the order’s status unknown', () => {
    const schedule = toSchedule(row({ status: 'scheduled' }), [], null);
    expect(schedule.status).toBe('scheduled');
    expect(schedule.printOrder).toEqual({ id: 'order-1', status: null, submitAfter: null });
  });

  it('lists only this delivery’s reminders, with instants as ISO strings', () => {
    const schedule = toSchedule(row({ method: 'email', print_order_id: null }), [
      task('delivery-1', new Date('2026-12-23T09:00:00Z')),
      task('delivery-2', AT),
    ]);
    expect(schedule.printOrder).toBeNull();
    expect(schedule.tasks).toEqual([
      {
        kind: 'reminder',
        daysBefore: 1,
        dueAt: '2026-12-23T09:00:00.000Z',
        status: 'scheduled',
        sentAt: null,
      },
    ]);
    expect(schedule.deliverAt).toBe('2026-12-24T09:00:00.000Z');
  });
});
