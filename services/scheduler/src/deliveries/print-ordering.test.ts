import type { ScheduledPrintStatus } from '@cardsmith/contracts';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../db/database.js';
import { PrintOrdering } from './print-ordering.js';

const SUBMIT_AFTER = new Date('2099-03-01T15:00:00Z');

function delivery(over: Partial<DeliveryRow> = {}): DeliveryRow {
  return {
    id: 'delivery-1',
    method: 'physical',
    status: 'scheduled',
    print_order_id: null,
    print_submit_after: SUBMIT_AFTER,
    ...over,
  } as DeliveryRow;
}

/** A stand-in print and delivery table: print keeps one order per delivery id, as it does. */
function world(row: DeliveryRow | undefined, cancelMeanwhile = false) {
  const made = new Map<string, ScheduledPrintStatus>();
  const cancelled: string[] = [];
  let stored = row;
  const ordering = new PrintOrdering(
    {
      findById: async () => stored,
      recordPrintOrder: async (id, printOrderId) => {
        if (!stored || stored.id !== id || stored.print_order_id) return undefined;
        stored = {
          ...stored,
          print_order_id: printOrderId,
          ...(cancelMeanwhile ? { status: 'cancelled' as const } : {}),
        };
        return stored;
      },
    },
    {
      order: async (from, submitAfter) => {
        const order = made.get(from.id) ?? {
          id: `order-of-${from.id}`,
          status: 'awaiting_payment',
          submitAfter: submitAfter.toISOString(),
          failureReason: null,
        };
        made.set(from.id, order as ScheduledPrintStatus);
        return order as ScheduledPrintStatus;
      },
      cancel: async (from) => {
        cancelled.push(from.print_order_id!);
        return made.get(from.id)!;
      },
    },
  );
  return { ordering, made, cancelled, stored: () => stored };
}

describe('the print order of a delivery by post, made after its commit', () => {
  it('is made once and recorded, however often the job runs', async () => {
    const { ordering, made, stored } = world(delivery());
    const first = await ordering.order('delivery-1');
    expect(first?.id).toBe('order-of-delivery-1');
    expect(stored()?.print_order_id).toBe('order-of-delivery-1');
    expect(await ordering.order('delivery-1')).toBeNull();
    expect(made.size).toBe(1);
  });

  it('is not made for a delivery gone, cancelled, not by post or already ordered', async () => {
    for (const row of [
      undefined,
      delivery({ status: 'cancelled' }),
      delivery({ method: 'email', print_submit_after: null }),
      delivery({ print_order_id: 'order-made' }),
    ]) {
      const { ordering, made } = world(row);
      expect(await ordering.order('delivery-1')).toBeNull();
      expect(made.size).toBe(0);
    }
  });

  it('is cancelled when the delivery was cancelled while print made it', async () => {
    const { ordering, cancelled } = world(delivery(), true);
    await ordering.order('delivery-1');
    expect(cancelled).toEqual(['order-of-delivery-1']);
  });
});
